import { downloadLinkEmail } from '~/features/downloads/mail/download-link';
import { downloadOffer } from '~/features/downloads/offer';
import { requestPageUrl } from '~/features/mail/templates/links';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { orderLinkContent } from '~/features/orders/order-mail.server';
import type { RebuildOutcome, UnsentRow } from '~/features/outbox/send-again.server';
import { newRequestEmail } from '~/features/requests/mail/new-request';
import { requestAcknowledgementEmail } from '~/features/requests/mail/request-acknowledgement';
import { requestLinkEmail } from '~/features/requests/mail/request-link';
import { requestMailContext } from '~/features/requests/mail-context.server';
import { issueRequestToken } from '~/features/requests/request-tokens.server';
import { findRequest, requestCopyOf } from '~/features/requests/store.server';
import { getCompany, getDownloads } from '~/features/settings/settings.server';
import type { Executor } from '~/lib/db/schema';
import { publicOrigin } from '~/lib/public-origin.server';

// Send again on a message held back by a cap: it was kept without its text (a flood's rows would
// otherwise be pages of mail at rest), so it is written again from its kind and the facts it names
// (the request, the order), as it would be written now, with fresh links. A kind that can't be
// written again is refused with the reason: nothing is ever sent empty.

function cannot(reason: string): RebuildOutcome {
  return { kind: 'cannot', reason };
}

async function aboutRequest(
  executor: Executor,
  row: UnsentRow,
  write: (request: NonNullable<Awaited<ReturnType<typeof findRequest>>>) => Promise<EmailContent>,
) {
  const request = row.requestReference ? await findRequest(executor, row.requestReference) : null;
  if (!request) return cannot('The request it was about no longer exists.');
  return { kind: 'rebuilt' as const, content: await write(request) };
}

/** The message as it would be written now, from its kind and facts; or why it can't be. */
export async function rebuildUnsentMail(executor: Executor, row: UnsentRow, now = new Date()): Promise<RebuildOutcome> {
  switch (row.kind) {
    case 'request-acknowledgement':
    case 'mail-acknowledgement':
      return aboutRequest(executor, row, async (request) => {
        const { siteUrl, company } = await requestMailContext(executor);
        return requestAcknowledgementEmail({
          reference: request.reference,
          kind: requestCopyOf(request).kind,
          channel: row.kind === 'mail-acknowledgement' ? 'email' : 'form',
          siteUrl,
          company,
          pageUrl: requestPageUrl(siteUrl, request.reference, issueRequestToken(request.reference, now)),
        });
      });
    case 'request-link':
      return aboutRequest(executor, row, async (request) => {
        const { siteUrl, company } = await requestMailContext(executor);
        const pageUrl = requestPageUrl(siteUrl, request.reference, issueRequestToken(request.reference, now));
        return requestLinkEmail({ reference: request.reference, pageUrl, siteUrl, company });
      });
    case 'new-request':
      return aboutRequest(executor, row, async (request) => {
        const { siteUrl, company } = await requestMailContext(executor);
        return newRequestEmail({ reference: request.reference, request: requestCopyOf(request), siteUrl, company });
      });
    case 'download-link': {
      const offer = downloadOffer(await getDownloads(executor));
      if (!offer) return cannot('No installer is offered any more (Site Settings › Downloads).');
      return { kind: 'rebuilt', content: downloadLinkEmail({ offer, siteUrl: publicOrigin(), company: await getCompany(executor) }) };
    }
    case 'order-link': {
      const order = row.orderId
        ? await executor.selectFrom('ach_orders').selectAll().where('id', '=', row.orderId).executeTakeFirst()
        : undefined;
      if (!order) return cannot('The order it was about no longer exists.');
      return { kind: 'rebuilt', content: await orderLinkContent(executor, order) };
    }
    default:
      return cannot('It was kept without its text, and this kind of e-mail can’t be written again.');
  }
}
