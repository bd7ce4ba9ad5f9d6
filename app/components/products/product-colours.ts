import type { ProductColour } from '~/content/products';

export interface ColourClasses {
  bar: string;
  tile: string;
  check: string;
  button: string;
}

// Full class names (not built from strings) so Tailwind sees them. Each button colour keeps 4.5:1 against white text.
export const PRODUCT_COLOURS: Record<ProductColour, ColourClasses> = {
  blue: {
    bar: 'from-brand-600 to-brand-800',
    tile: 'bg-brand-50 text-brand-700 ring-brand-100',
    check: 'text-brand-700',
    button: 'bg-brand-700 hover:bg-brand-800',
  },
  green: {
    bar: 'from-emerald-500 to-emerald-700',
    tile: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    check: 'text-emerald-700',
    button: 'bg-emerald-700 hover:bg-emerald-800',
  },
  purple: {
    bar: 'from-violet-500 to-violet-700',
    tile: 'bg-violet-50 text-violet-700 ring-violet-100',
    check: 'text-violet-700',
    button: 'bg-violet-700 hover:bg-violet-800',
  },
  amber: {
    bar: 'from-amber-500 to-amber-700',
    tile: 'bg-amber-50 text-amber-700 ring-amber-100',
    check: 'text-amber-700',
    button: 'bg-amber-700 hover:bg-amber-800',
  },
  rose: {
    bar: 'from-rose-500 to-rose-700',
    tile: 'bg-rose-50 text-rose-700 ring-rose-100',
    check: 'text-rose-700',
    button: 'bg-rose-700 hover:bg-rose-800',
  },
};
