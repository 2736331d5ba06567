// When the app's build is stale, and how to make it: one rule for `npm start` and `npm run bench`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when build/ is missing or older than any source it is made from. */
export function appBuildIsStale() {
  const output = join('build', 'server', 'index.js');
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt <= Math.max(...sources.map(newestMtime));
}

/** Runs `react-router build`; answers whether it succeeded. */
export function buildApp() {
  return (
    spawnSync(join('node_modules', '.bin', 'react-router'), ['build'], { stdio: 'inherit' }).status === 0
  );
}
