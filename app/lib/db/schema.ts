import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { OrderStatus } from '~/features/orders/status';
import type { OutboxStatus } from '~/features/outbox/status';
import type { RequestStatus } from '~/features/requests/status';
import type { RequestKind } from '~/features/requests/kind';
import type { ContentKind, ContentStatus } from '~/features/content/model';

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
  /** A key of features/orders/status.ts; the labels people read live there. */
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
  /** When the refund was marked sent (status Refunded); for an order refunded before refunds were sent in two steps, when it was recorded. */
  refunded_at: string | null;
  refund_reason: string | null;
  /** What was paid back, in cents (all of it, or part). */
  refund_amount_cents: number | null;
  /** When the refund was recorded (status Refund Due, the license revoked); the order's earlier links end then. */
  refund_due_at: string | null;
  /** The day the refund left the seller's account (YYYY-MM-DD), as the administrator marked it sent. */
  refund_sent_on: string | null;
  /** The bank's reference for the refund transfer. */
  refund_bank_reference: string | null;
  /** When the license stopped working (a refund): the license API answers 'revoked' from then on. */
  license_revoked_at: string | null;
  /** What the buyer may add for the invoice, on the order page before confirmation. */
  buyer_company: string | null;
  buyer_address: string | null;
  buyer_vat_id: string | null;
  /** A renewal: the order whose license it extends once confirmed (it issues no key of its own). */
  renews_order_id: number | null;
  /** A renewal: the license's expiry before it was extended (null before confirmation), so a refund can take the period back. */
  renewal_previous_expires_at: string | null;
  /** While a refund is due: the account the buyer gave for it, encrypted (features/orders/refund-account.server.ts); erased once sent. */
  refund_account: string | null;
  /** When the buyer gave (or last changed) that account. */
  refund_account_at: string | null;
}

/** An order's timeline: what happened and who did it (an administrator's e-mail, or 'buyer'). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  /** A key of app/features/orders/events.ts. */
  kind: string;
  actor: Generated<string>;
  /** JSON object: the event's particulars (a reason, an amount, the old and new address). */
  details: Generated<string>;
  created_at: Generated<string>;
}

/** The administrator's internal notes on an order; never shown to the buyer. */
export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  body: string;
  author: string;
  created_at: Generated<string>;
}

/** The last number of each series' year (gap-free: taken in the issuing transaction). */
export interface InvoiceCountersTable {
  /** 'INV' (invoices) or 'CN' (credit notes). */
  series: string;
  year: number;
  last: Generated<number>;
}

/** Invoices ('INV-2026-000001') and credit notes ('CN-2026-000001'), a series per kind and year, each kept exactly as issued. */
export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  /** The series the number was taken from: credit notes issued before they had their own are 'INV'. */
  series: Generated<string>;
  year: number;
  sequence: number;
  kind: 'invoice' | 'credit-note';
  order_id: number;
  amount_cents: number;
  /** JSON: the InvoiceDocument rendered to PDF (app/features/invoices/document.ts). */
  document: string;
  issued_at: Generated<string>;
}

/** SHA-256 of each token that opens a buyer's order page (several: every e-mail's link keeps working). */
export interface OrderAccessTokensTable {
  token_hash: string;
  order_id: number;
  created_at: Generated<string>;
  /** 90 days after it was issued; null only for a token written before links expired. */
  expires_at: string | null;
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
  /** When its secrets (order-page tokens, license keys) were blanked, 30 days after it was sent. */
  redacted_at: string | null;
  /** The Message-ID a reply answers, and the thread's earlier ones (space-separated), when it is one. */
  in_reply_to: string | null;
  thread_references: string | null;
  /** The request a message is about (an acknowledgement, a reply): an answer naming its Message-ID joins that thread. */
  request_reference: string | null;
}

/** Every request, whichever way it came (features/requests/store.server.ts reads and writes it). */
export interface RequestsTable {
  id: Generated<number>;
  /** How it came: a key of features/requests/kind.ts (support, help, contact, email). */
  kind: RequestKind;
  /** 'REQ-0B4F-ZX81', quoted in the acknowledgement e-mail; what every other table names it by. */
  reference: string;
  name: string;
  email: string;
  /** The subject the help form or the e-mail gave, or the contact form's fixed one; null for a support request. */
  subject: string | null;
  /** What they wrote; for a support request its optional "Describe the problem" (null when left empty). */
  message: string | null;
  /** The support form's phone and product; null for the other kinds. */
  phone: string | null;
  product: string | null;
  /** Open, waiting on the customer, or closed (features/requests/status.ts). */
  status: Generated<RequestStatus>;
  /** Since when it is in its status: waiting for our reply (open), for the customer's (waiting), closed. */
  status_since: Generated<string>;
  closed_at: string | null;
  /** The administrator's latest internal note; never sent to the visitor. */
  note: string | null;
  note_updated_at: string | null;
  /** The earlier request this one continues, if any. */
  follows: string | null;
  created_at: Generated<string>;
  /** When the administrator last opened its conversation; null while never (the inbox marks it New). */
  opened_at: string | null;
  /** The order it is about, when it began as an answer to one of the order's e-mails. */
  order_id: number | null;
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
  /** SHA-256 of the previous row's hash and this row's content (app/features/audit/chain.ts). */
  hash: string | null;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  credentials_version: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** The TOTP secret (base32); set at enrolment, before it is confirmed. */
  totp_secret: string | null;
  /** When two-factor sign-in was turned on; null: off. */
  totp_enabled_at: string | null;
  /** The last 30-second step a code was accepted for (a code works once). */
  totp_last_step: number | null;
}

/** The administrator's one-time recovery codes, hashed; each works once. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: Generated<string>;
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
  /** When this session last proved the password (and code): sensitive changes ask again 10 minutes later. */
  reauthenticated_at: string | null;
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

/** An imported bank statement file (app/features/statements). */
export interface BankStatementsTable {
  id: Generated<number>;
  format: 'ofx' | 'camt' | 'csv';
  file_name: string;
  imported_by: string;
  imported_at: Generated<string>;
  /** Incoming transfers kept as lines. */
  line_count: number;
  /** Outgoing transfers the file held (not kept). */
  debit_count: Generated<number>;
  /** Lines of a zero amount the file held (not kept). */
  zero_count: Generated<number>;
  /** Entries the bank listed but had not booked (not kept: no money arrived yet). */
  unbooked_count: Generated<number>;
}

/** One incoming transfer of a statement, with the group it was matched into and the order it points to. */
export interface StatementLinesTable {
  id: Generated<number>;
  statement_id: number;
  position: number;
  format: 'ofx' | 'camt' | 'csv';
  /** Unique per format: set on the line that first imported it, null on a re-import (seen_identity keeps it). */
  identity: string | null;
  seen_identity: string;
  booked_on: string;
  amount_cents: number;
  name: Generated<string>;
  memo: Generated<string>;
  file_line: number;
  /** ISO 4217 as the file names it; null when it doesn't say (the account's own). */
  currency: string | null;
  /** A key of app/features/statements/groups.ts. */
  match_group: string;
  reference: string | null;
  order_id: number | null;
  /** JSON array of suggested order ids, the likeliest first. */
  suggestions: Generated<string>;
  /** A pending order whose reference is one character off (or two swapped) the line's: 'Probably ORD-…'. */
  probable_order_id: number | null;
  /** The order this line's payment confirmed (unique: one line per order). */
  confirmed_order_id: number | null;
  confirmed_at: string | null;
}

/** A CSV header's remembered column mapping. */
export interface BankProfilesTable {
  id: Generated<number>;
  signature: string;
  /** JSON: app/features/statements/csv.ts CsvMapping. */
  mapping: string;
  created_at: Generated<string>;
}

/** The devices a license is activated on (the license API); a deactivated row stays as history. */
export interface LicenseActivationsTable {
  id: Generated<number>;
  order_id: number;
  /** SHA-256 (hex) of the app's device id; the id itself is never stored. */
  fingerprint_hash: string;
  name: string;
  platform: string | null;
  created_at: Generated<string>;
  last_seen_at: Generated<string>;
  /** Null while the device is active. */
  deactivated_at: string | null;
}

/** A request's thread after its original: replies, customer messages, internal notes, system messages. */
export interface RequestMessagesTable {
  id: Generated<number>;
  reference: string;
  /** A key of app/features/requests/thread.ts. */
  kind: 'reply' | 'customer' | 'note' | 'system';
  channel: 'dashboard' | 'email' | 'page';
  /** The administrator's e-mail, or the sender's address. */
  author: Generated<string>;
  author_name: Generated<string>;
  /** As shown: an e-mail's new text, its quoted part folded away. */
  body: string;
  /** The whole text as it came, when it is more than the body. */
  original: string | null;
  subject: string | null;
  message_id: string | null;
  /** A reply's e-mail in the outbox. */
  outbox_id: number | null;
  created_at: Generated<string>;
}

/** Every e-mail taken from the mailbox, once (its Message-ID is unique), and where it went. */
export interface InboundEmailsTable {
  id: Generated<number>;
  message_id: string;
  reference: string | null;
  outcome: 'thread' | 'new-request' | 'system' | 'ignored';
  sender: Generated<string>;
  subject: Generated<string>;
  received_at: Generated<string>;
}

/** A file that came with an e-mail: kept up to the limits, else listed by name and size (content null). */
export interface RequestAttachmentsTable {
  id: Generated<number>;
  reference: string;
  /** The thread message it came with; null: with the e-mail that started the request. */
  message_row_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer | null;
  created_at: Generated<string>;
}

/** The administrator's saved replies, inserted into the reply with the request's name, reference and order filled in. */
export interface SavedRepliesTable {
  id: Generated<number>;
  name: string;
  body: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One row (id 1): which process polls the mailbox until when, and how the last look went. */
export interface MailboxStateTable {
  id: number;
  claimed_until: string | null;
  last_checked_at: string | null;
  unreachable_since: string | null;
  last_error: string | null;
}

/** A text the owner writes from the dashboard: a blog post, a user guide, an FAQ entry or a testimonial (features/content). */
export interface ContentItemsTable {
  id: Generated<number>;
  kind: ContentKind;
  status: Generated<ContentStatus>;
  /** The address or anchor; null for a testimonial. */
  slug: string | null;
  title: string;
  /** Markdown. */
  body: Generated<string>;
  /** The kind's other fields, as JSON (features/content/model.ts). */
  fields: Generated<string>;
  position: Generated<number>;
  /** When it was published, or is to be (scheduled); kept when it goes back to draft. */
  published_at: string | null;
  /** Set at the first publication: from then on a changed slug leaves a redirect. */
  first_published_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One save of a content item: who, when, the fields it changed, and every editable field as saved. */
export interface ContentRevisionsTable {
  id: Generated<number>;
  item_id: number;
  created_at: Generated<string>;
  author: string;
  /** JSON array of field names. */
  changed: string;
  /** JSON object of the editable fields. */
  snapshot: string;
  /** 'edited', 'restored' or 'seeded'. */
  cause: Generated<string>;
}

/** An address a published item had before its slug changed: answered with a 301 to its address now. */
export interface ContentRedirectsTable {
  kind: ContentKind;
  old_slug: string;
  item_id: number;
  created_at: Generated<string>;
}

/** What the site does for its operator on its own (migration 021): one row per operation. */
export interface OperationRunsTable {
  name: 'backup' | 'update-check';
  /** Until when a process is running it (several processes on one PostgreSQL database take turns). */
  claimed_until: string | null;
  started_at: string | null;
  finished_at: string | null;
  outcome: 'ok' | 'failed' | null;
  /** JSON: what the last run did or why it failed (the operation's own shape). */
  details: string;
}

/** A message of the mailbox the site has not imported: failing, set aside (its source kept), too large, or held by the limits on new requests by e-mail. */
export interface MailboxMessagesTable {
  id: Generated<number>;
  folder: string;
  uid_validity: string;
  uid: number;
  state: 'failing' | 'set-aside' | 'too-large' | 'held';
  tries: Generated<number>;
  reason: Generated<string>;
  sender: Generated<string>;
  subject: Generated<string>;
  size: Generated<number>;
  source: Buffer | null;
  retry_at: string | null;
  first_seen_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface Database {
  site_settings: SiteSettingsTable;
  ach_orders: AchOrdersTable;
  requests: RequestsTable;
  admins: AdminsTable;
  download_clicks: DownloadClicksTable;
  admin_sessions: AdminSessionsTable;
  content_version: ContentVersionTable;
  rate_limits: RateLimitsTable;
  setup_tokens: SetupTokensTable;
  order_access_tokens: OrderAccessTokensTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  order_events: OrderEventsTable;
  order_notes: OrderNotesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  bank_statements: BankStatementsTable;
  statement_lines: StatementLinesTable;
  bank_profiles: BankProfilesTable;
  license_activations: LicenseActivationsTable;
  request_messages: RequestMessagesTable;
  inbound_emails: InboundEmailsTable;
  request_attachments: RequestAttachmentsTable;
  saved_replies: SavedRepliesTable;
  mailbox_state: MailboxStateTable;
  content_items: ContentItemsTable;
  content_revisions: ContentRevisionsTable;
  content_redirects: ContentRedirectsTable;
  operation_runs: OperationRunsTable;
  mailbox_messages: MailboxMessagesTable;
}

/** What data functions take, so a caller can run several in one transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type AchOrder = Selectable<AchOrdersTable>;
export type RequestRow = Selectable<RequestsTable>;
export type Admin = Selectable<AdminsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AuditRow = Selectable<AuditLogTable>;
export type OrderEvent = Selectable<OrderEventsTable>;
export type OrderNote = Selectable<OrderNotesTable>;
export type Invoice = Selectable<InvoicesTable>;
export type LicenseActivation = Selectable<LicenseActivationsTable>;
export type RequestMessage = Selectable<RequestMessagesTable>;
export type SavedReply = Selectable<SavedRepliesTable>;
