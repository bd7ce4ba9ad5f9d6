import { db } from '~/lib/db/db.server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refuseInserts } from '../../tests/helpers/db-faults';
import { COUNTED_CLICKS_PER_HOUR, downloadClickTotals, recordDownloadClick } from '~/features/downloads/clicks.server';
import { DEFAULT_SETTINGS, NO_DOWNLOADS, type Downloads } from '~/features/settings/model';
import { saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { freshAddress } from '../../tests/helpers/visitor-form-suite';
import { action as pageAction, loader as pageLoader } from './download';
import { loader as fileLoader } from './download-file';

const WINDOWS_URL = 'https://files.example.com/releases/Recoverly%204.2.1%20Setup.exe';

const OFFERED: Downloads = {
  version: '4.2.1',
  releaseDate: '2026-11-02',
  windows: { url: WINDOWS_URL, size: '84.2 MB', sha256: 'ab'.repeat(32) },
  macos: null,
};

async function setDownloads(downloads: Downloads) {
  await saveSiteSettings({ ...DEFAULT_SETTINGS, downloads });
}

let address = 0;
/** Each click from its own address unless a test says otherwise, so the per-address cap stays out of the way. */
function click(platform: string, options: { method?: string; clientAddress?: string } = {}) {
  const request = new Request(`http://localhost/download/${platform}`, { method: options.method ?? 'GET' });
  return callRoute(fileLoader, request, { clientAddress: options.clientAddress ?? `10.3.0.${++address}` });
}

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('/download', () => {
  it('offers nothing while no installer is configured, so the page says "coming soon"', async () => {
    await setDownloads(NO_DOWNLOADS);
    const outcome = await callRoute(pageLoader, getRequest('/download'));
    expect(outcome.status).toBe(200);
    expect(outcome.data.offer).toBeNull();
  });

  it('offers the configured installer through our counting link, with its version, date, size and checksum', async () => {
    await setDownloads(OFFERED);
    const { data } = await callRoute(pageLoader, getRequest('/download'));
    expect(data.offer).toEqual({
      version: '4.2.1',
      releaseDate: '2026-11-02',
      releaseLabel: 'November 2, 2026',
      files: {
        windows: { href: '/download/windows', size: '84.2 MB', sha256: 'ab'.repeat(32), fileName: 'Recoverly 4.2.1 Setup.exe' },
        macos: null,
      },
    });
  });
});

describe('E-mail me the download link', () => {
  it('answers a missing or malformed address beside the e-mail field, keeping what was typed; nothing is sent', async () => {
    await setDownloads(OFFERED);
    const queued = async () => (await db.selectFrom('outbox').select('id').where('kind', '=', 'download-link').execute()).length;
    const before = await queued();
    const post = (email: string) => callRoute(pageAction, formRequest('/download', { email }), { clientAddress: freshAddress() });
    const blank = await post('');
    expect([blank.status, blank.data.errors, blank.data.toast.title]).toEqual([
      400,
      { email: 'Please enter your email address.' },
      'Incomplete Form',
    ]);
    const malformed = await post('phone@');
    expect([malformed.status, malformed.data.errors, malformed.data.values]).toEqual([
      400,
      { email: 'Please enter a valid email address.' },
      { email: 'phone@' },
    ]);
    expect(await queued()).toBe(before);
  });
});

describe('/download/windows and /download/macos', () => {
  it('counts a click and redirects to the installer, never cached', async () => {
    await setDownloads(OFFERED);
    const before = await downloadClickTotals();
    const outcome = await click('windows');
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(WINDOWS_URL);
    expect(outcome.headers.get('Cache-Control')).toBe('no-store');
    expect(await downloadClickTotals()).toEqual({ ...before, windows: before.windows + 1 });
    const today = new Date().toISOString().slice(0, 10);
    const row = await db
      .selectFrom('download_clicks')
      .selectAll()
      .where('platform', '=', 'windows')
      .where('day', '=', today)
      .executeTakeFirst();
    expect(row?.clicks).toBeGreaterThanOrEqual(1);
  });

  it('sends a click on a platform that is not offered back to /download, uncounted', async () => {
    await setDownloads(OFFERED);
    const before = await downloadClickTotals();
    const outcome = await click('macos');
    expect([outcome.status, outcome.location]).toEqual([302, '/download']);
    expect(outcome.headers.get('Cache-Control')).toBe('no-store');
    expect(await downloadClickTotals()).toEqual(before);
  });

  it('does not count a HEAD request (a link checker, not a visitor)', async () => {
    await setDownloads(OFFERED);
    const before = await downloadClickTotals();
    const outcome = await click('windows', { method: 'HEAD' });
    expect(outcome.location).toBe(WINDOWS_URL);
    expect(await downloadClickTotals()).toEqual(before);
  });

  it(`counts at most ${COUNTED_CLICKS_PER_HOUR} clicks per address and platform an hour, but always redirects`, async () => {
    await setDownloads(OFFERED);
    const before = await downloadClickTotals();
    for (let i = 0; i < COUNTED_CLICKS_PER_HOUR + 2; i++) {
      expect((await click('windows', { clientAddress: '10.3.9.9' })).location).toBe(WINDOWS_URL);
    }
    expect((await downloadClickTotals()).windows).toBe(before.windows + COUNTED_CLICKS_PER_HOUR);
    await click('windows', { clientAddress: '10.3.9.10' });
    expect((await downloadClickTotals()).windows).toBe(before.windows + COUNTED_CLICKS_PER_HOUR + 1);
  });

  it('still sends the visitor to the installer when the count cannot be written', async () => {
    await setDownloads(OFFERED);
    const repair = await refuseInserts('download_clicks', 'disk is full');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const outcome = await click('windows');
      expect([outcome.status, outcome.location]).toEqual([302, WINDOWS_URL]);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await repair();
    }
  });
});

describe('click totals', () => {
  it('add up the days per platform', async () => {
    const before = await downloadClickTotals();
    await recordDownloadClick('macos', '10.4.0.1', new Date('2026-01-01T10:00:00Z'));
    await recordDownloadClick('macos', '10.4.0.2', new Date('2026-01-01T23:00:00Z'));
    await recordDownloadClick('macos', '10.4.0.3', new Date('2026-01-02T01:00:00Z'));
    expect(await downloadClickTotals()).toEqual({ ...before, macos: before.macos + 3 });
    const days = await db
      .selectFrom('download_clicks')
      .select(['day', 'clicks'])
      .where('platform', '=', 'macos')
      .where('day', '<', '2026-01-03')
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2026-01-01', clicks: 2 },
      { day: '2026-01-02', clicks: 1 },
    ]);
  });
});
