import type { Product, ProductColour } from '~/content/products';
import { ButtonLink } from './button';
import { Icon } from './icons';

// Full class names (not built from strings) so Tailwind sees them.
const COLOURS: Record<ProductColour, { bar: string; tile: string; check: string; button: string; ring: string }> = {
  blue: {
    bar: 'from-brand-600 to-brand-800',
    tile: 'bg-brand-50 text-brand-700 ring-brand-100',
    check: 'text-brand-700',
    button: 'bg-brand-700 hover:bg-brand-800',
    ring: 'hover:border-brand-300',
  },
  green: {
    bar: 'from-emerald-500 to-emerald-700',
    tile: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    check: 'text-emerald-700',
    button: 'bg-emerald-700 hover:bg-emerald-800',
    ring: 'hover:border-emerald-300',
  },
  purple: {
    bar: 'from-violet-500 to-violet-700',
    tile: 'bg-violet-50 text-violet-700 ring-violet-100',
    check: 'text-violet-700',
    button: 'bg-violet-700 hover:bg-violet-800',
    ring: 'hover:border-violet-300',
  },
};

export function ProductCard({ product, id }: { product: Product; id: string }) {
  const colour = COLOURS[product.colour];
  return (
    <article
      aria-labelledby={id}
      data-colour={product.colour}
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-xl ${colour.ring}`}
    >
      <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${colour.bar}`} />
      <div className="flex flex-1 flex-col p-7">
        <span className={`grid size-14 place-items-center rounded-2xl ring-1 ${colour.tile}`}>
          <Icon name={product.icon} className="size-7" />
        </span>
        <h2 id={id} className="mt-5 text-xl font-bold text-slate-900">
          {product.name}
        </h2>
        <p className="mt-3 text-slate-600">{product.description}</p>
        <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
          {product.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <Icon name="check" className={`mt-0.5 size-4 shrink-0 ${colour.check}`} strokeWidth={3} />
              {highlight}
            </li>
          ))}
        </ul>
        <ButtonLink to="/pricing" aria-describedby={id} className={`mt-7 w-full py-3 ${colour.button}`}>
          See Pricing
        </ButtonLink>
      </div>
    </article>
  );
}
