import { data, redirect } from 'react-router';
import { GuideBody } from '~/components/content/guide-body';
import { JsonLd } from '~/components/json-ld';
import { PageMeta } from '~/components/page-meta';
import { useSiteUrl } from '~/components/use-site-url';
import { GUIDE_PAGE } from '~/content/guides';
import { guidePlanOffer, publishedGuide } from '~/features/content/public.server';
import { howToLd } from '~/features/seo/how-to';
import { guidePath } from '~/lib/paths';
import { getPrices } from '~/features/settings/settings.server';
import type { Route } from './+types/help-guide';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

/**
 * One published user guide, and the plan it ends with at today's price; an address it had before
 * its slug changed redirects for good; a draft or an unknown guide is the site's 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await publishedGuide(params.slug);
  if (found.kind === 'moved') throw redirect(found.to, 301);
  if (found.kind === 'none') throw data('Not Found', { status: 404 });
  return { guide: found.guide, plan: guidePlanOffer(found.guide, await getPrices()) };
}

export default function HelpGuide({ loaderData }: Route.ComponentProps) {
  const { guide, plan } = loaderData;
  const site = useSiteUrl();
  const path = guidePath(guide.slug);
  return (
    <>
      <PageMeta title={`${guide.title} | ${GUIDE_PAGE.eyebrow}`} description={guide.description} />
      {site ? <JsonLd data={howToLd(site, guide, path)} /> : null}
      <GuideBody guide={guide} plan={plan} />
    </>
  );
}
