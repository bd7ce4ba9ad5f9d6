import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { getPaymentDetails, readSiteSettings, saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { readSetupChecklist } from './setup-checklist.server';

const unset = { mail: null, siteOrigin: null };
const configured = {
  mail: { smtpUrl: 'smtp://mail.recoverly-software.com', from: { name: 'Recoverly', address: 'orders@recoverly-software.com' } },
  siteOrigin: 'https://www.recoverly-software.com',
};

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('the setup checklist', () => {
  it('lists everything on a fresh site, the closed checkout first: sample bank details, e-mail, address and phone, no company, no download, no SMTP_URL, no SITE_URL', async () => {
    expect(await readSetupChecklist(db, unset)).toEqual(['bank', 'company', 'email', 'address', 'phone', 'download', 'smtp', 'site-url']);
  });

  it('asks for a real sender once mail is configured from localhost or an example domain', async () => {
    for (const address of ['no-reply@localhost', 'orders@example.com', 'shop@mail.example.org']) {
      const mail = { ...configured.mail, from: { name: 'Recoverly', address } };
      expect(await readSetupChecklist(db, { ...configured, mail })).toContain('sender');
    }
    expect(await readSetupChecklist(db, configured)).not.toContain('sender');
  });

  it('drops each item once it is done, and is empty when all are; the checkout follows the same rule for the bank details', async () => {
    const settings = await readSiteSettings();
    await saveSiteSettings({
      ...settings,
      ach_details: { ...DEFAULT_SETTINGS.ach_details, accountNumber: '000123456789' },
      contact_us: { ...settings.contact_us, phone: '+1 (415) 555-0100' },
      // The sample address as the company's: no real seller yet.
      company: { legalName: 'Recoverly Software Inc.', address: DEFAULT_SETTINGS.contact_us.address, registrationNumber: '', taxId: '' },
    });
    // The routing number is still the sample one: the bank item stays, and the checkout stays closed.
    expect(await readSetupChecklist(db, configured)).toEqual(['bank', 'company', 'email', 'address', 'download']);
    expect(await getPaymentDetails()).toBeNull();
    await saveSiteSettings({
      ...(await readSiteSettings()),
      ach_details: {
        accountHolder: 'Recoverly Software Inc.',
        bankName: 'Real Bank',
        accountNumber: '000123456789',
        routingNumber: '021000021',
      },
      contact_us: { phone: '+1 (415) 555-0100', email: 'help@recoverly-software.com', address: '1 Harbor Way, Weehawken, NJ' },
      company: { legalName: 'Recoverly Software Inc.', address: '1 Harbor Way, Weehawken, NJ', registrationNumber: '', taxId: '' },
      downloads: {
        version: '4.2.1',
        releaseDate: '2026-11-01',
        windows: { url: 'https://dl.example.com/setup.exe', size: '84 MB', sha256: 'a'.repeat(64) },
        macos: null,
      },
    });
    expect(await readSetupChecklist(db, configured)).toEqual([]);
    expect(await getPaymentDetails()).toMatchObject({ routingNumber: '021000021' });
    expect(await readSetupChecklist(db, { ...configured, mail: null })).toEqual(['smtp']);
  });
});
