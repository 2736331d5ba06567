import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { callAppIf, editorHeaders, testPublisher, type TestPublisher } from '../test-support.ts';
import { socketToken, socketTokenValid } from './socket-token.ts';

let pub: TestPublisher;
let base: string;
let token: string;
beforeAll(async () => {
  pub = await testPublisher();
  const address = await pub.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
  const config = (await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.data as {
    socketServer: { url: string; token: string };
  };
  expect(config.socketServer.url).toBe('ws://pub.test/socket');
  token = config.socketServer.token;
});
afterAll(() => pub.close());

type Message = { code: number; type: string; data: Record<string, any> };

/** A reader's socket that keeps every message it gets, with a way to wait for one. */
function reader(url = `${base}/socket?token=${encodeURIComponent(token)}`) {
  const ws = new WebSocket(url);
  const messages: Message[] = [];
  const waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Message;
    messages.push(m);
    for (const w of [...waiters]) {
      if (!w.test(m)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const next = (test: (m: Message) => boolean) =>
    new Promise<Message>((resolve, reject) => {
      const found = messages.find(test);
      if (found) return resolve(found);
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error('no such message in 5 s')), 5_000);
    });
  const opened = new Promise<void>(
    (resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)),
  );
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, messages, next, opened, closed };
}

async function newLive(): Promise<number> {
  const r = await pub.app.inject({
    method: 'POST',
    url: '/editor/api/lives',
    headers: editorHeaders,
    payload: { title: '套接字测试', startTime: Date.now() },
  });
  return r.json().id as number;
}

const publish = (id: number, content: string) =>
  pub.app.inject({
    method: 'POST',
    url: `/editor/api/lives/${id}/reports`,
    headers: editorHeaders,
    payload: { content },
  });

describe('socket token', () => {
  it('is refused when forged, expired or malformed', () => {
    const now = Date.UTC(2025, 0, 1);
    const good = socketToken('key', now);
    expect(socketTokenValid('key', good, now)).toBe(true);
    expect(socketTokenValid('other', good, now)).toBe(false);
    expect(socketTokenValid('key', good, now + 26 * 3_600_000)).toBe(false);
    expect(
      socketTokenValid('key', `${Number(good.split('.')[0]) + 3_600_000}.${good.split('.')[1]}`, now),
    ).toBe(false);
    expect(socketTokenValid('key', 'x', now)).toBe(false);
  });

  it('the server refuses the upgrade without a good token', async () => {
    for (const bad of ['', 'forged', `${token.slice(0, -2)}xx`]) {
      const r = reader(`${base}/socket?token=${encodeURIComponent(bad)}`);
      await expect(r.opened).rejects.toThrow(/401/);
    }
    await expect(reader(`${base}/elsewhere?token=${token}`).opened).rejects.toThrow(/404/);
  });
});

describe('live socket', () => {
  it('subscribes, answers ping, and pushes reports, edits, removals and status of that live only', async () => {
    const [mine, other] = [await newLive(), await newLive()];
    const r = reader();
    await r.opened;
    r.ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { id: mine } }));
    expect((await r.next((m) => m.type === 'live_status_subscribe')).data).toEqual({ id: mine, status: 0 });
    r.ws.send(JSON.stringify({ type: 'ping' }));
    expect((await r.next((m) => m.type === 'ping')).code).toBe(200);

    await publish(other, 'not for this reader');
    const added = await publish(mine, '<img src=x onerror=alert(1)>');
    const reportId = added.json().id as number;
    const push = await r.next((m) => m.type === 'live_reporting');
    expect(push).toMatchObject({
      code: 200,
      data: { id: mine, action: 'add', report: { fileId: reportId } },
    });
    expect(push.data.report.content).toBe('<img src=x onerror=alert(1)>');

    await pub.app.inject({
      method: 'DELETE',
      url: `/editor/api/lives/${mine}/reports/${reportId}`,
      headers: editorHeaders,
    });
    expect((await r.next((m) => m.data.action === 'remove')).data.report).toMatchObject({
      fileId: reportId,
      removed: 1,
    });
    await pub.app.inject({
      method: 'POST',
      url: `/editor/api/lives/${mine}/status`,
      headers: editorHeaders,
      payload: { status: 2 },
    });
    expect((await r.next((m) => m.type === 'live_status')).data).toEqual({ id: mine, status: 2 });
    expect(r.messages.some((m) => JSON.stringify(m).includes('not for this reader'))).toBe(false);
    r.ws.close();
  });

  it('ignores malformed, unknown and oversized messages, answers an unknown live with another code', async () => {
    const r = reader();
    await r.opened;
    r.ws.send('{not json');
    r.ws.send(JSON.stringify({ type: 'eval', data: 'process.exit()' }));
    r.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(4_000) }));
    r.ws.send(Buffer.from([1, 2, 3]));
    r.ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { id: 999_999 } }));
    expect((await r.next((m) => m.type === 'live_status_subscribe')).code).toBe(404);
    r.ws.send(JSON.stringify({ type: 'ping' }));
    await r.next((m) => m.type === 'ping');
    expect(r.messages.map((m) => m.type)).toEqual(['live_status_subscribe', 'ping']);
    r.ws.close();
  });

  it('rate-limits a flood from one reader, then drops it, while others carry on', async () => {
    const calm = reader();
    const flood = reader();
    await Promise.all([calm.opened, flood.opened]);
    for (let i = 0; i < 200; i++) flood.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await flood.closed).toBe(1008);
    expect(flood.messages.length).toBeLessThanOrEqual(11);
    calm.ws.send(JSON.stringify({ type: 'ping' }));
    await calm.next((m) => m.type === 'ping');
    calm.ws.close();
  });
});
