// Starts the publisher: the bundle (publisher/dist/main.mjs, made by `node publisher/build.mjs`) when it is there and
// newer than every source file, else the TypeScript sources through tsx. `node publisher/start.mjs`.
// PUBLISHER_BUNDLE=0 forces the sources, PUBLISHER_BUNDLE=1 the bundle even if a source is newer.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const bundle = join(here, 'dist', 'main.mjs');

/** The newest modification time among the sources the bundle is made of (tests and dist left out). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|sql|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const choice = process.env.PUBLISHER_BUNDLE;
let useBundle = choice !== '0' && existsSync(bundle);
if (useBundle && choice !== '1' && newestSource(here) > statSync(bundle).mtimeMs) {
  console.warn(
    'publisher: the bundle is older than the sources, running the sources (rebuild: node publisher/build.mjs)',
  );
  useBundle = false;
}
process.env.PUBLISHER_STARTED_FROM = useBundle ? 'bundle' : 'sources';
if (useBundle) {
  await import(bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
