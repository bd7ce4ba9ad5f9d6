import { isSea } from 'node:sea';

/** The site's command-line tools, each with the npm script that runs it from a checkout. */
const NPM_SCRIPTS = {
  serve: 'start',
  admin: 'admin',
  backup: 'backup',
  restore: 'restore',
  'audit-verify': 'audit:verify',
  'license-key': 'license-key',
  'db-copy': 'db:copy',
} as const;

export type ShellTool = keyof typeof NPM_SCRIPTS;

/** Whether this process is the single executable (dist/recoverly) rather than Node running a checkout. */
export const IN_EXECUTABLE = isSea();

/** The executable's name in the commands it prints (dist/recoverly, copied anywhere). */
export const EXECUTABLE_NAME = 'recoverly';

/**
 * How an operator runs `tool` with `args` on this installation, for the texts that tell them to:
 * `recoverly admin --email …` in the single executable, `npm run admin -- --email …` in a checkout.
 */
export function shellCommand(tool: ShellTool, args = ''): string {
  if (IN_EXECUTABLE) return [tool === 'serve' ? EXECUTABLE_NAME : `${EXECUTABLE_NAME} ${tool}`, args].filter(Boolean).join(' ');
  const script = NPM_SCRIPTS[tool];
  const run = script === 'start' ? 'npm start' : `npm run ${script}`;
  return args ? `${run} -- ${args}` : run;
}
