import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaSteps } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import {
  anonymousToken,
  callAppIf,
  createQaInquiry,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { median } from './figures.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const DAY = 86_400_000;
type Member = { uid: number; token: string };
type Department = {
  id: number;
  name: string;
  passed: number;
  replied: number;
  replyRate: number;
  medianDays: number;
};

const read = async (op: string, params: Record<string, string | number>) => {
  // the tests move the clock by days: a token of the moment
  const { body } = await callAppIf(pub.app, op, params, { token: await anonymousToken(pub.app) });
  expect(body.status, body.message).toBe(0);
  return body.data as Record<string, unknown>;
};
const post = (op: string, m: Member, params: Record<string, string | number>) =>
  callAppIf(pub.app, op, { ...params, userID: m.uid }, { token: m.token, method: 'POST' });
const move = (id: number, body: object) =>
  pub.app.inject({
    method: 'POST',
    url: `/editor/api/qa/inquiries/${id}/steps`,
    headers: editorHeaders,
    payload: body,
  });

async function department(): Promise<number> {
  // a department of its own, so other tests' inquiries do not move its figures
  const id = ID_RANGES.qa.departmentId.first + 500 + Math.floor(Math.random() * 400);
  const { qaDepartments } = await import('../../db/schema/index.ts');
  await pub.database.db
    .insert(qaDepartments)
    .values({ departmentId: id, name: `测试部门${id}`, orderId: 99 });
  return id;
}

describe('问政: inquiries through their steps', () => {
  it('a submitted inquiry is not public until accepted; each step is dated and the reply is shown', async () => {
    const dept = await department();
    const { id } = await createQaInquiry(pub, { title: '路灯不亮', departmentId: dept, accepted: false });
    expect(await read('qaDetail', { fileId: id })).toBe('empty');
    expect((await move(id, { move: 'reply', content: '太早' })).statusCode).toBe(409);
    expect((await move(id, { move: 'accept' })).statusCode).toBe(201);
    pub.clock.advance(DAY);
    expect((await move(id, { move: 'pass' })).statusCode).toBe(400);
    expect((await move(id, { move: 'pass', departmentId: dept })).statusCode).toBe(201);
    pub.clock.advance(2 * DAY);
    expect((await move(id, { move: 'reply', content: '已修复。' })).statusCode).toBe(201);
    pub.clock.advance(6_000);
    const detail = await read('qaDetail', { fileId: id });
    expect(detail).toMatchObject({
      title: '路灯不亮',
      status: 'replied',
      answer: '已修复。',
      isAnswered: 1,
      articleType: 101,
    });
    expect((detail.steps as { step: string }[]).map((s) => s.step)).toEqual([
      'submitted',
      'accepted',
      'passed',
      'replied',
    ]);
    expect(JSON.stringify(detail)).not.toContain('13800000001');
    expect(detail.department).toMatchObject({ id: dept, passed: 1, replied: 1, replyRate: 1, medianDays: 2 });
  });

  it("a department's reply rate and median days count the last 90 days from the steps", async () => {
    const dept = await department();
    const start = pub.clock.now();
    // replied after 1, 3 and 10 days; one never replied; one passed 100 days ago (out of the window)
    const days = [1, 3, 10, null];
    for (const d of days) {
      const { id } = await createQaInquiry(pub, { title: `计数${d}`, departmentId: dept });
      await move(id, { move: 'pass', departmentId: dept });
      if (d !== null) {
        const { eq } = await import('drizzle-orm');
        const { qaInquiries } = await import('../../db/schema/index.ts');
        const passedAt = pub.clock.now();
        await pub.database.db.insert(qaSteps).values({
          inquiryId: id,
          step: 'replied',
          at: passedAt + d * DAY,
          departmentId: dept,
          content: 'r',
          pics: [],
        });
        await pub.database.db.update(qaInquiries).set({ step: 'replied' }).where(eq(qaInquiries.id, id));
      }
    }
    const { id: old } = await createQaInquiry(pub, { title: '很久以前', departmentId: dept });
    await pub.database.db.insert(qaSteps).values({
      inquiryId: old,
      step: 'passed',
      at: start - 100 * DAY,
      departmentId: dept,
      content: '',
      pics: [],
    });
    pub.clock.advance(11 * DAY);
    const form = await read('qaForm', {});
    const figures = (form.departments as Department[]).find((d) => d.id === dept)!;
    expect(figures).toMatchObject({ passed: 4, replied: 3, replyRate: 0.75, medianDays: median([1, 3, 10]) });
    expect(figures.medianDays).toBe(3);
  });

  it('a member submits (real name and phone for the newsroom only), follows up once after a reply, rates once', async () => {
    const [m, other] = await signedInMembers(pub, 2);
    const form = await read('qaForm', {});
    const dept = (form.departments as Department[])[0]!.id;
    const category = (form.categories as { id: number }[])[0]!.id;
    const region = (form.regions as { id: number }[])[0]!.id;
    const base = {
      title: '噪音扰民',
      content: '夜间施工',
      realName: '李四',
      phone: '13912345678',
      groupID: category,
      regionId: region,
      departmentId: dept,
    };
    const bad = await post('saveQa', m!, { ...base, phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('手机号格式不正确');
    expect((await post('saveQa', m!, { ...base, departmentId: 99 })).body.message).toBe('请选择部门');
    const saved = await post('saveQa', m!, { ...base, requestKey: 'qa-key-000001' });
    expect(saved.body.status, saved.body.message).toBe(0);
    const id = (saved.body.data as { fileId: number }).fileId;
    const again = await post('saveQa', m!, { ...base, requestKey: 'qa-key-000001' });
    expect((again.body.data as { fileId: number }).fileId).toBe(id);
    const mine = await callAppIf(pub.app, 'myQA', { userID: m!.uid }, { token: m!.token });
    const own = (mine.body.data as { list: { fileId: number; status: string; steps: unknown[] }[] }).list;
    expect(own[0]).toMatchObject({ fileId: id, status: 'submitted' });
    // the inquiry's page before it is public: that one alone, for its asker only
    const one = await callAppIf(pub.app, 'myQA', { userID: m!.uid, fileId: id }, { token: m!.token });
    expect((one.body.data as { list: { fileId: number }[] }).list.map((q) => q.fileId)).toEqual([id]);
    const others = await callAppIf(
      pub.app,
      'myQA',
      { userID: other!.uid, fileId: id },
      { token: other!.token },
    );
    expect((others.body.data as { list: unknown[] }).list).toEqual([]);
    const queue = await pub.app.inject({
      url: '/editor/api/qa/inquiries?step=submitted',
      headers: editorHeaders,
    });
    expect(queue.json().list.find((q: { id: number }) => q.id === id)).toMatchObject({
      realName: '李四',
      phone: '13912345678',
    });

    expect((await post('qaRate', m!, { fileId: id, rating: 5 })).statusCode).toBe(409);
    // comments (source 5) wait until the inquiry is public
    const early = await post('discuss', other!, { rootID: id, sourceType: 5, content: '抢先评论' });
    expect(early.statusCode).toBe(404);
    expect(early.body.message).toBe('评论的问政不存在');
    await move(id, { move: 'accept' });
    const said = await post('discuss', other!, { rootID: id, sourceType: 5, content: '同感，晚上很吵' });
    expect(said.body.status, said.body.message).toBe(0);
    await move(id, { move: 'reply', content: '已约谈施工单位。' });
    expect((await post('qaFollowUp', other!, { fileId: id, content: '别人的' })).statusCode).toBe(404);
    expect((await post('qaFollowUp', m!, { fileId: id, content: '还在施工' })).body.status).toBe(0);
    expect((await post('qaFollowUp', m!, { fileId: id, content: '再问' })).statusCode).toBe(409);
    expect((await post('qaRate', m!, { fileId: id, rating: 6 })).statusCode).toBe(400);
    expect((await post('qaRate', m!, { fileId: id, rating: 4, comment: '还行' })).body.status).toBe(0);
    expect((await post('qaRate', m!, { fileId: id, rating: 1 })).statusCode).toBe(409);
    pub.clock.advance(6_000);
    const detail = await read('qaDetail', { fileId: id });
    expect(detail).toMatchObject({
      status: 'followUp',
      rating: 4,
      ratingComment: '还行',
      followUp: { content: '还在施工' },
    });
    expect(JSON.stringify(detail)).not.toContain('13912345678');
    expect(JSON.stringify(detail)).not.toContain('李四');
  });
});

describe('问政: the newsroom’s departments, categories and regions', () => {
  const editor = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    pub.app.inject({
      method,
      url: `/editor/api/${url}`,
      headers: editorHeaders,
      ...(payload ? { payload } : {}),
    });

  it('created, renamed and retired: the form offers what is open, an inquiry keeps the name it had', async () => {
    const made = await editor('POST', 'qa/departments', { name: '青岚市水务局' });
    expect(made.statusCode).toBe(201);
    const dept = made.json().id as number;
    expect(dept).toBeGreaterThanOrEqual(ID_RANGES.qa.departmentId.first);
    expect((await editor('POST', 'qa/departments', { name: '青岚市水务局' })).statusCode).toBe(409);
    expect((await editor('POST', 'qa/departments', { name: '' })).statusCode).toBe(400);
    const category = (await editor('POST', 'qa/categories', { name: '供水' })).json().id as number;
    const region = (await editor('POST', 'qa/regions', { name: '新港区' })).json().id as number;
    expect(category).toBeLessThan(ID_RANGES.qa.choiceId.first + 100);
    expect(region).toBeGreaterThanOrEqual(ID_RANGES.qa.choiceId.first + 100);
    pub.clock.advance(6_000);
    let form = await read('qaForm', {});
    expect((form.departments as Department[]).map((d) => d.name)).toContain('青岚市水务局');
    expect(form.categories).toContainEqual({ id: category, name: '供水' });
    expect(form.regions).toContainEqual({ id: region, name: '新港区' });

    const [m] = await signedInMembers(pub, 1);
    const base = {
      title: '停水没有通知',
      content: '昨天全天停水',
      realName: '赵六',
      phone: '13912340000',
      groupID: category,
      regionId: region,
      departmentId: dept,
    };
    const saved = await post('saveQa', m!, base);
    expect(saved.body.status, saved.body.message).toBe(0);
    const id = (saved.body.data as { fileId: number }).fileId;
    await move(id, { move: 'accept' });

    const renamed = await editor('PATCH', `qa/departments/${dept}`, { name: '青岚市水务集团' });
    expect(renamed.json()).toEqual({ id: dept, name: '青岚市水务集团', retired: false });
    expect((await editor('PATCH', `qa/departments/${dept}`, { retired: true })).json().retired).toBe(true);
    expect((await editor('PATCH', `qa/categories/${category}`, { retired: true })).statusCode).toBe(200);
    expect((await editor('PATCH', `qa/regions/${category}`, { retired: true })).statusCode).toBe(404);
    expect((await editor('PATCH', `qa/departments/${dept}`, {})).statusCode).toBe(400);
    pub.clock.advance(6_000);
    form = await read('qaForm', {});
    expect((form.departments as Department[]).map((d) => d.id)).not.toContain(dept);
    expect((form.categories as { id: number }[]).map((c) => c.id)).not.toContain(category);
    // retired: not offered, not sent to, not passed to; the inquiry still names it
    expect((await post('saveQa', m!, { ...base, title: '又停水' })).body.message).toBe('请选择部门');
    expect((await move(id, { move: 'pass', departmentId: dept })).statusCode).toBe(400);
    expect(await read('qaDetail', { fileId: id })).toMatchObject({ department: { name: '青岚市水务集团' } });
    const listed = (await editor('GET', 'qa/departments')).json().list as { id: number; retired: boolean }[];
    expect(listed.find((d) => d.id === dept)).toMatchObject({ retired: true });
    expect((await editor('PATCH', `qa/departments/${dept}`, { retired: false })).json().retired).toBe(false);
  });
});
