import { Link } from 'react-router';
import { whoWeAre, type LegalBlock, type LegalDocument as LegalDocumentContent } from '~/content/legal';
import { sellerNumbers } from '~/features/settings/seller';
import { PageHeader } from './page-header';
import { PATHS } from '~/lib/paths';
import { useSeller } from './use-seller';

/** A policy page: header with its date, an "on this page" index beside the text on wide screens. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const seller = useSeller();
  return (
    <>
      <PageHeader title={document.title} size="compact">
        <p>{document.lastUpdated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[220px_1fr] lg:gap-16 lg:px-8 lg:py-20">
        <nav
          aria-label="On this page"
          className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
        >
          <h2 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">On this page</h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article aria-label={document.title} className="max-w-3xl">
          <p className="text-lg text-slate-700">{document.intro}</p>
          <p data-testid="who-we-are" className="mt-4 text-slate-700">
            {whoWeAre(seller.name, seller.address, sellerNumbers(seller))}
          </p>
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-slate-900">
                <span className="mr-2 text-brand-700">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item.text.slice(0, 32)}>
              {item.term ? <strong className="font-semibold text-slate-900">{item.term}: </strong> : null}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case 'contact':
      return (
        <p>
          {block.before}
          <Link to={PATHS.contact} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {block.linkText}
          </Link>
          {block.after}
        </p>
      );
  }
}
