import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { OrderStatus } from '~/features/orders/status';
import type { OutboxStatus } from '~/features/outbox/status';
import type { RequestStatus } from '~/features/requests/status';

// The database's tables, declared once for Kysely: every query is checked against these. The
// migrations create them (and stay frozen in time); the statuses a column holds are the keys their
// feature defines (type-only imports: nothing of a feature runs here).

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface AchOrdersTable {
  id: Generated<number>;
  name: string;
  email: string;
  plan: string;
  price: string;
  /** A key of order-status.ts; the labels people read live there. */
  status: Generated<OrderStatus>;
  /** 'ORD-7K3M-9QA2': the transfer's memo, issued (and signed) by the checkout page. */
  reference: string;
  created_at: Generated<string>;
  confirmed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  license_key: string | null;
  license_devices: number | null;
  /** Null while unconfirmed, and for a Lifetime license (it never expires). */
  license_expires_at: string | null;
  /** When the renewal reminder was queued (Monthly and Yearly licenses, once each). */
  renewal_reminded_at: string | null;
  /** The price in cents, for sums in the database; null only for a row whose price could not be read. */
  amount_cents: number | null;
}

/** SHA-256 of each token that opens a buyer's order page (several: every e-mail's link keeps working). */
export interface OrderAccessTokensTable {
  token_hash: string;
  order_id: number;
  created_at: Generated<string>;
}

/** Messages written in the transaction of their event, delivered by app/features/outbox. */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  recipient_name: Generated<string>;
  reply_to: string | null;
  reply_to_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string | null;
  order_id: number | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string>;
  claimed_until: string | null;
  last_error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  product: string;
  /** The optional "Describe the problem" text; null when left empty. */
  problem: string | null;
  /** 'REQ-0B4F-ZX81', quoted in the acknowledgement e-mail. */
  reference: string;
  /** Worked like a ticket: 'open' until the administrator closes it. */
  status: Generated<RequestStatus>;
  closed_at: string | null;
  /** The administrator's internal note; never sent to the visitor. */
  note: string | null;
  note_updated_at: string | null;
  created_at: Generated<string>;
}

export interface HelpRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** 'REQ-0B4F-ZX81', quoted in the acknowledgement e-mail. */
  reference: string;
  /** Worked like a ticket: 'open' until the administrator closes it. */
  status: Generated<RequestStatus>;
  closed_at: string | null;
  /** The administrator's internal note; never sent to the visitor. */
  note: string | null;
  note_updated_at: string | null;
  created_at: Generated<string>;
}

/** Every administrator action, append-only (the database refuses updates and deletes). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Generated<string>;
  /** A key of app/features/audit/kinds.ts. */
  kind: string;
  /** The administrator's e-mail; for a failed sign-in, the address that was tried. */
  actor: string;
  client_address: string;
  /** The order or request reference acted on, if any. */
  subject: string | null;
  /** JSON object: the action's particulars. */
  details: Generated<string>;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  credentials_version: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface DownloadClicksTable {
  platform: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  clicks: number;
}

export interface AdminSessionsTable {
  id: string;
  admin_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** One row: the public pages' content version, bumped by every settings save (read by every process). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** Fixed-window counters shared by every process (PostgreSQL); SQLite keeps them in memory. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** ISO-8601 UTC: the window ends (and the count starts afresh) then. */
  window_ends_at: string;
}

/** First-run setup links: the SHA-256 of each printed token, valid on every process until it expires. */
export interface SetupTokensTable {
  token_hash: string;
  expires_at: string;
}

export interface Database {
  site_settings: SiteSettingsTable;
  ach_orders: AchOrdersTable;
  support_requests: SupportRequestsTable;
  help_requests: HelpRequestsTable;
  admins: AdminsTable;
  download_clicks: DownloadClicksTable;
  admin_sessions: AdminSessionsTable;
  content_version: ContentVersionTable;
  rate_limits: RateLimitsTable;
  setup_tokens: SetupTokensTable;
  order_access_tokens: OrderAccessTokensTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
}

/** What data functions take, so a caller can run several in one transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type AchOrder = Selectable<AchOrdersTable>;
export type SupportRequest = Selectable<SupportRequestsTable>;
export type HelpRequest = Selectable<HelpRequestsTable>;
export type Admin = Selectable<AdminsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AuditRow = Selectable<AuditLogTable>;
