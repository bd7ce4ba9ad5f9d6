import { LegalDocument } from '~/components/legal-document';
import { TERMS_OF_USE } from '~/content/terms-of-use';
import { PageMeta } from '~/components/page-meta';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

export default function TermsOfUse() {
  return (
    <>
      <PageMeta title={TERMS_OF_USE.title} description={TERMS_OF_USE.description} />
      <LegalDocument document={TERMS_OF_USE} />
    </>
  );
}
