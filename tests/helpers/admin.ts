import { action as signInAction } from '../../app/routes/admin.sign-in/route';
import { callRoute, cookiesFrom, formRequest } from './route-call';

export const TEST_ADMIN = { email: 'owner@recoverly.test', password: 'first password 1' };

/** Signs in through the real sign-in action and returns the session cookie to send back. */
export async function signInCookie(email = TEST_ADMIN.email, password = TEST_ADMIN.password, clientAddress = '10.0.0.1'): Promise<string> {
  const outcome = await callRoute(signInAction, formRequest('/admin', { intent: 'sign-in', email, password }), { clientAddress });
  if (outcome.status !== 302) throw new Error(`sign-in failed with ${outcome.status}: ${JSON.stringify(outcome.data)}`);
  return sessionCookieOnly(cookiesFrom(outcome.headers));
}

/** Just the __session pair (drops the flash cookie that rides along). */
export function sessionCookieOnly(cookieHeader: string): string {
  return cookieHeader
    .split('; ')
    .filter((pair) => pair.startsWith('__session='))
    .join('; ');
}

/** The administrator and address an audited call is made as, in tests that call server modules directly. */
export const TEST_ACTOR = { actor: TEST_ADMIN.email, clientAddress: '10.0.0.1' };
