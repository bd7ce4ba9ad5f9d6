import { LegalDocument } from '~/components/legal-document';
import { TERMS_OF_USE } from '~/content/terms-of-use';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/terms-of-use';

export const meta: Route.MetaFunction = () => pageMeta(TERMS_OF_USE.title, TERMS_OF_USE.description);

export default function TermsOfUse() {
  return <LegalDocument document={TERMS_OF_USE} />;
}
