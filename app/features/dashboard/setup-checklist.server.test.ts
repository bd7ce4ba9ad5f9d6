import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { readSiteSettings, saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { readSetupChecklist } from './setup-checklist.server';

const unset = { mail: null, siteOrigin: null };
const configured = {
  mail: { smtpUrl: 'smtp://mail.example.com', from: { name: 'Recoverly', address: 'orders@example.com' } },
  siteOrigin: 'https://www.example.com',
};

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('the setup checklist', () => {
  it('lists everything on a fresh site: sample bank details and phone, no company, no download, no SMTP_URL, no SITE_URL', async () => {
    expect(await readSetupChecklist(db, unset)).toEqual(['bank', 'company', 'download', 'phone', 'smtp', 'site-url']);
  });

  it('drops each item once it is done, and is empty when all are', async () => {
    const settings = await readSiteSettings();
    await saveSiteSettings({
      ...settings,
      ach_details: { ...DEFAULT_SETTINGS.ach_details, accountNumber: '000123456789' },
      contact_us: { ...settings.contact_us, phone: '+1 (415) 555-0100' },
    });
    // The routing number is still the sample one: the bank item stays.
    expect(await readSetupChecklist(db, configured)).toEqual(['bank', 'company', 'download']);
    await saveSiteSettings({
      ...(await readSiteSettings()),
      ach_details: {
        accountHolder: 'Recoverly Software Inc.',
        bankName: 'Real Bank',
        accountNumber: '000123456789',
        routingNumber: '021000021',
      },
      company: { legalName: 'Recoverly Software Inc.', address: '1 Harbor Way, Weehawken, NJ', registrationNumber: '', taxId: '' },
      downloads: {
        version: '4.2.1',
        releaseDate: '2026-11-01',
        windows: { url: 'https://dl.example.com/setup.exe', size: '84 MB', sha256: 'a'.repeat(64) },
        macos: null,
      },
    });
    expect(await readSetupChecklist(db, configured)).toEqual([]);
    expect(await readSetupChecklist(db, { ...configured, mail: null })).toEqual(['smtp']);
  });
});
