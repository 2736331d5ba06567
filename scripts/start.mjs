// `npm start`: build when needed, start the embedded publisher unless one is configured, then the app server.
// Forwards SIGINT/SIGTERM to both and exits when they have; if either dies, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { appBuildIsStale, buildApp } from './appBuild.mjs';

function buildIfStale() {
  if (!appBuildIsStale()) return;
  console.log('start: building the app');
  if (!buildApp()) process.exit(1);
}

const children = new Set();
let stopping = false;

function run(name, command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`start: ${name} stopped (${signal ?? code}); stopping the rest`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    } else if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
  return child;
}

function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0, signal));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  if (!stopping) throw new Error(`no answer from ${url}`);
}

buildIfStale();

const env = {};
if (!process.env.PUBLISHER_URL && !process.env.APP_IF_URL) {
  const port = process.env.PUBLISHER_PORT || '8080';
  // the bundle starts in under a second; publisher/start.mjs falls back to the sources when it is stale
  spawnSync(process.execPath, ['publisher/build.mjs'], { stdio: 'inherit' });
  // the publisher writes its pictures' and H5 pages' addresses on the app's own origin, which proxies /pic/ and
  // /h5/ to it: pages then need no second connection for their pictures (docs/adr-app-server.md)
  const publicUrl = process.env.PUBLISHER_PUBLIC_URL || `http://localhost:${process.env.PORT || '3000'}`;
  run('publisher', process.execPath, ['publisher/start.mjs'], {
    PUBLISHER_PORT: port,
    PUBLISHER_PUBLIC_URL: publicUrl,
  });
  env.PUBLISHER_URL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${env.PUBLISHER_URL}/app_if/getConfig?appID=1`, 120_000);
  } catch (error) {
    console.error(`start: ${error.message}`);
    stop(1);
  }
}
if (!stopping) run('app server', join('node_modules', '.bin', 'tsx'), ['app/server/main.ts'], env);
