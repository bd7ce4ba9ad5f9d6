import type { z } from 'zod';
import { contentVersions } from '~/lib/db/content-version.server';
import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import {
  achDetailsSchema,
  contactSchema,
  DEFAULT_SETTINGS,
  downloadsSchema,
  NO_DOWNLOADS,
  pricesSchema,
  type AchDetails,
  type ContactInfo,
  type Downloads,
  type Prices,
  type SiteSettings,
} from './model';

/** Bumped whenever settings are saved; cached public pages of an older version are stale. */
export function contentVersion(): number {
  return contentVersions.current();
}

/**
 * Brings contentVersion() up to date with saves made by other processes (PostgreSQL); null when
 * there are none to see (SQLite). The page cache awaits it before serving a cached page.
 */
export function refreshContentVersion(): Promise<number> | null {
  return contentVersions.refresh();
}

async function readSetting<T>(key: keyof SiteSettings, schema: z.ZodType<T>): Promise<T> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) throw new Error(`Setting "${key}" is missing`);
  return schema.parse(JSON.parse(row.value));
}

export function getPrices(): Promise<Prices> {
  return readSetting('prices_usd', pricesSchema);
}

export function getContactInfo(): Promise<ContactInfo> {
  return readSetting('contact_us', contactSchema);
}

export function getAchDetails(): Promise<AchDetails> {
  return readSetting('ach_details', achDetailsSchema);
}

/** The free download's settings; a database from before they existed reads as "coming soon". */
export async function getDownloads(): Promise<Downloads> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'downloads').executeTakeFirst();
  return row ? downloadsSchema.parse(JSON.parse(row.value)) : NO_DOWNLOADS;
}

/** Every setting, as the dashboard's form shows them. */
export async function readSiteSettings(): Promise<SiteSettings> {
  const [prices_usd, contact_us, ach_details, downloads] = await Promise.all([
    getPrices(),
    getContactInfo(),
    getAchDetails(),
    getDownloads(),
  ]);
  return { prices_usd, contact_us, ach_details, downloads };
}

/** Upserts the four rows in one transaction, with what the caller records of the save (its audit row): all saved, or none. */
export async function saveSiteSettings(settings: SiteSettings, alsoInTransaction?: (trx: Executor) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await alsoInTransaction?.(trx);
    for (const [key, value] of Object.entries(settings)) {
      const json = JSON.stringify(value);
      await trx
        .insertInto('site_settings')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date().toISOString() }))
        .execute();
    }
    await contentVersions.bump(trx);
  });
  contentVersions.saved();
}

/** Writes the default rows that are missing; never touches a row an administrator saved. */
export async function seedDefaultSettings(): Promise<string[]> {
  const written: string[] = [];
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    const result = await db
      .insertInto('site_settings')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written.push(key);
  }
  return written;
}
