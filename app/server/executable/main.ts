// The single executable's entry (bundled by scripts/build-exe.mjs with the production server build):
// the command line of app/server/cli.ts, with the client files the executable embeds.
import { runExecutable } from 'virtual:recoverly/server-build';
import { embeddedClientFiles } from './embedded-files';

// Through another name: the build replaces \`process.env.NODE_ENV\` itself with "production" for the libraries.
const settings = process.env;
settings.NODE_ENV ??= 'production';

runExecutable(process.argv.slice(2), embeddedClientFiles()).then(
  (outcome) => {
    if (outcome !== 'serving') process.exitCode = outcome;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
