// Prints the walk of createHttpListener's options (docs/architecture.md, "The edge as a list"): each
// stay, with the call that led there, then the figures. `node scripts/edge-walk.mjs [--built]`
// (--built: the broader reading, where what a call builds from the options carries them too).
import path from 'node:path';
import { walkOptions } from './lib/option-walk.mjs';

const built = process.argv.includes('--built');
const root = path.resolve(import.meta.dirname, '..');
const walk = walkOptions({ root, file: 'app/server/http-server.ts', functionName: 'createHttpListener', built });
const seen = new Set();
walk.stays.forEach((stay, index) => {
  const again = seen.has(stay.module) ? '  (comes back)' : '';
  seen.add(stay.module);
  console.log(`${String(index + 1).padStart(2)}. ${stay.module.padEnd(34)} ← ${stay.via}${again}`);
});
console.log(`${walk.stays.length} stays in ${walk.rooms.length} rooms; comes back ${walk.comesBack} times${built ? ' (--built)' : ''}`);
