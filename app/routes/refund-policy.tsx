import { LegalDocument } from '~/components/legal-document';
import { REFUND_POLICY } from '~/content/refund-policy';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/refund-policy';

export const meta: Route.MetaFunction = () => pageMeta(REFUND_POLICY.title, REFUND_POLICY.description);

export default function RefundPolicy() {
  return <LegalDocument document={REFUND_POLICY} />;
}
