import type { ProductColour } from '~/content/products';

export interface ColourClasses {
  bar: string;
  tile: string;
  check: string;
  button: string;
  ring: string;
  chip: string;
  glow: string;
}

// Full class names (not built from strings) so Tailwind sees them. Each button colour keeps 4.5:1 against white text.
export const PRODUCT_COLOURS: Record<ProductColour, ColourClasses> = {
  blue: {
    bar: 'from-brand-600 to-brand-800',
    tile: 'bg-brand-50 text-brand-700 ring-brand-100',
    check: 'text-brand-700',
    button: 'bg-brand-700 hover:bg-brand-800',
    ring: 'hover:border-brand-300',
    chip: 'bg-brand-50 text-brand-800 ring-brand-200',
    glow: 'from-brand-200 to-violet-200',
  },
  green: {
    bar: 'from-emerald-500 to-emerald-700',
    tile: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    check: 'text-emerald-700',
    button: 'bg-emerald-700 hover:bg-emerald-800',
    ring: 'hover:border-emerald-300',
    chip: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    glow: 'from-emerald-200 to-teal-100',
  },
  purple: {
    bar: 'from-violet-500 to-violet-700',
    tile: 'bg-violet-50 text-violet-700 ring-violet-100',
    check: 'text-violet-700',
    button: 'bg-violet-700 hover:bg-violet-800',
    ring: 'hover:border-violet-300',
    chip: 'bg-violet-50 text-violet-800 ring-violet-200',
    glow: 'from-violet-200 to-fuchsia-100',
  },
  amber: {
    bar: 'from-amber-500 to-amber-700',
    tile: 'bg-amber-50 text-amber-700 ring-amber-100',
    check: 'text-amber-700',
    button: 'bg-amber-700 hover:bg-amber-800',
    ring: 'hover:border-amber-300',
    chip: 'bg-amber-50 text-amber-900 ring-amber-200',
    glow: 'from-amber-200 to-orange-100',
  },
  rose: {
    bar: 'from-rose-500 to-rose-700',
    tile: 'bg-rose-50 text-rose-700 ring-rose-100',
    check: 'text-rose-700',
    button: 'bg-rose-700 hover:bg-rose-800',
    ring: 'hover:border-rose-300',
    chip: 'bg-rose-50 text-rose-800 ring-rose-200',
    glow: 'from-rose-200 to-pink-100',
  },
};
