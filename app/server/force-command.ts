import { parseArgs } from 'node:util';

/** The arguments of a subcommand that takes file names and `--force` (backup, restore). */
export interface ForceCommand {
  force: boolean;
  positionals: string[];
}

/**
 * Reads `[<file>…] [--force] [--help]`. Returns the exit code when the command ends here: 0 after
 * printing the usage for --help, 2 after printing a mistake with the usage.
 */
export function readForceCommand(argv: string[], usage: string): ForceCommand | number {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      console.log(usage);
      return 0;
    }
    return { force: values.force === true, positionals };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
}
