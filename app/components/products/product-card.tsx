import { Link } from 'react-router';
import type { Product } from '~/content/products';
import { PRODUCTS_PAGE } from '~/content/products';
import { ButtonLink } from '../button';
import { Icon } from '../icons';
import { PRODUCT_COLOURS } from './product-colours';

export function ProductCard({ product, id }: { product: Product; id: string }) {
  const colour = PRODUCT_COLOURS[product.colour];
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
        <ButtonLink to="/pricing" variant="tinted" aria-describedby={id} className={`mt-7 w-full py-3 ${colour.button}`}>
          See Pricing
        </ButtonLink>
        <Link
          to={`#${product.slug}`}
          aria-describedby={id}
          className={`mt-2 inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md text-sm font-semibold ${colour.check} hover:underline`}
        >
          {PRODUCTS_PAGE.tourLink}
          <Icon name="arrow-right" className="size-4 rotate-90" />
        </Link>
      </div>
    </article>
  );
}
