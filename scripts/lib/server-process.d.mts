export interface ServerProcess {
  url: string;
  port: number;
  pid: number | undefined;
  startupMs: number;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const SERVER_NODE_FLAGS: string[];
export function freePort(): Promise<number>;
export function waitForHealthy(url: string, timeoutMs?: number): Promise<void>;
export function startServer(options: {
  databasePath?: string;
  env?: Record<string, string>;
  port?: number;
  nodeArgs?: string[];
  quiet?: boolean;
  /** The checkout whose build runs (default: this one). */
  root?: string;
  /** The script under scripts/ it runs: 'serve-build.mjs' (default) or 'start.mjs' (as npm start). */
  entry?: string;
  command?: string[];
  cwd?: string;
  baseEnv?: Record<string, string | undefined>;
}): Promise<ServerProcess>;
