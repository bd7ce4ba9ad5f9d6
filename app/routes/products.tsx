import { ButtonLink } from '~/components/button';
import { Icon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { ProductCard } from '~/components/products/product-card';
import { ProductTour } from '~/components/products/product-tour';
import { Container } from '~/components/section-heading';
import { ALL_PRODUCTS, PRODUCTS, PRODUCTS_PAGE, REPAIR_PRODUCTS, type Product } from '~/content/products';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

const TOURED = ALL_PRODUCTS.filter((product) => product.tour);

function CardGroup({ id, heading, products, eager = false }: { id: string; heading: string; products: Product[]; eager?: boolean }) {
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
        {heading}
      </h2>
      {/* Centred rows, so the two repair cards sit under the three recovery cards rather than in a ragged grid. */}
      <div className="mt-5 flex flex-wrap justify-center gap-8 *:w-full md:*:w-[calc(50%-1rem)] lg:*:w-[calc((100%-4rem)/3)]">
        {products.map((product) => (
          <ProductCard key={product.slug} product={product} id={`card-${product.slug}`} eager={eager} />
        ))}
      </div>
    </div>
  );
}

// The spec's three cards (each with See Pricing) and its Safe and Secure block stay; the two repair
// tools get cards of their own, and the three products the hero names a closer look at their window.
export default function Products() {
  const { secure } = PRODUCTS_PAGE;
  return (
    <>
      <PageMeta title={PRODUCTS_PAGE.title} description={PRODUCTS_PAGE.description} />
      <PageHeader title={PRODUCTS_PAGE.title}>{PRODUCTS_PAGE.lead}</PageHeader>
      <section aria-label="Product range" className="bg-slate-50 py-16 sm:py-20">
        <Container className="grid gap-14">
          <CardGroup id="range-recovery" heading={PRODUCTS_PAGE.rangeHeading} products={PRODUCTS} eager />
          <CardGroup id="range-repair" heading={PRODUCTS_PAGE.repairHeading} products={REPAIR_PRODUCTS} />
        </Container>
      </section>
      <section aria-label={PRODUCTS_PAGE.toursHeading} className="bg-white">
        <Container className="divide-y divide-slate-200">
          {TOURED.map((product, index) => (
            <ProductTour key={product.slug} product={product} tour={product.tour!} flip={index % 2 === 1} />
          ))}
        </Container>
      </section>
      <section aria-labelledby="secure-heading" className="bg-white pb-16 sm:pb-20">
        <Container>
          <div className="grid items-center gap-10 rounded-3xl bg-slate-900 px-6 py-12 text-white shadow-xl sm:px-12 lg:grid-cols-[auto_1fr_auto]">
            <span className="grid size-20 place-items-center rounded-2xl bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/30">
              <Icon name="shield-check" className="size-10" />
            </span>
            <div>
              <h2 id="secure-heading" className="text-3xl font-extrabold tracking-tight">
                {secure.heading}
              </h2>
              <p className="mt-3 max-w-2xl text-slate-300">{secure.text}</p>
              <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
                {secure.points.map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <Icon name="check" className="size-4 text-emerald-300" strokeWidth={3} />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <ButtonLink to={PATHS.pricing} variant="secondary" className="px-7 py-3 text-base">
              Get Started Now
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
