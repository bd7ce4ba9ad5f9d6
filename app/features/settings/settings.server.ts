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
  companySchema,
  NO_COMPANY,
  type Company,
  businessHoursSchema,
  DEFAULT_BUSINESS_HOURS,
  type BusinessHours,
  wireDetailsSchema,
  NO_WIRE_DETAILS,
  type WireDetails,
  hasWireDetails,
} from './model';
import { hasRealBankDetails } from './samples';

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

async function readSetting<T>(executor: Executor, key: keyof SiteSettings, schema: z.ZodType<T>): Promise<T> {
  const row = await executor.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) throw new Error(`Setting "${key}" is missing`);
  return schema.parse(JSON.parse(row.value));
}

export function getPrices(executor: Executor = db): Promise<Prices> {
  return readSetting(executor, 'prices_usd', pricesSchema);
}

export function getContactInfo(executor: Executor = db): Promise<ContactInfo> {
  return readSetting(executor, 'contact_us', contactSchema);
}

export function getAchDetails(executor: Executor = db): Promise<AchDetails> {
  return readSetting(executor, 'ach_details', achDetailsSchema);
}

/**
 * The bank details buyers may pay into, or null while they are still the seeded sample: until then
 * the checkout says it is not taking payments and no order can be placed.
 */
export async function getPaymentDetails(executor: Executor = db): Promise<AchDetails | null> {
  const bank = await getAchDetails(executor);
  return hasRealBankDetails(bank) ? bank : null;
}

/** The free download's settings; a database from before they existed reads as "coming soon". */
export async function getDownloads(executor: Executor = db): Promise<Downloads> {
  const row = await executor.selectFrom('site_settings').select('value').where('key', '=', 'downloads').executeTakeFirst();
  return row ? downloadsSchema.parse(JSON.parse(row.value)) : NO_DOWNLOADS;
}

/** The seller's details (the Company settings); empty until the administrator fills them in. */
export async function getCompany(executor: Executor = db): Promise<Company> {
  const row = await executor.selectFrom('site_settings').select('value').where('key', '=', 'company').executeTakeFirst();
  return row ? companySchema.parse(JSON.parse(row.value)) : NO_COMPANY;
}

/** The business hours' time zone; a database from before it existed reads as the default. */
export async function getBusinessHours(executor: Executor = db): Promise<BusinessHours> {
  const row = await executor.selectFrom('site_settings').select('value').where('key', '=', 'business_hours').executeTakeFirst();
  return row ? businessHoursSchema.parse(JSON.parse(row.value)) : DEFAULT_BUSINESS_HOURS;
}

/** The international details and the wire tolerance; a database from before they existed reads as none. */
export async function getWireDetails(executor: Executor = db): Promise<WireDetails> {
  const row = await executor.selectFrom('site_settings').select('value').where('key', '=', 'wire_details').executeTakeFirst();
  return row ? wireDetailsSchema.parse(JSON.parse(row.value)) : NO_WIRE_DETAILS;
}

/** The international details buyers abroad may pay into, or null until an IBAN and a BIC are set. */
export async function getInternationalPaymentDetails(executor: Executor = db): Promise<WireDetails | null> {
  const wire = await getWireDetails(executor);
  return hasWireDetails(wire) ? wire : null;
}

/** Every setting, as the dashboard's form shows them. */
export async function readSiteSettings(executor: Executor = db): Promise<SiteSettings> {
  const [prices_usd, contact_us, ach_details, downloads, company, business_hours, wire_details] = await Promise.all([
    getPrices(executor),
    getContactInfo(executor),
    getAchDetails(executor),
    getDownloads(executor),
    getCompany(executor),
    getBusinessHours(executor),
    getWireDetails(executor),
  ]);
  return { prices_usd, contact_us, ach_details, downloads, company, business_hours, wire_details };
}

/**
 * Upserts the rows in one transaction, after `beforeWriting` (which reads the rows as they were and
 * records the save): all saved, or none. Returns what `beforeWriting` returned.
 */
export async function saveSiteSettings<T>(settings: SiteSettings, beforeWriting?: (trx: Executor) => Promise<T>): Promise<T | undefined> {
  const result = await db.transaction().execute(async (trx) => {
    const result = await beforeWriting?.(trx);
    for (const [key, value] of Object.entries(settings)) {
      const json = JSON.stringify(value);
      await trx
        .insertInto('site_settings')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date().toISOString() }))
        .execute();
    }
    await contentVersions.bump(trx);
    return result;
  });
  contentVersions.saved();
  return result;
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
