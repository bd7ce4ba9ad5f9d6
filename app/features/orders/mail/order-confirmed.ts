import { BRAND } from '~/lib/brand';
import { PATHS } from '~/lib/paths';
import { licensedProductsText } from '~/features/catalogue/licensed-products';
import { devicesText, licenseExpiryText, RENEWAL_REMINDER_DAYS } from '~/features/licenses/licenses';
import { licenseKit } from '~/features/licenses/license-kit';
import type { Downloads } from '~/features/settings/model';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { sitePageUrl } from '~/features/mail/templates/links';

export interface OrderConfirmedInput {
  context: BuyerMailContext;
  reference: string;
  name: string;
  plan: string;
  licenseKey: string;
  devices: number;
  /** ISO timestamp, or null for a license that never expires (Lifetime). */
  expiresAt: string | null;
  orderUrl: string;
  /** The download settings: a link and checksum for each installer on offer. */
  downloads: Downloads;
  /** The order's invoice ('INV-2026-000001'), attached by the sender; null when it has none. */
  invoiceNumber: string | null;
}

/** The download links with their checksums, or the "coming soon" words while none is offered. */
function downloadBlocks(input: OrderConfirmedInput, kit: ReturnType<typeof licenseKit>): Block[] {
  const site = input.context.siteUrl;
  if (kit.downloads.length === 0) {
    return [
      {
        kind: 'paragraph',
        text: `The ${BRAND} download is coming soon. Your key will unlock it as soon as it is out: you will find it at ${sitePageUrl(site, PATHS.download)}.`,
      },
    ];
  }
  return [
    {
      kind: 'links',
      title: kit.version ? `Download ${BRAND} ${kit.version}` : `Download ${BRAND}`,
      items: kit.downloads.map((file) => ({
        label: `${file.platformName}: ${file.fileName}${file.size ? ` (${file.size})` : ''}`,
        href: sitePageUrl(site, file.path),
        notes: [`SHA-256: ${file.sha256}`],
      })),
    },
  ];
}

/**
 * To the buyer when the payment is confirmed: everything needed to use the license. The key (on a line
 * of its own, wrapping only at its hyphens), what it covers and until when, what it unlocks, the
 * downloads with their checksums, how to activate, the invoice it carries, and whom to ask.
 */
export function orderConfirmedEmail(input: OrderConfirmedInput): EmailContent {
  const kit = licenseKit(input.downloads, input.context.support, input.devices);
  const blocks: Block[] = [
    { kind: 'heading', text: `Your license key is ready, ${input.name}` },
    { kind: 'paragraph', text: ['We received your payment for order ', { code: input.reference }, '. Thank you!'] },
    { kind: 'key', label: 'License key', value: input.licenseKey },
    {
      kind: 'details',
      rows: [
        ['Plan', input.plan],
        ['Devices', devicesText(input.devices)],
        ['Expires', licenseExpiryText(input.expiresAt)],
      ],
    },
    { kind: 'paragraph', text: `Your key unlocks saving in every ${BRAND} tool: ${licensedProductsText()}.` },
    ...downloadBlocks(input, kit),
    { kind: 'steps', title: 'How to activate', items: kit.activation },
  ];
  if (input.invoiceNumber) {
    blocks.push({ kind: 'paragraph', text: [`Your invoice `, { strong: input.invoiceNumber }, ` is attached to this e-mail as a PDF.`] });
  }
  if (input.expiresAt !== null) {
    blocks.push({ kind: 'paragraph', text: `We will send you a reminder ${RENEWAL_REMINDER_DAYS} days before your license expires.` });
  }
  const support: [string, string][] = [];
  if (kit.support.email) support.push(['Email', kit.support.email]);
  if (kit.support.phone) support.push(['Phone', kit.support.phone]);
  blocks.push({ kind: 'paragraph', text: 'Questions, or trouble activating? Reply to this e-mail, or contact our support team.' });
  if (support.length > 0) blocks.push({ kind: 'details', title: 'Support', rows: support });
  blocks.push({ kind: 'button', label: 'View your order', href: input.orderUrl });
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} license key (order ${input.reference})`,
      preheader: `Your payment arrived: here is your ${input.plan} license key, with the download and how to activate it.`,
      reason: `You receive this e-mail because you bought a ${BRAND} license with this address.`,
    },
    blocks,
  );
}
