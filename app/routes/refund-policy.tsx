import { LegalDocument } from '~/components/legal-document';
import { REFUND_POLICY } from '~/content/refund-policy';
import { PageMeta } from '~/components/page-meta';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

export default function RefundPolicy() {
  return (
    <>
      <PageMeta title={REFUND_POLICY.title} description={REFUND_POLICY.description} />
      <LegalDocument document={REFUND_POLICY} />
    </>
  );
}
