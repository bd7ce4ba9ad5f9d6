import { z } from 'zod';
import { isSingleLine } from '~/lib/text-safety';
import { fieldErrors } from '~/lib/forms/form-data';
import { PLATFORM_NAMES, PLATFORMS, type Platform } from '~/features/downloads/platforms';
import { SETTINGS_FIELD_LABELS, type DownloadField } from './fields';
import { NO_DOWNLOADS, type DownloadFile, type Downloads } from './model';

export type DownloadValues = Record<DownloadField, string>;

const labelOf: Readonly<Record<DownloadField, string>> = SETTINGS_FIELD_LABELS;

/** The form fields of one platform's installer. */
const FILE_FIELDS: Record<Platform, { url: DownloadField; size: DownloadField; sha256: DownloadField }> = {
  windows: { url: 'windowsUrl', size: 'windowsSize', sha256: 'windowsSha256' },
  macos: { url: 'macosUrl', size: 'macosSize', sha256: 'macosSha256' },
};

/** An optional, trimmed, single-line value; '' when left empty. `rule` judges a filled value. */
function optional(field: DownloadField, max: number, rule?: { test: (value: string) => boolean; message: string }) {
  const label = labelOf[field];
  return z
    .string({ error: `${label} was sent more than once.` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(isSingleLine, `${label} contains characters that are not allowed.`)
    .refine((value) => value === '' || !rule || rule.test(value), rule ? `${label} ${rule.message}` : undefined);
}

/** Only https: the browser is sent straight there, and a plain-http installer could be swapped on the way. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const SIZE = /^(\d{1,6}(?:\.\d{1,2})?)\s*(KB|MB|GB)$/i;

const url = (field: DownloadField) => optional(field, 2000, { test: isHttpsUrl, message: 'must be an https:// address.' });
const size = (field: DownloadField) => optional(field, 20, { test: (v) => SIZE.test(v), message: 'must be a size like 84.2 MB.' });
const sha256 = (field: DownloadField) =>
  optional(field, 64, { test: (v) => /^[0-9a-f]{64}$/i.test(v), message: 'must be 64 hexadecimal characters (0-9 and a-f).' });

const downloadFieldsSchema = z.object({
  downloadVersion: optional('downloadVersion', 20, {
    test: (v) => /^\d{1,4}(\.\d{1,4}){0,3}$/.test(v),
    message: 'must be numbers separated by dots, like 4.2.1.',
  }),
  downloadReleaseDate: optional('downloadReleaseDate', 10, { test: isCalendarDate, message: 'must be a date like 2026-11-02.' }),
  windowsUrl: url('windowsUrl'),
  windowsSize: size('windowsSize'),
  windowsSha256: sha256('windowsSha256'),
  macosUrl: url('macosUrl'),
  macosSize: size('macosSize'),
  macosSha256: sha256('macosSha256'),
});

export type DownloadsParse = { ok: true; downloads: Downloads } | { ok: false; errors: Partial<DownloadValues> };

/**
 * The Downloads group from the settings form. All of it may be empty (nothing offered yet); once any
 * field of a platform is filled, that platform needs its link, size and checksum, and an offered
 * download needs the version and release date.
 */
export function parseDownloadFields(raw: Record<DownloadField, unknown>): DownloadsParse {
  const parsed = downloadFieldsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors<DownloadField>(parsed.error) };
  const v = parsed.data;
  const errors: Partial<DownloadValues> = {};
  const files: Record<Platform, DownloadFile | null> = { windows: null, macos: null };

  for (const platform of PLATFORMS) {
    const fields = FILE_FIELDS[platform];
    const given = [fields.url, fields.size, fields.sha256].filter((field) => v[field] !== '');
    if (given.length === 0) continue;
    for (const field of [fields.url, fields.size, fields.sha256]) {
      if (v[field] === '') errors[field] = `${labelOf[field]} is required to offer the ${PLATFORM_NAMES[platform]} download.`;
    }
    if (given.length === 3) {
      const [, amount, unit] = SIZE.exec(v[fields.size])!;
      files[platform] = {
        url: new URL(v[fields.url]).href,
        size: `${amount} ${unit!.toUpperCase()}`,
        sha256: v[fields.sha256].toLowerCase(),
      };
    }
  }

  const offered = PLATFORMS.some((platform) => Object.values(FILE_FIELDS[platform]).some((field) => v[field] !== ''));
  for (const field of ['downloadVersion', 'downloadReleaseDate'] as const) {
    if (offered && v[field] === '') errors[field] = `${labelOf[field]} is required when a download is offered.`;
    if (!offered && v[field] !== '') errors[field] = `${labelOf[field]} needs a Windows or macOS download; add one or leave it empty.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!files.windows && !files.macos) return { ok: true, downloads: NO_DOWNLOADS };
  return { ok: true, downloads: { version: v.downloadVersion, releaseDate: v.downloadReleaseDate, ...files } };
}

/** The form's values for saved download settings. */
export function downloadsToValues(downloads: Downloads): DownloadValues {
  const file = (platform: Platform) => downloads[platform] ?? { url: '', size: '', sha256: '' };
  return {
    downloadVersion: downloads.version,
    downloadReleaseDate: downloads.releaseDate,
    windowsUrl: file('windows').url,
    windowsSize: file('windows').size,
    windowsSha256: file('windows').sha256,
    macosUrl: file('macos').url,
    macosSize: file('macos').size,
    macosSha256: file('macos').sha256,
  };
}
