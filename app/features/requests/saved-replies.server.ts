import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { Executor, SavedReply } from '~/lib/db/schema';
import { cleanMultiLine, headerText } from '~/lib/text-safety';
import { MAX_REPLY } from './status';

// Answers the administrator gives often, kept by name and inserted into a reply with the request's
// particulars filled in: {name}, {reference} and {order} (the customer's latest order).

export const MAX_SAVED_REPLY_NAME = 100;

export function listSavedReplies(executor: Executor = db): Promise<SavedReply[]> {
  return executor.selectFrom('saved_replies').selectAll().orderBy('name').execute();
}

export function findSavedReply(executor: Executor, id: number): Promise<SavedReply | undefined> {
  return executor.selectFrom('saved_replies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the placeholders stand for in one request. */
export interface PlaceholderValues {
  name: string;
  reference: string;
  /** The customer's latest order's reference; null leaves {order} as it is, for the administrator to see. */
  order: string | null;
}

/** The saved reply's text with {name}, {reference} and {order} filled in (an unknown {…} stays as written). */
export function fillPlaceholders(body: string, values: PlaceholderValues): string {
  return body.replace(/\{(name|reference|order)\}/g, (whole, key: 'name' | 'reference' | 'order') => values[key] ?? whole);
}

export type SavedReplyOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'updated'; id: number }
  | { kind: 'unchanged'; id: number }
  | { kind: 'invalid'; errors: { name?: string; body?: string } }
  | { kind: 'name-taken' }
  | { kind: 'not-found' };

function validate(nameAsTyped: string, bodyAsTyped: string) {
  const name = headerText(nameAsTyped, MAX_SAVED_REPLY_NAME + 1);
  const body = cleanMultiLine(bodyAsTyped);
  const errors: { name?: string; body?: string } = {};
  if (!name) errors.name = 'Please give the saved reply a name.';
  else if (name.length > MAX_SAVED_REPLY_NAME) errors.name = `A name can be at most ${MAX_SAVED_REPLY_NAME} characters.`;
  if (!body) errors.body = 'Please write the reply text.';
  else if (body.length > MAX_REPLY) errors.body = `A saved reply can be at most ${MAX_REPLY.toLocaleString('en-US')} characters.`;
  return { name, body, errors };
}

/** Creates a saved reply (id null) or changes one, with its audit row. */
export async function saveSavedReply(
  id: number | null,
  nameAsTyped: string,
  bodyAsTyped: string,
  by: AuditActor,
): Promise<SavedReplyOutcome> {
  const { name, body, errors } = validate(nameAsTyped, bodyAsTyped);
  if (errors.name || errors.body) return { kind: 'invalid', errors };
  return db.transaction().execute(async (trx): Promise<SavedReplyOutcome> => {
    const sameName = await trx.selectFrom('saved_replies').select('id').where('name', '=', name).executeTakeFirst();
    if (sameName && sameName.id !== id) return { kind: 'name-taken' };
    if (id === null) {
      const row = await trx.insertInto('saved_replies').values({ name, body }).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, by, { kind: 'saved-reply-saved', details: { name, created: true } });
      return { kind: 'created', id: row.id };
    }
    const existing = await findSavedReply(trx, id);
    if (!existing) return { kind: 'not-found' };
    if (existing.name === name && existing.body === body) return { kind: 'unchanged', id };
    await trx.updateTable('saved_replies').set({ name, body, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await recordAudit(trx, by, { kind: 'saved-reply-saved', details: { name, created: false } });
    return { kind: 'updated', id };
  });
}

export async function deleteSavedReply(id: number, by: AuditActor): Promise<{ kind: 'deleted' } | { kind: 'not-found' }> {
  return db.transaction().execute(async (trx) => {
    const existing = await findSavedReply(trx, id);
    if (!existing) return { kind: 'not-found' as const };
    await trx.deleteFrom('saved_replies').where('id', '=', id).execute();
    await recordAudit(trx, by, { kind: 'saved-reply-deleted', details: { name: existing.name } });
    return { kind: 'deleted' as const };
  });
}
