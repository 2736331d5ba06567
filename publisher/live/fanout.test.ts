import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import WebSocket from 'ws';

const url = process.env.TEST_DATABASE_URL;
const editorToken = 'fanout-editor-token';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A database of this test's own on the CI server: its publisher processes seed it on the real clock, which would
 * otherwise leave the clock-relative demo (ranking periods, vote windows) wrong for the PostgreSQL pass's test
 * publisher, whose clock stands in 2025, when this file happens to run first.
 */
async function ownDatabase(serverUrl: string): Promise<string> {
  const name = 'publisher_fanout';
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  return own.href;
}

/** A publisher process of its own on the shared PostgreSQL server, answering once its port is up. */
async function publisherProcess(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['publisher/start.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PUBLISHER_PORT: String(port),
      PUBLISHER_DATA_DIR: mkdtempSync(join(tmpdir(), 'fanout-')),
      PUBLISHER_EDITOR_TOKEN: editorToken,
      PUBLISHER_BUNDLE: '0',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/app_if/serverTime`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('publisher process did not start in 60 s');
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

/** Two publisher processes behind "one address": a report published on one reaches a reader of the other. */
describe.skipIf(!url)('live fan-out across publisher processes (TEST_DATABASE_URL)', () => {
  it(
    'pushes a report published on process A to a reader connected to process B',
    { timeout: 120_000 },
    async () => {
      const databaseUrl = await ownDatabase(url!);
      const a = await publisherProcess(databaseUrl);
      children.push(a.child);
      const b = await publisherProcess(databaseUrl);
      children.push(b.child);
      const editor = (path: string, body: object) =>
        fetch(`${a.base}/editor/api/${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ id: number }>);
      const { id } = await editor('lives', { title: '两进程直播', startTime: Date.now() });

      const config = (await fetch(`${b.base}/app_if/getConfig?appID=1`).then((r) => r.json())) as {
        socketServer: { token: string };
      };
      const ws = new WebSocket(
        `${b.base.replace(/^http/, 'ws')}/socket?token=${encodeURIComponent(config.socketServer.token)}`,
      );
      const received: { type: string; data: Record<string, any> }[] = [];
      const heard = (type: string) =>
        new Promise<Record<string, any>>((resolve) => {
          const check = () => {
            const found = received.find((m) => m.type === type);
            if (found) return resolve(found.data);
            setTimeout(check, 20);
          };
          check();
        });
      ws.on('message', (data) => received.push(JSON.parse(String(data))));
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { id } }));
      await heard('live_status_subscribe');

      const started = Date.now();
      const report = await editor(`lives/${id}/reports`, { content: '从 A 发布' });
      const pushed = await heard('live_reporting');
      expect(pushed).toMatchObject({
        id,
        action: 'add',
        report: { fileId: report.id, content: '从 A 发布' },
      });
      expect(Date.now() - started).toBeLessThan(1_000);
      ws.close();
    },
  );
});
