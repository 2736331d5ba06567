import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createLive,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';
import {
  editor,
  moderationPublisher,
  postComment,
  posted,
  queue,
  resetModeration,
  type Member,
} from './test-helpers.ts';
import { askWebhook, signature, type WebhookQuestion } from './webhook.ts';

const SECRET = 'the-site-webhook-secret-42';
/** How long the service takes when it is slow: far past any timeout here. */
const SLOW_MS = 3_000;

/** The site's moderation service, played by the test: it checks each request's signature and answers as told. */
type Answer = 'approve' | 'reject' | 'hold' | '204' | 'slow' | 'bad-json';
let answer: Answer = 'approve';
const received: { signed: boolean; body: WebhookQuestion }[] = [];
let service: Server;
let url: string;

beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signed = request.headers['x-moderation-signature'] === signature(SECRET, raw);
      received.push({ signed, body: JSON.parse(raw) as WebhookQuestion });
      if (!signed) return void response.writeHead(401).end();
      const json = (body: object) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (answer === 'approve') return json({ decision: 'approve' });
      if (answer === 'reject') return json({ decision: 'reject', reason: '外部审核：广告' });
      if (answer === 'hold') return json({ decision: 'hold' });
      if (answer === '204') return void response.writeHead(204).end();
      if (answer === 'bad-json') return void response.writeHead(200).end('{"decision": appr');
      setTimeout(() => json({ decision: 'reject' }), SLOW_MS);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/moderate`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));
beforeEach(() => {
  received.length = 0;
});

const question: WebhookQuestion = { kind: 'comment', id: 1, uid: 1001, content: '你好', pics: [] };

describe('askWebhook (the site’s moderation service)', () => {
  it('signs the exact body and follows approve, reject (with its reason) and hold', async () => {
    const hook = { url, secret: SECRET, timeoutMs: 1_000 };
    answer = 'approve';
    expect(await askWebhook(hook, question)).toEqual({ decision: 'approve' });
    answer = 'reject';
    expect(await askWebhook(hook, question)).toEqual({ decision: 'reject', reason: '外部审核：广告' });
    answer = 'hold';
    expect(await askWebhook(hook, question)).toEqual({ decision: 'hold' });
    expect(received.every((r) => r.signed)).toBe(true);
    expect(received[0]!.body).toEqual(question);
    // another secret is refused by the service: no answer
    expect(await askWebhook({ ...hook, secret: 'not-the-secret-at-all' }, question)).toBeUndefined();
  });

  it('no answer for a 204, a body that is not JSON, or the timeout, which it never waits past by more than 50 ms', async () => {
    const hook = { url, secret: SECRET, timeoutMs: 150 };
    answer = '204';
    expect(await askWebhook(hook, question)).toBeUndefined();
    answer = 'bad-json';
    expect(await askWebhook(hook, question)).toBeUndefined();
    answer = 'slow';
    const started = performance.now();
    expect(await askWebhook(hook, question)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(150 + 50);
  });
});

describe('a comment decided by the site’s service', () => {
  const site = moderationPublisher('外部审核稿件');
  beforeEach(async () => {
    await editor(site.pub, 'PUT', 'moderation/settings', {
      mode: 'post',
      bannedWords: ['赌博'],
      webhook: { url, secret: SECRET, timeoutMs: 2_000 },
    });
  });
  const member = async (): Promise<Member> => (await signedInMembers(site.pub, 1))[0]!;
  const status = async (m: Member, id: number) =>
    (
      (await callAppIf(site.pub.app, 'myDiscuss', { userID: m.uid, rootID: site.fileId }, { token: m.token }))
        .body.data as {
        list: { id: number; discussStatus: number; rejectReason?: string }[];
      }
    ).list.find((c) => c.id === id);

  it('is asked with the comment’s id, uid, content and pictures, and its approve publishes', async () => {
    answer = 'approve';
    const m = await member();
    const { body } = await postComment(site.pub, m, site.fileId, '外部审核通过');
    expect(posted(body).discussStatus).toBe(1);
    expect(received).toEqual([
      {
        signed: true,
        body: { kind: 'comment', id: posted(body).id, uid: m.uid, content: '外部审核通过', pics: [] },
      },
    ]);
  });

  it('its reject refuses the reader (10202) and keeps its reason for the author; its hold holds', async () => {
    answer = 'reject';
    const m = await member();
    const refused = await postComment(site.pub, m, site.fileId, '外部审核不通过');
    expect(refused.body).toMatchObject({ status: 10202, message: '内容未通过审核，请修改后再发' });
    const [asked] = received;
    expect(await status(m, asked!.body.id)).toMatchObject({
      discussStatus: 2,
      rejectReason: '外部审核：广告',
    });
    answer = 'hold';
    const held = posted((await postComment(site.pub, m, site.fileId, '外部审核待定')).body);
    expect(held.discussStatus).toBe(0);
    expect((await queue(site.pub, 'held')).find((c) => c.id === held.id)!.reasons).toEqual(['webhook']);
  });

  it('a 204, bad JSON or a timeout leave the decision to the pipeline; readers are served meanwhile', async () => {
    const m = await member();
    answer = '204';
    expect(posted((await postComment(site.pub, m, site.fileId, '没有意见')).body).discussStatus).toBe(1);
    answer = 'bad-json';
    expect(posted((await postComment(site.pub, m, site.fileId, '答非所问')).body).discussStatus).toBe(1);
    answer = 'slow';
    await editor(site.pub, 'PUT', 'moderation/settings', { mode: 'pre', webhook: { url, timeoutMs: 150 } });
    const token = await anonymousToken(site.pub.app);
    const started = performance.now();
    const waiting = postComment(site.pub, m, site.fileId, '外部服务太慢');
    const read = await callAppIf(site.pub.app, 'discussCount', { id: site.fileId }, { token });
    const readAt = performance.now() - started;
    const slow = await waiting;
    const postAt = performance.now() - started;
    expect(read.statusCode).toBe(200);
    expect(readAt).toBeLessThan(postAt);
    expect(posted(slow.body).discussStatus).toBe(0);
    // the wait itself is bounded by askWebhook (above: timeout + 50 ms); the whole post, with its save and its case,
    // is far from the service's answer even on a loaded machine
    expect(postAt).toBeLessThan(SLOW_MS / 2);
    expect((await queue(site.pub, 'pending')).find((c) => c.id === posted(slow.body).id)!.reasons).toEqual([
      'mode',
    ]);
  });

  it('is not asked about what the pipeline refused', async () => {
    answer = 'approve';
    const m = await member();
    expect((await postComment(site.pub, m, site.fileId, '赌博网站')).body.status).toBe(10202);
    expect(received).toEqual([]);
  });
});

describe('a chat message decided by the site’s service', () => {
  let pub: TestPublisher;
  let liveId: number;
  beforeAll(async () => {
    pub = await testPublisher();
    liveId = (await createLive(pub, { title: '外部审核直播' })).id;
    await resetModeration(pub);
    await editor(pub, 'PUT', 'moderation/settings', { webhook: { url, secret: SECRET, timeoutMs: 2_000 } });
  });
  afterAll(() => pub.close());
  const chat = async (content: string) => {
    const [m] = await signedInMembers(pub, 1);
    return callAppIf(
      pub.app,
      'liveDiscuss',
      { id: liveId, userID: m!.uid, content },
      { token: m!.token, method: 'POST' },
    );
  };
  const shown = async () =>
    (
      (await callAppIf(pub.app, 'liveView', { id: liveId }, { token: await anonymousToken(pub.app) })).body
        .data as { discuss: { id: number }[] }
    ).discuss.map((d) => d.id);

  it('waits unseen for its answer: approve publishes, hold holds, reject refuses; only the approved is shown', async () => {
    answer = 'approve';
    const approved = (await chat('外部审核通过的发言')).body.data as { id: number; discussStatus: number };
    expect(approved.discussStatus).toBe(1);
    answer = 'hold';
    const held = (await chat('外部审核待定的发言')).body.data as { id: number; discussStatus: number };
    expect(held.discussStatus).toBe(0);
    answer = 'reject';
    expect((await chat('外部审核不通过的发言')).body).toMatchObject({
      status: -1,
      message: '内容未通过审核，请修改后再发',
    });
    // neither the held nor the rejected one was ever public
    expect(await shown()).toEqual([approved.id]);
  });
});
