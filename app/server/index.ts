import type http from 'node:http';
import path from 'node:path';
import { createRequestHandler } from 'react-router';
import './load-context';
import { serve } from './serve';

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
export async function runAuditVerifyCli(argv: string[]): Promise<number> {
  return (await import('./audit-verify-cli')).runAuditVerifyCli(argv);
}
export async function runLicenseKeyCli(argv: string[]): Promise<number> {
  return (await import('./license-key-cli')).runLicenseKeyCli(argv);
}

/**
 * Starts the production server (`npm start`, or `node scripts/serve-build.mjs`) on the build in
 * `buildDir` (named by the caller: this module's code may sit in any chunk of it). Resolves once it serves.
 */
export function start({ buildDir }: { buildDir: string }): Promise<http.Server> {
  const clientRoot = path.join(buildDir, 'client');
  return serve({
    async createListener({ trustProxy, https, publicOrigin, siteOrigin, log }) {
      // Imported here, not at the top: loading the app creates files in the data folder (see serve).
      const [build, { createHttpListener }, { contentVersions }] = await Promise.all([
        import('virtual:react-router/server-build'),
        import('./http-server'),
        import('~/lib/db/content-version.server'),
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
        log,
      });
    },
  });
}
