import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';

/** Where the administrator's notifications go: ADMIN_NOTIFY_EMAIL, else their sign-in e-mail; null before there is one. */
export async function adminNotifyAddress(executor: Executor, settings: Env = env()): Promise<string | null> {
  if (settings.adminNotifyEmail) return settings.adminNotifyEmail;
  const admin = await executor.selectFrom('admins').select('email').orderBy('id').executeTakeFirst();
  return admin?.email ?? null;
}
