// The dashboard's setup checklist: what is left before the site can take real money,
// each item linking to where it is fixed. Settings items open the Site Settings group; the two
// environment variables link to their explanation below the list (the README is not served).
import type { SetupItem } from '~/features/dashboard/setup-items';
import { dashboardPath } from '~/lib/paths';
import { SETTINGS_SECTIONS } from './admin';
import type { SettingsGroup } from '~/features/settings/fields';

/** The id of a Site Settings group's card (as the settings form renders it). */
function settingsGroup(group: SettingsGroup): string {
  return `${dashboardPath('settings')}#settings-${SETTINGS_SECTIONS[group].title.replace(/\W+/g, '-').toLowerCase()}`;
}

export const SETUP_CHECKLIST = {
  title: 'Finish setting up',
  intro: 'Until these are done, buyers see sample details or miss e-mails. Each item leaves this list once it is done.',
} as const;

export const SETUP_ITEM_TEXT: Readonly<Record<SetupItem, { text: string; href: string; action: string }>> = {
  bank: {
    text: 'The bank details are still the sample ones: buyers would transfer money to an invented account.',
    href: settingsGroup('bank'),
    action: 'Enter the bank details',
  },
  company: {
    text: 'No company details: invoices, checkout and e-mails name no seller.',
    href: settingsGroup('company'),
    action: 'Enter the company',
  },
  download: {
    text: 'No free download is set: the download page says “coming soon” and license e-mails have no download link.',
    href: settingsGroup('downloads'),
    action: 'Add the installers',
  },
  phone: {
    text: 'The phone number is the sample one.',
    href: settingsGroup('contact'),
    action: 'Enter the phone number',
  },
  smtp: {
    text: 'SMTP_URL is not set: no e-mail is sent (order e-mails, license keys, invoices wait in the outbox).',
    href: '#setup-smtp-url',
    action: 'How to set SMTP_URL',
  },
  'site-url': {
    text: 'SITE_URL is not set: links in e-mails use the address the server happens to listen on.',
    href: '#setup-site-url',
    action: 'How to set SITE_URL',
  },
};

/** The explanations the two environment items link to. */
export const SETUP_EXPLANATIONS = {
  smtp: {
    id: 'setup-smtp-url',
    title: 'SMTP_URL',
    text: 'Set SMTP_URL in the server’s environment to your mail provider’s address, like smtp://user:password@mail.example.com:587 (and MAIL_FROM to the sender, like "Recoverly <orders@example.com>"), then restart the server. Messages queued meanwhile are sent then.',
  },
  'site-url': {
    id: 'setup-site-url',
    title: 'SITE_URL',
    text: 'Set SITE_URL in the server’s environment to the site’s public address, like https://www.example.com, then restart the server. E-mails, invoices and search engines use it for every absolute link.',
  },
} as const;
