import * as account from '~/routes/admin.account/route';
import * as activity from '~/routes/admin.activity/route';
import * as email from '~/routes/admin.email/route';
import * as orders from '~/routes/admin.orders/route';
import * as requests from '~/routes/admin.requests/route';
import * as settings from '~/routes/admin.settings/route';
import { PATHS } from '~/lib/paths';
import { ORDER_ACTIONS } from '~/routes/admin.orders/intents.server';
import { ACCOUNT_ACTIONS } from '~/routes/admin.account/intents.server';
import { SETTINGS_ACTIONS } from '~/routes/admin.settings/intents.server';

// The dashboard's tab screens by address, as the route table mounts them: route tests call a
// screen's loader or action with the URL a browser would use.
const SCREENS = {
  [PATHS.dashboard]: settings,
  [PATHS.adminAccount]: account,
  [PATHS.adminRequests]: requests,
  [PATHS.adminOrders]: orders,
  [PATHS.adminEmail]: email,
  [PATHS.adminActivity]: activity,
} as const;

type Args = { request: Request; params: Record<string, string>; context: { clientAddress: string } };

function screenAt(request: Request) {
  const { pathname } = new URL(request.url);
  const screen = (SCREENS as Record<string, (typeof SCREENS)[keyof typeof SCREENS]>)[pathname];
  if (!screen) throw new Error(`No dashboard screen at ${pathname}`);
  return screen;
}

/** The loader of the screen the request's address names. */
export function screenLoader(args: Args) {
  return screenAt(args.request).loader(args as never);
}

/** The action of the screen the request's address names (the Requests, E-mail and Activity screens have none). */
export function screenAction(args: Args) {
  const screen = screenAt(args.request);
  if (!('action' in screen)) throw new Error(`The screen at ${new URL(args.request.url).pathname} takes no form`);
  return screen.action(args as never);
}

// Each form's screen, read from the tables the screens' actions use.
const FORMS: readonly (readonly [string, readonly string[]])[] = [
  [PATHS.dashboard, Object.keys(SETTINGS_ACTIONS)],
  [PATHS.adminAccount, Object.keys(ACCOUNT_ACTIONS)],
  [PATHS.adminOrders, Object.keys(ORDER_ACTIONS)],
];

/** The address of the screen whose form posts `intent`. */
export function screenOfForm(intent: string): string {
  const found = FORMS.find(([, intents]) => intents.includes(intent));
  if (!found) throw new Error(`No dashboard screen has the form '${intent}'`);
  return found[0];
}

/** The overview above every tab (its own route, the tabs' layout). */
export { loader as overviewLoader } from '~/routes/admin.overview/route';
