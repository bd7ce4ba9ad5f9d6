import { ILLUSTRATION_SIZE } from '~/content/illustrations';
import type { Product } from '~/content/products';
import { ButtonLink } from '../button';
import { Icon } from '../icons';
import { PRODUCT_COLOURS } from './product-colours';
import { PATHS } from '~/lib/paths';
import { useDownloadOffered } from '../use-seller';

/**
 * One product at work: its window beside what it does and what it runs on. Pictures alternate sides
 * on wide screens; all of them sit below the fold, so they load lazily, with their size reserved.
 */
export function ProductTour({ product, tour, flip }: { product: Product; tour: NonNullable<Product['tour']>; flip: boolean }) {
  const colour = PRODUCT_COLOURS[product.colour];
  const headingId = `${product.slug}-heading`;
  const downloadOffered = useDownloadOffered();
  return (
    <section id={product.slug} aria-labelledby={headingId} className="scroll-mt-20 py-14 sm:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={flip ? 'lg:order-2' : ''}>
          <span className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${colour.tile}`}>
            <Icon name={product.icon} className="size-4" />
            {product.name}
          </span>
          <h2 id={headingId} className="mt-4 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {tour.tagline}
          </h2>
          <ul className="mt-6 space-y-3 text-slate-700">
            {tour.capabilities.map((capability) => (
              <li key={capability} className="flex items-start gap-3">
                <span className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ring-1 ${colour.tile}`}>
                  <Icon name="check" className="size-3" strokeWidth={3} />
                </span>
                {capability}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-sm font-semibold tracking-wider text-slate-600 uppercase">Works with</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${product.name} works with`}>
            {tour.systems.map((system) => (
              <li key={system} className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm text-slate-700 shadow-xs">
                {system}
              </li>
            ))}
          </ul>
          {/* No download set: the product offers its price instead of a download that isn't there. */}
          <ButtonLink
            to={downloadOffered ? PATHS.download : PATHS.pricing}
            variant="tinted"
            aria-describedby={headingId}
            className={`mt-8 px-6 py-3 text-base ${colour.button}`}
          >
            <Icon name={downloadOffered ? 'download' : 'arrow-right'} className="size-5" />
            {downloadOffered ? 'Free Download' : 'Choose a Plan'}
          </ButtonLink>
        </div>
        <div className={`relative isolate ${flip ? 'lg:order-1' : ''}`}>
          <div
            aria-hidden="true"
            className={`absolute -inset-3 -z-10 rounded-3xl bg-gradient-to-tr opacity-70 blur-2xl from-brand-100 to-violet-100`}
          />
          <img
            src={product.illustration.src}
            alt={product.illustration.alt}
            width={ILLUSTRATION_SIZE.width}
            height={ILLUSTRATION_SIZE.height}
            loading="lazy"
            className="h-auto w-full rounded-[14px] shadow-2xl shadow-slate-900/15"
          />
        </div>
      </div>
    </section>
  );
}
