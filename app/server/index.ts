import type http from 'node:http';
import path from 'node:path';
import { createRequestHandler } from 'react-router';
import './load-context';
import { serve } from './serve';
import type { ClientFiles } from './static-files';

// The command-line tools share the server bundle; each loads its modules when it runs, so importing
// this entry reads no setting and opens nothing.
export async function runAdminCli(argv: string[]): Promise<number> {
  return (await import('./admin-cli')).runAdminCli(argv);
}
export async function runDbCopyCli(argv: string[]): Promise<number> {
  return (await import('./db-copy-cli')).runDbCopyCli(argv);
}
export async function runBackupCli(argv: string[]): Promise<number> {
  return (await import('./backup-cli')).runBackupCli(argv);
}
export async function runRestoreCli(argv: string[]): Promise<number> {
  return (await import('./restore-cli')).runRestoreCli(argv);
}
export async function runUpdateCli(argv: string[]): Promise<number> {
  return (await import('./update-cli')).runUpdateCli(argv);
}
export async function runRollbackCli(argv: string[]): Promise<number> {
  return (await import('./update-cli')).runRollbackCli(argv);
}
export async function runAuditVerifyCli(argv: string[]): Promise<number> {
  return (await import('./audit-verify-cli')).runAuditVerifyCli(argv);
}
export async function runLicenseKeyCli(argv: string[]): Promise<number> {
  return (await import('./license-key-cli')).runLicenseKeyCli(argv);
}

/**
 * The single executable's command line (`recoverly [command]`, app/server/cli.ts): the same server
 * and tools as `npm start` and the npm scripts, with the client files it embeds.
 */
export async function runExecutable(argv: string[], clientFiles: ClientFiles): Promise<number | 'serving'> {
  const { runCli } = await import('./cli');
  return runCli(argv, {
    serve: (serveOptions) => start({ clientFiles }, serveOptions),
    admin: runAdminCli,
    backup: runBackupCli,
    restore: runRestoreCli,
    update: runUpdateCli,
    rollback: runRollbackCli,
    'audit-verify': runAuditVerifyCli,
    'license-key': runLicenseKeyCli,
    'db-copy': runDbCopyCli,
  });
}

/**
 * Starts the production server. `npm start` (or `node scripts/serve-build.mjs`) names the build in
 * `buildDir` (this module's code may sit in any chunk of it); the single executable gives the client
 * files it embeds. Resolves once it serves.
 */
export function start(
  from: { buildDir: string } | { clientFiles: ClientFiles },
  options: { newDatabase?: boolean } = {},
): Promise<http.Server> {
  const clientRoot = 'clientFiles' in from ? from.clientFiles : path.join(from.buildDir, 'client');
  return serve({
    newDatabase: options.newDatabase ?? false,
    async createListener({ trustProxy, https, publicOrigin, siteOrigin, log }) {
      // Imported here, not at the top: loading the app creates files in the data folder (see serve).
      const [build, { createHttpListener }, { contentVersions }, { isPublishedContentPage }] = await Promise.all([
        import('virtual:react-router/server-build'),
        import('./http-server'),
        import('~/lib/db/content-version.server'),
        import('~/web/content-pages.server'),
      ]);
      const handleRequest = createRequestHandler(build, 'production');
      return createHttpListener({
        handler: (request, context) => handleRequest(request, { ...context }),
        clientRoot,
        trustProxy,
        https,
        publicOrigin,
        siteOrigin,
        contentVersion: () => contentVersions.current(),
        refreshContentVersion: () => contentVersions.refresh(),
        isPublishedContentPage,
        log,
      });
    },
  });
}
