import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  createActivity,
  createVote,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';
import { csvCell, csvDocument } from './csv.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const editor = (method: 'GET' | 'POST', url: string, payload?: object, headers = editorHeaders) =>
  pub.app.inject({ method, url: `/editor/api/${url}`, headers, ...(payload ? { payload } : {}) });

const DAY = 86_400_000;
const soon = () => {
  const now = pub.clock.now();
  return {
    startTime: now + 3 * DAY,
    endTime: now + 4 * DAY,
    signStartTime: now - DAY,
    signEndTime: now + 2 * DAY,
  };
};

describe('csv', () => {
  it('quotes every cell, doubles quotes, and disarms cells a spreadsheet would run as formulas', () => {
    expect(csvCell('林小溪')).toBe('"林小溪"');
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    for (const evil of ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1'])
      expect(csvCell(evil)).toBe(`"'${evil.replaceAll('"', '""')}"`);
    expect(csvCell(-5)).toBe(`"'-5"`);
    expect(csvCell(null)).toBe('""');
    expect(csvDocument([['a', 1]])).toBe('\uFEFF"a","1"\r\n');
  });
});

describe('editor API: activities', () => {
  const form = [
    { key: 'entry_realName', title: '姓名', type: 'text', required: true },
    { key: 'entry_phone', title: '手机号', type: 'phone', required: true, unique: true },
    { key: 'entry_group', title: '组别', type: 'radio', options: ['少年组', '青年组'] },
  ];

  it('creates an activity with its form: readers see it and sign up with that form', async () => {
    const created = await editor('POST', 'activities', {
      title: '编辑部创建的活动',
      quota: 2,
      form,
      ...soon(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const [m] = await signedInMembers(pub, 1);
    const detail = await callAppIf(pub.app, 'activityDetail', { fileId: id }, { token: m!.token });
    expect(detail.body.data).toMatchObject({
      title: '编辑部创建的活动',
      entryLimit: 2,
      signForm: expect.arrayContaining([expect.objectContaining({ name: 'entry_group', type: 'radio' })]),
    });
  });

  it('refuses bad input with 400 and a message, and a wrong or missing token with 401', async () => {
    const bad: [object, RegExp][] = [
      [{ form, ...soon() }, /title/],
      [{ title: '   ', form, ...soon() }, /title/],
      [{ title: 'x', form, ...soon(), endTime: 1 }, /endTime/],
      [{ title: 'x', form: [], ...soon() }, /form/],
      [{ title: 'x', form: [{ key: 'a b', title: 't', type: 'text' }], ...soon() }, /key/],
      [{ title: 'x', form: [{ key: 'k', title: 't', type: 'select' }], ...soon() }, /options/],
      [{ title: 'x', form: [form[0], form[0]], ...soon() }, /used twice/],
      [{ title: '<script>', form, ...soon() }, /< or >/],
      [{ title: 'x', form, ...soon(), quota: -1 }, /.+/],
      [{ title: 'x', form, ...soon(), banner: 'demo/no-such.jpg' }, /no stored picture/],
      [{ title: 'x', form, ...soon(), catId: 999_999 }, /catId/],
    ];
    for (const [payload, message] of bad) {
      const r = await editor('POST', 'activities', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json<{ error: string }>().error).toMatch(message);
    }
    const wrong = await editor(
      'POST',
      'activities',
      { title: 'x', form, ...soon() },
      {
        authorization: 'Bearer not-it',
      },
    );
    expect(wrong.statusCode).toBe(401);
    expect(
      (await editor('GET', 'activities/1/entries.csv', undefined, {} as typeof editorHeaders)).statusCode,
    ).toBe(401);
  });

  it('exports the sign-ups as CSV: BOM, the form as columns, Chinese kept, formulas disarmed', async () => {
    const { fileId } = await createActivity(pub, { title: '导出活动' });
    const members = await signedInMembers(pub, 2);
    const names = ['林小溪', '=HYPERLINK("http://evil")'];
    for (const [i, m] of members.entries()) {
      const signForm = JSON.stringify({ entry_realName: names[i], entry_phone: `1391234567${i}` });
      const r = await callAppIf(
        pub.app,
        'activityRegist',
        { fileId, signForm },
        { token: m.token, method: 'POST' },
      );
      expect(r.body.status).toBe(0);
    }
    const csv = await editor('GET', `activities/${fileId}/entries.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="activity-${fileId}-entries.csv"`);
    expect(csv.body.startsWith('\uFEFF"报名编号","会员ID","姓名","姓名","手机号","凭证码"')).toBe(true);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${members[0]!.uid}","林小溪","林小溪","13912345670"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);

    expect((await editor('GET', 'activities/699999/entries.csv')).statusCode).toBe(404);
    expect((await editor('GET', 'activities/abc/entries.csv')).statusCode).toBe(404);
  });
});

describe('editor API: votes', () => {
  const themes = [
    { name: '小学组', options: [{ name: '林晓岚', intro: '<p>从教二十年。</p>' }, { name: '陈建华' }] },
    { name: '中学组', options: [{ name: '黄海燕' }] },
  ];

  it('creates a vote with its tabs and options, numbered across the tabs', async () => {
    const now = pub.clock.now();
    const created = await editor('POST', 'votes', {
      title: '最美教师评选',
      startTime: now - DAY,
      endTime: new Date(now + 5 * DAY).toISOString(),
      dayLimit: 5,
      userInfo: [{ key: 'name', title: '姓名', type: 'text' }],
      themes,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const [m] = await signedInMembers(pub, 1);
    const info = await callAppIf(pub.app, 'getVoteInfo', { voteID: id }, { token: m!.token });
    expect(info.body.data).toMatchObject({ title: '最美教师评选', isbegin: 1, vs_vote_daylimit: 5 });
    const options = await callAppIf(pub.app, 'getVoteOptions', { voteID: id, page: 0 }, { token: m!.token });
    const list = (options.body.data as { list: { name: string; number: number }[] }).list;
    expect(list.map((o) => [o.number, o.name])).toEqual([
      [1, '林晓岚'],
      [2, '陈建华'],
      [3, '黄海燕'],
    ]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const now = pub.clock.now();
    const ok = { title: 'x', startTime: now, endTime: now + DAY, themes };
    const bad: [object, RegExp][] = [
      [{ ...ok, themes: [] }, /themes/],
      [{ ...ok, themes: [{ name: '空组', options: [] }] }, /option/],
      [{ ...ok, endTime: now - DAY }, /endTime/],
      [{ ...ok, dayLimit: 1.5 }, /.+/],
      [{ ...ok, userInfo: [{ key: 'x', title: 't', type: 'email' }] }, /type/],
      [{ ...ok, headImage: 'demo/no-such.jpg' }, /no stored picture/],
      [{ ...ok, themes: [{ name: 'a', options: [{ name: '<b>' }] }] }, /< or >/],
    ];
    for (const [payload, message] of bad) {
      const r = await editor('POST', 'votes', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json<{ error: string }>().error).toMatch(message);
    }
  });

  it('lists a vote’s log, newest first, 50 a page; an unknown vote is 404', async () => {
    const { voteId, optionIds } = await createVote(pub, {
      title: '日志投票',
      dayLimit: 0,
      optionDayLimit: 0,
    });
    const [m] = await signedInMembers(pub, 1);
    for (let i = 0; i < 52; i++) {
      const counted = await pub.app.publisher.votes.cast({
        voteId,
        optionId: optionIds[i % 2]!,
        uid: m!.uid,
        day: 1,
        nonce: `log-test-${i}`,
        ip: '203.0.113.9',
        dayLimit: 0,
        optionDayLimit: 0,
      });
      expect(counted).toHaveProperty('count');
    }
    type Log = { logId: number; optionId: number; uid: number; ip: string; createdAt: string };
    const first = await editor('GET', `votes/${voteId}/logs`);
    expect(first.statusCode).toBe(200);
    const page0 = first.json<{ list: Log[]; page: number }>();
    expect(page0.list).toHaveLength(50);
    expect(page0.list[0]).toMatchObject({ optionId: optionIds[1], uid: m!.uid, ip: '203.0.113.9' });
    expect(page0.list[0]!.logId).toBeGreaterThan(page0.list[1]!.logId);
    expect(new Date(page0.list[0]!.createdAt).getTime()).toBe(pub.clock.now());
    const page1 = (await editor('GET', `votes/${voteId}/logs?page=1`)).json<{ list: Log[] }>();
    expect(page1.list).toHaveLength(2);

    expect((await editor('GET', `votes/${voteId}/logs?page=-1`)).statusCode).toBe(400);
    expect((await editor('GET', 'votes/639999/logs')).statusCode).toBe(404);
  });
});
