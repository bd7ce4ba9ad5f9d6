import { LegalDocument } from '~/components/legal-document';
import { REFUND_POLICY } from '~/content/refund-policy';
import { PageMeta } from '~/components/page-meta';

export default function RefundPolicy() {
  return (
    <>
      <PageMeta title={REFUND_POLICY.title} description={REFUND_POLICY.description} />
      <LegalDocument document={REFUND_POLICY} />
    </>
  );
}
