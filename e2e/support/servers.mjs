// The browser suite's three servers, started side by side (Playwright starts its webServer entries one after
// another): the embedded publisher with test hooks on and fresh data, the built app server against it, and a second
// app server whose publisher is a closed port, for the publisher-down pages. Prints `e2e servers ready` once all
// three answer; stops the others when one dies, and all of them on SIGTERM/SIGINT. playwright.config.ts passes the
// ports, the data directory and the log file (E2E_* variables): everything the three write goes there as well, which
// the run's global teardown reads for stack traces (e2e/support/globalTeardown.ts).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { appBuildIsStale, buildApp } from '../../scripts/appBuild.mjs';

const { E2E_PUBLISHER_PORT, E2E_APP_PORT, E2E_DOWN_PORT, E2E_PUBLISHER_DATA, E2E_BASE_PATH, E2E_SERVER_LOG } =
  process.env;
const publisherUrl = `http://127.0.0.1:${E2E_PUBLISHER_PORT}`;
const appUrl = `http://127.0.0.1:${E2E_APP_PORT}`;
// the same token as e2e/support/ports.ts's editorToken
const editorToken = 'e2e-editor-token';

// Built once here: two app servers starting through scripts/start.mjs would each build a stale tree at once.
if (appBuildIsStale() && !buildApp()) process.exit(1);
if (spawnSync(process.execPath, ['publisher/build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
rmSync(E2E_PUBLISHER_DATA, { recursive: true, force: true });

mkdirSync(dirname(E2E_SERVER_LOG), { recursive: true });
const log = createWriteStream(E2E_SERVER_LOG);
const children = new Set();
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
}

function start(name, command, args, env) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`e2e servers: ${name} stopped (${signal ?? code})`);
      stop(1);
    } else if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

start('publisher', process.execPath, ['publisher/start.mjs'], {
  PUBLISHER_PORT: E2E_PUBLISHER_PORT,
  PUBLISHER_DATA_DIR: E2E_PUBLISHER_DATA,
  PUBLISHER_TEST_HOOKS: '1',
  PUBLISHER_EDITOR_TOKEN: editorToken,
  // pictures and H5 pages through the app server's proxy, as scripts/start.mjs sets it up
  PUBLISHER_PUBLIC_URL: appUrl,
});
const appServer = join('node_modules', '.bin', 'tsx');
start('app server', appServer, ['app/server/main.ts'], {
  PORT: E2E_APP_PORT,
  // the site's public origin, the one the tests open: canonical, share links and QR codes name it
  SITE_URL: appUrl,
  PUBLISHER_URL: publisherUrl,
  // tests read what they have just written through the factories: no read cache or page cache between them
  PUBLISHER_READ_CACHE_MS: '0',
  PAGE_CACHE_SECONDS: '0',
  // link articles to this site's own pages are shown framed (e2e/topic: the framed link page)
  LINK_FRAME_HOSTS: `127.0.0.1:${E2E_APP_PORT}`,
  // each test is a reader of its own address (x-forwarded-for, e2e/support/fixtures.ts), as behind a real site's
  // front proxy: the publisher's per-address limits then count one journey's sign-ins, not the whole suite's
  TRUST_PROXY: '1',
});
start('publisher-down app server', appServer, ['app/server/main.ts'], {
  PORT: E2E_DOWN_PORT,
  // nothing listens on port 9 (discard): every publisher call fails at once
  PUBLISHER_URL: 'http://127.0.0.1:9',
  // error pages only: one process leaves the cores to the others
  WEB_CONCURRENCY: '1',
});

async function answers(url) {
  while (!stopping) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
}

await Promise.all([
  answers(`${publisherUrl}/app_if/getConfig?appID=1`),
  answers(`${appUrl}${E2E_BASE_PATH}home.html`),
  answers(`http://127.0.0.1:${E2E_DOWN_PORT}${E2E_BASE_PATH}fonts/noto-serif-tibetan-400.woff2`),
]);
if (!stopping) console.log('e2e servers ready');
