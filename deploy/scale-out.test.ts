// The deployment of docs/deploy.md, run: nginx (deploy/nginx.conf) as the shared cache in front of two app servers,
// two publisher processes on one PostgreSQL database, uploads in the shared object store (moto). What a reader or a
// newsroom would notice of running on several nodes: pages served from the cache as the app's headers say, members'
// pages and previews never shared, a comment, a live report and a picture crossing from one node to the other, and
// a publisher process killed under traffic without readers seeing errors or losing what they were told was saved.
// Part of `npm test` (scripts/test.mjs); without nginx, PostgreSQL or moto it skips itself, except in CI, where it
// fails.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { phonePhoto } from '../publisher/uploads/test-files.ts';
import { EDITOR_TOKEN, missingPieces, startCluster, type Cluster } from './scale-out/cluster.ts';

const BASE = '/template/displayTemplate/news/';
const missing = missingPieces();
const inCi = Boolean(process.env.CI);
if (missing.length > 0 && !inCi)
  console.warn(`scale-out suite skipped: this machine lacks ${missing.join(', ')}`);

describe.runIf(inCi && missing.length > 0)('the scale-out suite in CI', () => {
  it('has nginx, PostgreSQL and moto (.ci/run installs them)', () => {
    expect(missing).toEqual([]);
  });
});

type Member = { uid: number; token: string };
type Envelope<T> = { status: number; message?: string; data: T };

/** Waits until `check` answers something, or fails after `ms` with the last thing it saw. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(missing.length > 0)('two app servers and two publishers behind nginx', () => {
  let cluster: Cluster;
  let members: Member[];

  /** A publisher test hook (docs/publisher.md), answered by the process named. */
  async function hook<T>(publisher: string, name: string, payload: object): Promise<T> {
    const response = await fetch(`${publisher}/app_if/test/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await response.json()) as Envelope<T>;
    expect(response.status, `${name}: ${body.message}`).toBe(200);
    return body.data;
  }

  const editor = <T>(publisher: string, path: string, body: object) =>
    fetch(`${publisher}/editor/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<T>);

  /** An interface call as the page makes it, through the origin given (an app server, or nginx in front). */
  async function call<T>(
    origin: string,
    name: string,
    member: Member,
    fields: Record<string, string | number> = {},
    method: 'GET' | 'POST' = 'GET',
  ): Promise<{ status: number; body: Envelope<T> }> {
    const form = new URLSearchParams({ siteId: '1', curVersions: '1' });
    for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
    const response = await fetch(
      method === 'GET' ? `${origin}/app_if/${name}?${form}` : `${origin}/app_if/${name}`,
      {
        method,
        headers: { token: member.token, 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? form.toString() : undefined,
        signal: AbortSignal.timeout(20_000),
      },
    );
    const text = await response.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      body = { status: -1, message: text.slice(0, 200), data: undefined as T };
    }
    return { status: response.status, body };
  }

  /** The lines nginx logged for `path` on the site (deploy/nginx.conf's touch_cache format). */
  function logged(path: string): { status: number; cache: string; upstream: string }[] {
    return readFileSync(cluster.accessLog, 'utf8')
      .split('\n')
      .map((line) => /"GET (\S+) HTTP\/[\d.]+" (\d+) \d+ cache=(\S+) upstream=(\S+)/.exec(line))
      .filter((m) => m?.[1] === path)
      .map((m) => ({ status: Number(m![2]), cache: m![3]!, upstream: m![4]! }));
  }
  /** How many of those nginx passed to an app server (a copy it served itself names none). */
  const reachedApps = (path: string) => logged(path).filter((line) => line.upstream !== '-').length;

  const article = (title: string) =>
    hook<{ fileId: number; columnId: number }>(cluster.publishers[0], 'article', {
      title,
      content: `<p>${title}：正文第一段。</p>`,
    });
  const articlePath = ({ fileId, columnId }: { fileId: number; columnId: number }) =>
    `${BASE}newsDetail/${columnId}/${fileId}.html`;

  beforeAll(async () => {
    cluster = await startCluster();
    ({ members } = await hook<{ members: Member[] }>(cluster.publishers[0], 'signedInMembers', {
      count: 40,
    }));
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  it('a burst of 200 readers of a new article reaches the app servers at most twice; nginx follows Cache-Control, Vary and ETag', async () => {
    const path = articlePath(await article('扩容：缓存的新稿件'));
    const burst = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`${cluster.front}${path}`, { headers: { 'accept-encoding': 'gzip' } }).then(async (r) => ({
          status: r.status,
          headers: r.headers,
          body: await r.text(),
        })),
      ),
    );
    expect(burst.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(burst.every((r) => r.body.includes('扩容：缓存的新稿件'))).toBe(true);
    await eventually('every request of the burst logged', async () =>
      logged(path).length >= 200 ? true : undefined,
    );
    expect(reachedApps(path)).toBeGreaterThanOrEqual(1);
    expect(reachedApps(path)).toBeLessThanOrEqual(2);

    const [first] = burst;
    expect(first!.headers.get('cache-control')).toContain('s-maxage=10');
    expect(first!.headers.get('vary')?.toLowerCase()).toContain('cookie');
    const etag = first!.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);

    // a browser that holds the page asks with its ETag: nginx answers 304 from its copy
    const again = await fetch(`${cluster.front}${path}`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-cache')).toBe('HIT');

    // another language is another copy (the lang cookie, which Vary names), rendered once and then kept
    const english = await fetch(`${cluster.front}${path}`, {
      headers: { 'accept-encoding': 'gzip', cookie: 'lang=en' },
    });
    expect(english.headers.get('x-cache')).not.toBe('HIT');
    expect(await english.text()).toContain('lang="en"');
    const englishAgain = await fetch(`${cluster.front}${path}`, {
      headers: { 'accept-encoding': 'gzip', cookie: 'lang=en' },
    });
    expect(englishAgain.headers.get('x-cache')).toBe('HIT');
    expect(await englishAgain.text()).toContain('lang="en"');

    // so is a reader's theme and text size (docs/reader-settings.md): kept too, never the reader's own
    const dark = { 'accept-encoding': 'gzip', cookie: 'lang=en; theme=dark; textsize=large' };
    const darkFirst = await fetch(`${cluster.front}${path}`, { headers: dark });
    expect(darkFirst.headers.get('x-cache')).not.toBe('BYPASS');
    expect(await darkFirst.text()).toMatch(/class="[^"]*theme-dark[^"]*" data-text-size="large"/);
    const darkAgain = await fetch(`${cluster.front}${path}`, { headers: dark });
    expect(darkAgain.headers.get('x-cache')).toBe('HIT');
    expect(await darkAgain.text()).toContain('theme-dark');
    expect(reachedApps(path)).toBeLessThanOrEqual(4);
  });

  it('a member’s page and a preview are never kept: every request reaches an app server', async () => {
    const path = articlePath(await article('扩容：会员与预览'));
    const asMember = { cookie: 'lang=zh; touch_member=1' };
    const withToken = { authorization: 'Bearer member-token' };
    for (const headers of [asMember, asMember, withToken, withToken]) {
      const response = await fetch(`${cluster.front}${path}`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('BYPASS');
      expect(response.headers.get('cache-control')).toContain('private');
    }
    const preview = `${path}?yl=1`;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${cluster.front}${preview}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('private');
      expect(response.headers.get('x-cache')).not.toBe('HIT');
    }
    await eventually('the preview requests logged', async () =>
      logged(preview).length >= 3 ? true : undefined,
    );
    expect(reachedApps(preview)).toBe(3);
  });

  it('a comment posted through app server 1 is seen through app server 2 once approved', async () => {
    const { fileId } = await article('扩容：评论跨节点');
    const [author, reader] = members as [Member, Member];
    const posted = await call<{ value: string; discuss: { id: number } }>(
      cluster.apps[0],
      'discuss',
      author,
      {
        rootID: fileId,
        userID: author.uid,
        sourceType: 0,
        content: '从一号节点发的评论',
        requestKey: 'cross-node-1',
      },
      'POST',
    );
    expect(posted.status, posted.body.message).toBe(200);
    const { id } = posted.body.data.discuss;
    const listed = async (origin: string) => {
      const view = await call<{ list: { id: number }[] }>(origin, 'discussView', reader, {
        id: fileId,
        source: 0,
        page: 0,
      });
      return view.body.data.list.some((c) => c.id === id) ? true : undefined;
    };
    // held for review (the demo site's auditType 1): nobody but its author sees it yet
    expect(await listed(cluster.apps[1])).toBeUndefined();
    await hook(cluster.publishers[1], 'approveComment', { id });
    await eventually('the approved comment through app server 2', () => listed(cluster.apps[1]));
    await eventually('the approved comment from publisher 1', () => listed(cluster.publishers[0]));
  });

  it('a live report published through either publisher reaches readers on both app servers within a second', async () => {
    const { id } = await editor<{ id: number }>(cluster.publishers[0], 'lives', {
      title: '扩容：两节点直播',
      startTime: Date.now(),
    });
    // readers through app server 1 and through nginx; whichever publisher each socket landed on, one of the two
    // reports below was published on the other process and came through PostgreSQL's NOTIFY
    const readers = await Promise.all(
      [cluster.apps[0], cluster.apps[1], cluster.front].map(async (origin) => {
        const config = (await fetch(`${origin}/app_if/getConfig?appID=1`).then((r) => r.json())) as {
          socketServer: { token: string };
        };
        const ws = new WebSocket(
          `${origin.replace(/^http/, 'ws')}/socket?token=${encodeURIComponent(config.socketServer.token)}`,
        );
        const received: { type: string; data: { report?: { content: string } } }[] = [];
        ws.on('message', (data) => received.push(JSON.parse(String(data))));
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { id } }));
        await eventually('subscribed', async () =>
          received.some((m) => m.type === 'live_status_subscribe') ? true : undefined,
        );
        return { ws, received };
      }),
    );
    for (const [n, publisher] of cluster.publishers.entries()) {
      const content = `第 ${n + 1} 号发布进程的快讯`;
      const started = Date.now();
      await editor(publisher, `lives/${id}/reports`, { content });
      for (const reader of readers)
        await eventually(
          `“${content}” pushed`,
          async () =>
            reader.received.some((m) => m.type === 'live_reporting' && m.data.report?.content === content)
              ? true
              : undefined,
          1_000 - (Date.now() - started),
        );
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    for (const { ws } of readers) ws.close();
  });

  it('a picture uploaded through app server 1 is in the shared store and listed through app server 2', async () => {
    const member = members[2]!;
    const photo = await phonePhoto();
    const ticket = await call<{ uploadId: number; putUrls: string[] }>(
      cluster.apps[0],
      'mamUploadAccessToken',
      member,
      { userID: member.uid, type: 1, size: photo.length },
    );
    expect(ticket.status, ticket.body.message).toBe(200);
    const { uploadId, putUrls } = ticket.body.data;
    expect(putUrls).toHaveLength(1);
    expect((await fetch(putUrls[0]!, { method: 'PUT', body: new Uint8Array(photo) })).status).toBe(200);
    const done = await call<{ url: string }>(cluster.apps[0], 'mamUploadDone2', member, {
      userID: member.uid,
      uploadId,
    });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.data.url.startsWith(`${cluster.s3PublicUrl}/pic/uploads/`)).toBe(true);

    const results = await call<{ list: { id: number; url: string }[] }>(
      cluster.apps[1],
      'mamUploadResults',
      member,
      { userID: member.uid, ids: String(uploadId) },
      'POST',
    );
    expect(results.status, results.body.message).toBe(200);
    expect(results.body.data.list.map((u) => u.url)).toEqual([done.body.data.url]);
    const picture = await fetch(done.body.data.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a publisher process killed under traffic: no 5xx beyond the requests in flight, no saved comment lost', async () => {
    const { fileId, columnId } = await article('扩容：停掉一个发布进程');
    const posters = members.slice(10, 40);
    type Outcome = { started: number; ended: number; status: number; kind: string };
    const outcomes: Outcome[] = [];
    const saved: { uid: number; id: number }[] = [];
    const refusals: string[] = [];
    let stopAt = Infinity;
    let sent = 0;

    async function timed(kind: string, request: () => Promise<number>) {
      const started = performance.now();
      const status = await request().catch(() => 599);
      outcomes.push({ started, ended: performance.now(), status, kind });
    }
    async function reader(n: number) {
      while (performance.now() < stopAt) {
        const i = sent++;
        // each member comments at most COMMENTS_PER_MINUTE (6) times: spread over 30 of them
        const member = posters[Math.floor(i / 3) % posters.length]!;
        if (i % 3 === 0)
          await timed('comment', async () => {
            const posted = await call<{ discuss: { id: number } }>(
              cluster.front,
              'discuss',
              member,
              {
                rootID: fileId,
                userID: member.uid,
                sourceType: 0,
                content: `第 ${i} 条：停机时的评论`,
                requestKey: `kill-test-${i}`,
              },
              'POST',
            );
            if (posted.status === 200 && posted.body.status === 0)
              saved.push({ uid: member.uid, id: posted.body.data.discuss.id });
            else if (posted.status < 500) refusals.push(posted.body.message ?? '');
            return posted.status;
          });
        else if (i % 3 === 1)
          await timed(
            'comments',
            async () =>
              (await call(cluster.front, 'discussView', member, { id: fileId, source: 0, page: 0 })).status,
          );
        // a page no cache holds yet (its own query), rendered by an app server from the publishers' answers
        else
          await timed('page', async () => {
            const response = await fetch(
              `${cluster.front}${BASE}newsDetail/${columnId}/${fileId}.html?r=${n}-${i}`,
              {
                signal: AbortSignal.timeout(20_000),
              },
            );
            await response.arrayBuffer();
            return response.status;
          });
      }
    }

    const traffic = Promise.all(Array.from({ length: 6 }, (_, n) => reader(n)));
    await eventually('traffic flowing', async () => (outcomes.length >= 30 ? true : undefined), 20_000);
    const killedAt = performance.now();
    await cluster.killPublisher(1);
    const goneAt = performance.now();
    const servedAfter = () => outcomes.filter((o) => o.started > goneAt && o.status < 500).length;
    await eventually('traffic after the kill', async () => (servedAfter() >= 60 ? true : undefined), 30_000);
    stopAt = performance.now();
    await traffic;

    const errors = outcomes.filter((o) => o.status >= 500);
    const inFlight = (o: Outcome) => o.started <= goneAt && o.ended >= killedAt;
    expect(
      errors.filter((o) => !inFlight(o)),
      cluster.logs().slice(-3_000),
    ).toEqual([]);
    // and readers were served after it, comments taken too (none refused: a refusal would hide a lost write)
    expect(refusals).toEqual([]);
    expect(outcomes.filter((o) => o.started > goneAt && o.status === 200).length).toBeGreaterThanOrEqual(60);

    // every comment the reader was told was saved is there, read from the process still running
    expect(saved.length).toBeGreaterThan(5);
    const byMember = new Map<number, number[]>();
    for (const { uid, id } of saved) byMember.set(uid, [...(byMember.get(uid) ?? []), id]);
    for (const [uid, ids] of byMember) {
      const member = posters.find((m) => m.uid === uid)!;
      const mine = await call<{ list: { id: number }[] }>(cluster.publishers[0], 'myDiscuss', member, {
        userID: uid,
        rootID: fileId,
        sourceType: 0,
      });
      expect(mine.body.data.list.map((c) => c.id)).toEqual(expect.arrayContaining(ids));
    }
  });
});
