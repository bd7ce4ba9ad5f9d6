import { ILLUSTRATION_SIZE } from '~/content/illustrations';
import type { Product } from '~/content/products';
import { ButtonLink } from '../button';
import { Icon } from '../icons';
import { PRODUCT_COLOURS } from './product-colours';
import { PATHS } from '~/lib/paths';

/** `eager` for the first row, in or near the first screen (the first card's picture is a phone's largest paint). */
export function ProductCard({ product, id, eager = false }: { product: Product; id: string; eager?: boolean }) {
  const colour = PRODUCT_COLOURS[product.colour];
  return (
    <article
      aria-labelledby={id}
      data-colour={product.colour}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:border-slate-300 hover:shadow-xl"
    >
      <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${colour.bar}`} />
      {/* A glimpse of the window; decorative where the product's section below shows and describes it. */}
      <div className="bg-slate-50 px-7 pt-6">
        <img
          src={product.illustration.src}
          alt={product.tour ? '' : product.illustration.alt}
          width={ILLUSTRATION_SIZE.width}
          height={ILLUSTRATION_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="-mb-px h-auto w-full rounded-t-[10px] shadow-lg shadow-slate-900/10"
        />
      </div>
      <div className="flex flex-1 flex-col border-t border-slate-200 p-7">
        <span className={`grid size-14 place-items-center rounded-2xl ring-1 ${colour.tile}`}>
          <Icon name={product.icon} className="size-7" />
        </span>
        <h3 id={id} className="mt-5 text-xl font-bold text-slate-900">
          {product.name}
        </h3>
        <p className="mt-3 text-slate-600">{product.description}</p>
        <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
          {product.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <Icon name="check" className={`mt-0.5 size-4 shrink-0 ${colour.check}`} strokeWidth={3} />
              {highlight}
            </li>
          ))}
        </ul>
        <ButtonLink to={PATHS.pricing} variant="tinted" aria-describedby={id} className={`mt-7 w-full py-3 ${colour.button}`}>
          See Pricing
        </ButtonLink>
      </div>
    </article>
  );
}
