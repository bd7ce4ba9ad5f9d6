import { sql } from 'kysely';
import { db } from '~/lib/db/db.server';

export async function loader() {
  try {
    await sql`select 1`.execute(db);
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('healthz: database check failed', error);
    return Response.json({ ok: false }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
