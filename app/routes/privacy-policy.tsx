import { LegalDocument } from '~/components/legal-document';
import { PRIVACY_POLICY } from '~/content/privacy-policy';
import { PageMeta } from '~/components/page-meta';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

export default function PrivacyPolicy() {
  return (
    <>
      <PageMeta title={PRIVACY_POLICY.title} description={PRIVACY_POLICY.description} />
      <LegalDocument document={PRIVACY_POLICY} />
    </>
  );
}
