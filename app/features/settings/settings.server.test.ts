import { describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { DEFAULT_SETTINGS, NO_DOWNLOADS, NO_WIRE_DETAILS } from './model';
import {
  contentVersion,
  getAchDetails,
  getBusinessHours,
  getContactInfo,
  getCompany,
  getDownloads,
  getPrices,
  getWireDetails,
  saveSiteSettings,
  refreshContentVersion,
  seedDefaultSettings,
} from './settings.server';

describe('default settings seed', () => {
  it('writes the seven rows once; a second run changes nothing', async () => {
    expect(await seedDefaultSettings()).toEqual([
      'prices_usd',
      'contact_us',
      'ach_details',
      'downloads',
      'company',
      'business_hours',
      'wire_details',
    ]);
    const before = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    expect(await seedDefaultSettings()).toEqual([]);
    expect(await db.selectFrom('site_settings').selectAll().orderBy('key').execute()).toEqual(before);
    expect(await getPrices()).toEqual(DEFAULT_SETTINGS.prices_usd);
  });

  it('never overwrites what an administrator saved', async () => {
    const saved = {
      prices_usd: { monthly: '9', yearly: '99', lifetime: '299' },
      contact_us: { phone: '1', email: 'x@y.z', address: 'Here' },
      ach_details: { accountHolder: 'H', bankName: 'B', accountNumber: '1', routingNumber: '2' },
      downloads: {
        version: '1.0',
        releaseDate: '2026-01-02',
        windows: { url: 'https://files.example.com/a.exe', size: '1 MB', sha256: 'a'.repeat(64) },
        macos: null,
      },
      company: { legalName: 'Recoverly Software Inc.', address: '1 Main St, Springfield', registrationNumber: 'C1234567', taxId: '' },
      business_hours: { timeZone: 'Europe/London' },
      wire_details: {
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'DEUTDEFF',
        bankName: 'Deutsche Bank',
        bankAddress: 'Taunusanlage 12, Frankfurt, Germany',
        intermediary: '',
        acceptShortByCents: 2000,
      },
    };
    // On PostgreSQL the version lives in the database: read it first, as the page cache does.
    const version = (await refreshContentVersion()) ?? contentVersion();
    await saveSiteSettings(saved);
    expect(contentVersion()).toBe(version + 1);
    await seedDefaultSettings();
    expect(await getPrices()).toEqual(saved.prices_usd);
    expect(await getContactInfo()).toEqual(saved.contact_us);
    expect(await getAchDetails()).toEqual(saved.ach_details);
    expect(await getDownloads()).toEqual(saved.downloads);
    expect(await getCompany()).toEqual(saved.company);
    expect(await getBusinessHours()).toEqual(saved.business_hours);
    expect(await getWireDetails()).toEqual(saved.wire_details);
  });

  it('reads a missing international details row as none, matching exact amounts only', async () => {
    await db.deleteFrom('site_settings').where('key', '=', 'wire_details').execute();
    expect(await getWireDetails()).toEqual(NO_WIRE_DETAILS);
  });

  it('reads a missing downloads row (a database from before it existed) as nothing offered', async () => {
    await db.deleteFrom('site_settings').where('key', '=', 'downloads').execute();
    expect(await getDownloads()).toEqual(NO_DOWNLOADS);
  });

  it('reads a missing business hours row as the default time zone', async () => {
    await db.deleteFrom('site_settings').where('key', '=', 'business_hours').execute();
    expect(await getBusinessHours()).toEqual({ timeZone: 'America/New_York' });
  });
});
