/**
 * What the shop promises about time, in one place: how long a bank transfer takes to arrive, how soon
 * a refund is sent, and when support is there (the days and hours here, their time zone a site
 * setting). The refund window is each plan's (plans.ts). Every page, e-mail and PDF that states one
 * of these reads it from here, so no two of them can disagree.
 */

/** How long an ACH transfer usually takes to arrive once it is sent: the buyer's payment to us, and a refund to them. */
export const TRANSFER_ARRIVAL = 'within 1–3 business days';

/** How many business days we take to send a refund once it is recorded. */
export const REFUND_SEND_BUSINESS_DAYS = 5;

/** 'within 5 business days': when a recorded refund leaves our account. */
export const REFUND_SEND = `within ${REFUND_SEND_BUSINESS_DAYS} business days`;

/** When support answers, on every plan and every channel, in the site's time zone. */
export const SUPPORT_HOURS = 'Monday to Friday, 9 am – 6 pm';

/**
 * SUPPORT_HOURS as the clock reads them (days 1–5 are Monday to Friday, hours 9 to 18) in the site's
 * time zone: what the inbox measures the reply-time promise against.
 */
export const SUPPORT_SCHEDULE = { days: [1, 2, 3, 4, 5], opens: 9, closes: 18 } as const;

/** The business hours' time zone until the administrator chooses another (Site Settings). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether the runtime knows this IANA time zone ('America/New_York', 'Europe/London', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '' || value !== value.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone as people say it: 'Eastern Time', 'Central European Time', 'UTC'. */
export function timeZoneName(timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone)) return 'UTC';
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(Date.UTC(2026, 0, 15)))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** 'Monday to Friday, 9 am – 6 pm Eastern Time': the hours with the zone they are in. */
export function supportHoursText(timeZone: string): string {
  return `${SUPPORT_HOURS} ${timeZoneName(timeZone)}`;
}

/** The day `days` business days (Monday to Friday) after `from`, as a UTC date at the same time. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}
