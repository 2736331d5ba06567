// The servers the bench measures: the publisher (8380) and the app server (3300) on a private copy of the build,
// each in its own process group, so stopping a group reaches every worker and every group is stopped however the
// run ends.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appBuildIsStale, buildApp } from '../appBuild.mjs';
import { setSessionNiceness } from './autogroup.mjs';

// BENCH_APP_PORT / BENCH_PUBLISHER_PORT: another pair, so one page can be measured beside someone else's servers
export const APP_PORT = Number(process.env.BENCH_APP_PORT || 3300);
const PUBLISHER_PORT = Number(process.env.BENCH_PUBLISHER_PORT || 8380);
export const publisherUrl = `http://127.0.0.1:${PUBLISHER_PORT}`;
/** the bench publisher's editor API token (the live bench publishes through it) */
export const BENCH_EDITOR_TOKEN = 'bench-editor-token';
export const origin = `http://127.0.0.1:${APP_PORT}`;
export const base = `${origin}/template/displayTemplate/news/`;

/** A publisher test hook (the bench publisher runs with them, as the e2e suite's does): its answer's data. */
export async function publisherHook(name, body) {
  const response = await fetch(`${publisherUrl}/app_if/test/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test hook ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The app server runs from a private copy of the build, so a rebuild by anyone else during the run (the build
 * directory is shared with `npm start`, the e2e suite and other work) cannot change or break what is measured.
 * It sits under node_modules so the server bundle still resolves its packages.
 */
export const snapshotDir = join('node_modules', '.cache', 'touch-bench', 'build');

export function prepareBuild() {
  if (appBuildIsStale()) {
    console.log('bench: building the app');
    if (!buildApp()) throw new Error('react-router build failed');
  }
  spawnSync(process.execPath, ['publisher/build.mjs'], { stdio: 'inherit' });
  rmSync(snapshotDir, { recursive: true, force: true });
  mkdirSync(snapshotDir, { recursive: true });
  cpSync('build', snapshotDir, { recursive: true });
  if (!existsSync(join(snapshotDir, 'server', 'index.js'))) throw new Error('the build is incomplete');
}

const groups = new Set();

function startGroup(name, args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const group = { name, pgrp: child.pid, child, exited: false, stderr: () => stderr };
  child.once('exit', () => {
    group.exited = true;
  });
  groups.add(group);
  return group;
}

function signalGroup(group, signal) {
  try {
    process.kill(-group.pgrp, signal);
  } catch {
    // already gone
  }
}

async function stop(running) {
  for (const group of running) {
    groups.delete(group);
    signalGroup(group, 'SIGTERM');
  }
  const until = Date.now() + 5000;
  while (running.some((g) => !g.exited) && Date.now() < until) await sleep(100);
  for (const group of running) if (!group.exited) signalGroup(group, 'SIGKILL');
}

export const stopGroup = (group) => stop([group]);
export const stopAll = () => stop([...groups]);

/** the niceness the servers take while Lighthouse loads pages: the browser's tasks run first when both are ready */
const YIELDING_NICENESS = 10;

/**
 * A reader's phone does not run the site's servers; on the bench's two cores they would take a core from the page
 * being measured (docs/adr-main-thread.md "The servers yield to the browser"). While `yielding`, every process and
 * thread of each group (`renice -g`), and the group's session (autogroup.mjs), runs at a lower priority; afterwards
 * at the normal one again, for the server phases. Answers whether the system took it (raising the priority back
 * needs root, which the bench machines are).
 */
export function serversYield(running, yielding) {
  const niceness = yielding ? YIELDING_NICENESS : 0;
  return running.every(
    (group) =>
      spawnSync('renice', ['-n', String(niceness), '-g', String(group.pgrp)], { stdio: 'ignore' }).status ===
        0 &&
      // each group leads a session of its own (detached), which the scheduler weighs against the browser's
      setSessionNiceness(group.pgrp, niceness),
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

async function upOrExplain(url, ms, started) {
  try {
    await waitFor(url, ms);
  } catch (error) {
    for (const g of started) if (g.stderr()) console.error(`${g.name}:\n${g.stderr()}`);
    throw error;
  }
}

const environment = (dataDir) => ({
  ...process.env,
  PUBLISHER_PORT: String(PUBLISHER_PORT),
  PUBLISHER_DATA_DIR: dataDir,
  // pictures on the page's own origin, through the app server's /pic/ proxy, as scripts/start.mjs sets it up
  PUBLISHER_PUBLIC_URL: origin,
  PUBLISHER_EDITOR_TOKEN: BENCH_EDITOR_TOKEN,
  // the bench makes its member (the member-only pages, a member's public page) as the e2e suite does
  PUBLISHER_TEST_HOOKS: '1',
});

/** The publisher on a copy of data/ (a fresh seed when there is none); answers its data dir, to remove at the end. */
export async function startPublisher() {
  for (const port of [APP_PORT, PUBLISHER_PORT]) {
    if (await portInUse(port)) throw new Error(`port ${port} is taken: stop whatever holds it first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-publisher-'));
  if (existsSync('data/pglite')) cpSync('data', dataDir, { recursive: true });
  const publisher = startGroup(
    'publisher',
    // --expose-gc: the live bench reads its memory after a full collection (its `memory` test hook)
    ['--expose-gc', 'publisher/start.mjs'],
    environment(dataDir),
  );
  await upOrExplain(`http://127.0.0.1:${PUBLISHER_PORT}/app_if/getConfig?appID=1`, 120000, [publisher]);
  return { group: publisher, dataDir };
}

/** The app server as production runs it (one process per core), with `settings` added to its environment. */
export async function startApp(publisher, settings = {}) {
  // node itself with tsx's loader: no npx or shell between us and the server
  const app = startGroup('app server', ['--import', 'tsx', 'app/server/main.ts'], {
    ...environment(publisher.dataDir),
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    BUILD_DIR: snapshotDir,
    PUBLISHER_URL: `http://127.0.0.1:${PUBLISHER_PORT}`,
    ...settings,
  });
  await upOrExplain(`${base}home.html`, 60000, [publisher.group, app]);
  return app;
}
