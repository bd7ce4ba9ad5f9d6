// What `npm run admin` does to the administrator, from the shell (app/server/admin-cli.ts).
export type { AdminSetOutcome } from '~/features/admin-auth/admins.server';
export { resetTwoFactorFromShell, setAdminFromShell, type ShellTwoFactorOutcome } from '~/features/admin-auth/shell.server';
