import { ButtonLink } from '~/components/button';
import { Icon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { ProductCard } from '~/components/product-card';
import { Container } from '~/components/section-heading';
import { PRODUCTS, PRODUCTS_PAGE } from '~/content/products';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => pageMeta(PRODUCTS_PAGE.title, PRODUCTS_PAGE.description);

export default function Products() {
  const { secure } = PRODUCTS_PAGE;
  return (
    <>
      <PageHeader title={PRODUCTS_PAGE.title} eyebrow="Products">
        {PRODUCTS_PAGE.lead}
      </PageHeader>
      <section aria-label="Product range" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {PRODUCTS.map((product, index) => (
              <ProductCard key={product.name} product={product} id={`product-${index}`} />
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="secure-heading" className="bg-white py-16 sm:py-20">
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
            <ButtonLink to="/pricing" variant="secondary" className="px-7 py-3 text-base">
              Get Started Now
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
