import type { Executor } from '~/lib/db/db.server';
import { isSafeAddress } from './header-safety';

/** Where the administrator's notifications go: ADMIN_NOTIFY_EMAIL, else their sign-in e-mail; null before there is one. */
export async function adminNotifyAddress(
  executor: Executor,
  env: Record<string, string | undefined> = process.env,
): Promise<string | null> {
  const configured = env.ADMIN_NOTIFY_EMAIL?.trim();
  if (configured && isSafeAddress(configured)) return configured;
  const admin = await executor.selectFrom('admins').select('email').orderBy('id').executeTakeFirst();
  return admin?.email ?? null;
}
