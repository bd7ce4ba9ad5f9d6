import { LegalDocument } from '~/components/legal-document';
import { PRIVACY_POLICY } from '~/content/privacy-policy';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => pageMeta(PRIVACY_POLICY.title, PRIVACY_POLICY.description);

export default function PrivacyPolicy() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
