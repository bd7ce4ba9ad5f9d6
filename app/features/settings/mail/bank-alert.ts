import type { SettingsChange } from '~/features/audit/settings-changes';
import { SETTINGS_FIELD_LABELS } from '~/features/settings/fields';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { sitePageUrl } from '~/features/mail/templates/links';
import { dashboardPath } from '~/lib/paths';
import type { Company } from '~/features/settings/model';

export interface BankAlertInput {
  /** The bank fields that changed, before → after; account and routing numbers already masked to their last four. */
  changes: readonly SettingsChange[];
  /** When the change was saved (ms since the epoch). */
  at: number;
  /** The client address the save came from. */
  clientAddress: string;
  /** The administrator signed in when it was saved. */
  actor: string;
  siteUrl: string;
  /** The seller, named in the footer like every message's. */
  company?: Company;
}

const shown = (value: string) => (value === '' ? '(empty)' : value);

/** '2026-11-25 14:03 UTC': unambiguous for any reader, whatever their zone. */
function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * To the administrator (and any address it had in the last 7 days): the bank details buyers are told
 * to pay to have changed. Sent for every change, because a changed payout account is how a stolen
 * password turns into stolen payments; it says what changed (numbers masked), when and from where,
 * and what to do if it wasn't them.
 */
export function bankAlertEmail({ changes, at, clientAddress, actor, siteUrl, company }: BankAlertInput): EmailContent {
  const fields = changes.map((change) => SETTINGS_FIELD_LABELS[change.field] ?? change.field);
  const when = utc(at);
  return composeEmail(
    {
      subject: 'Security alert: the bank details buyers pay to were changed',
      preheader: `${fields.join(', ')} changed on ${when} from ${clientAddress}.`,
      siteUrl,
      company,
      reason:
        'You receive this e-mail because the bank details of this site were changed. Every change is reported to the administrator, and this alert cannot be turned off.',
    },
    [
      { kind: 'heading', text: 'The bank details were changed' },
      {
        kind: 'paragraph',
        text: 'The bank account shown to buyers at checkout and in order e-mails was changed. From now on, buyers are told to pay to the new details.',
      },
      {
        kind: 'details',
        title: 'What changed',
        rows: changes.map((change, i) => [fields[i]!, `${shown(change.before)} → ${shown(change.after)}`] as const),
      },
      {
        kind: 'details',
        title: 'Who and when',
        rows: [
          ['When', when],
          ['From address', clientAddress],
          ['Signed in as', actor],
        ],
      },
      {
        kind: 'steps',
        title: 'If this was not you, act now',
        items: [
          'Sign in and put the correct bank details back.',
          'Change your password, and turn on two-factor sign-in under Admin Account.',
          'Press Sign Out Everywhere to end every other session.',
          'Check the orders placed since the change, and warn buyers who may have paid to the wrong account.',
        ],
      },
      { kind: 'button', label: 'Review the bank details', href: sitePageUrl(siteUrl, dashboardPath('settings')) },
      {
        kind: 'paragraph',
        text: 'Account and routing numbers show their last four digits only.',
      },
    ],
  );
}
