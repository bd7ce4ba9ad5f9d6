import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { recordDownloadClick } from '~/features/downloads/clicks.server';
import { readToast } from '~/web/flash.server';
import { NO_DOWNLOADS } from '~/features/settings/model';
import { getDownloads, getPrices, seedDefaultSettings } from '~/features/settings/settings.server';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { screenAction as action, screenLoader as loader } from '../../tests/helpers/admin-screens';

const OTHER_GROUPS = {
  monthly: '19.99',
  yearly: '99.99',
  lifetime: '199.99',
  phone: '+1 555 0100',
  email: 'help@example.org',
  address: '1 Test Way, Springfield',
  timeZone: 'America/New_York',
  accountHolder: 'Test Holder LLC',
  bankName: 'Test Bank',
  accountNumber: '000111222',
  routingNumber: '021000021',
};

const WINDOWS_SHA = 'AB'.repeat(32);
const MAC_SHA = 'c0ffee'.repeat(10) + 'c0de';

const DOWNLOADS = {
  downloadVersion: '4.2.1',
  downloadReleaseDate: '2026-11-02',
  windowsUrl: 'https://files.example.com/releases/Recoverly-4.2.1-setup.exe',
  windowsSize: '84.2mb',
  windowsSha256: WINDOWS_SHA,
  macosUrl: 'https://files.example.com/releases/Recoverly-4.2.1.dmg',
  macosSize: '96.5 MB',
  macosSha256: MAC_SHA,
};

const EMPTY_DOWNLOADS = Object.fromEntries(Object.keys(DOWNLOADS).map((key) => [key, '']));

let cookie: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

function save(fields: Record<string, string | string[]>) {
  return callRoute(action, formRequest('/admin/dashboard', { intent: 'save-settings', ...fields }, { Cookie: cookie }), {
    clientAddress: '10.2.0.1',
  });
}

const allRows = () => db.selectFrom('site_settings').selectAll().orderBy('key').execute();

describe('the Downloads settings group', () => {
  it('saves the download beside the other settings rows, normalised, and shows it again', async () => {
    const outcome = await save({ ...OTHER_GROUPS, ...DOWNLOADS });
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
    const toast = (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } })))?.toast;
    expect(toast).toMatchObject({ title: 'Saved!', description: 'Site settings have been successfully saved.' });

    expect((await allRows()).map((row) => row.key)).toEqual([
      'ach_details',
      'business_hours',
      'company',
      'contact_us',
      'downloads',
      'prices_usd',
      'wire_details',
    ]);
    expect(await getPrices()).toEqual({ monthly: '19.99', yearly: '99.99', lifetime: '199.99' });
    expect(await getDownloads()).toEqual({
      version: '4.2.1',
      releaseDate: '2026-11-02',
      windows: { url: DOWNLOADS.windowsUrl, size: '84.2 MB', sha256: WINDOWS_SHA.toLowerCase() },
      macos: { url: DOWNLOADS.macosUrl, size: '96.5 MB', sha256: MAC_SHA },
    });

    const shown = await callRoute(loader, getRequest('/admin/dashboard', { Cookie: cookie }));
    expect(shown.data.settings).toMatchObject({ downloadVersion: '4.2.1', windowsSize: '84.2 MB', macosUrl: DOWNLOADS.macosUrl });
  });

  it('accepts one platform alone: the other stays "coming soon"', async () => {
    const outcome = await save({ ...OTHER_GROUPS, ...DOWNLOADS, macosUrl: '', macosSize: '', macosSha256: '' });
    expect(outcome.status).toBe(302);
    expect((await getDownloads()).macos).toBeNull();
    expect((await getDownloads()).windows?.size).toBe('84.2 MB');
  });

  it('accepts an empty group, which takes the download offline, and still saves the other groups', async () => {
    const outcome = await save({ ...OTHER_GROUPS, monthly: '21.00', ...EMPTY_DOWNLOADS });
    expect(outcome.status).toBe(302);
    expect(await getDownloads()).toEqual(NO_DOWNLOADS);
    expect((await getPrices()).monthly).toBe('21.00');
  });

  const refusals: [string, Record<string, string | string[]>, string, string][] = [
    [
      'a plain-http link',
      { windowsUrl: 'http://files.example.com/setup.exe' },
      'windowsUrl',
      'Windows Download URL must be an https:// address.',
    ],
    ['a javascript: link', { macosUrl: 'javascript:alert(1)' }, 'macosUrl', 'macOS Download URL must be an https:// address.'],
    [
      'a link with credentials',
      { windowsUrl: 'https://user:secret@files.example.com/a.exe' },
      'windowsUrl',
      'Windows Download URL must be an https:// address.',
    ],
    ['words instead of a link', { windowsUrl: 'see the website' }, 'windowsUrl', 'Windows Download URL must be an https:// address.'],
    [
      'a short checksum',
      { windowsSha256: 'abc123' },
      'windowsSha256',
      'Windows SHA-256 Checksum must be 64 hexadecimal characters (0-9 and a-f).',
    ],
    [
      'a checksum that is not hexadecimal',
      { macosSha256: 'g'.repeat(64) },
      'macosSha256',
      'macOS SHA-256 Checksum must be 64 hexadecimal characters (0-9 and a-f).',
    ],
    ['a size without a unit', { windowsSize: '84.2' }, 'windowsSize', 'Windows File Size must be a size like 84.2 MB.'],
    [
      'a version that is not numbers',
      { downloadVersion: 'latest' },
      'downloadVersion',
      'Version must be numbers separated by dots, like 4.2.1.',
    ],
    [
      'a date that does not exist',
      { downloadReleaseDate: '2026-02-30' },
      'downloadReleaseDate',
      'Release Date must be a date like 2026-11-02.',
    ],
    ['a missing release date', { downloadReleaseDate: '' }, 'downloadReleaseDate', 'Release Date is required when a download is offered.'],
    ['a missing version', { downloadVersion: '' }, 'downloadVersion', 'Version is required when a download is offered.'],
    [
      'a platform without its checksum',
      { macosSha256: '' },
      'macosSha256',
      'macOS SHA-256 Checksum is required to offer the macOS download.',
    ],
    [
      'a version with no download',
      { ...EMPTY_DOWNLOADS, downloadVersion: '5.0' },
      'downloadVersion',
      'Version needs a Windows or macOS download; add one or leave it empty.',
    ],
    ['a control character', { windowsSize: '84\u0000 MB' }, 'windowsSize', 'Windows File Size contains characters that are not allowed.'],
    [
      'a field sent twice',
      { windowsUrl: ['https://a.example.com/1.exe', 'https://b.example.com/2.exe'] },
      'windowsUrl',
      'Windows Download URL was sent more than once.',
    ],
  ];

  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with a clear message, saving nothing (not even the other groups)`, async () => {
      const before = await allRows();
      const outcome = await save({ ...OTHER_GROUPS, phone: '+1 555 0199', ...DOWNLOADS, ...change });
      expect(outcome.status).toBe(400);
      expect(outcome.data.toast).toMatchObject({ type: 'error', title: 'Save Failed', description: message });
      expect(outcome.data.errors).toEqual({ [field]: message });
      const typed = change[field];
      if (typeof typed === 'string') expect(outcome.data.values[field]).toBe(typed);
      expect(outcome.data.values.phone).toBe('+1 555 0199');
      expect(await allRows()).toEqual(before);
    });
  }

  it('reports a bad price and a bad checksum together', async () => {
    const outcome = await save({ ...OTHER_GROUPS, yearly: 'abc', ...DOWNLOADS, windowsSha256: 'nope' });
    expect(outcome.status).toBe(400);
    expect(Object.keys(outcome.data.errors).sort()).toEqual(['windowsSha256', 'yearly']);
  });
});

describe('download clicks on the settings tab', () => {
  it('shows how often each platform was clicked', async () => {
    await recordDownloadClick('windows', '10.2.1.1');
    await recordDownloadClick('windows', '10.2.1.2');
    await recordDownloadClick('macos', '10.2.1.3');
    const outcome = await callRoute(loader, getRequest('/admin/dashboard', { Cookie: cookie }));
    expect(outcome.data.downloadClicks).toEqual({ windows: 2, macos: 1 });
    // Read for the Site Settings screen only: the Orders screen's page carries no click counts.
    const orders = await callRoute(loader, getRequest('/admin/orders', { Cookie: cookie }));
    expect(orders.data).not.toHaveProperty('downloadClicks');
  });
});
