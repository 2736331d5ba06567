import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  callAppIf,
  createActivity,
  NATIVE_APP_AGENT,
  signedInMembers as signedInMembersOf,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { expectLastPlacesExact } from '../../../scripts/bench/publisher/concurrency-figures.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const signedInMembers = (n: number) => signedInMembersOf(pub, n);

const post = (op: string, params: Record<string, string | number>, token: string) =>
  callAppIf(pub.app, op, params, { token, method: 'POST' });
/** asked from inside the publisher's app, where the entry's progress is shown */
const inApp = (op: string, params: Record<string, string | number>, token: string) =>
  callAppIf(pub.app, op, params, { token, method: 'POST', headers: { 'user-agent': NATIVE_APP_AGENT } });
const signUp = (fileId: number, form: Record<string, unknown>, token: string) =>
  post('activityRegist', { fileId, signForm: JSON.stringify(form) }, token);

const validIdCard = '11010519491231002X';

describe('activity reads', () => {
  it('the detail carries the window, places and form; an unknown id is empty', async () => {
    const { fileId } = await createActivity(pub, { title: '详情活动', form: 'rich', quota: 30 });
    const [member] = await signedInMembers(1);
    const detail = await callAppIf(pub.app, 'activityDetail', { fileId }, { token: member!.token });
    expect(detail.body.data).toMatchObject({
      fileId: String(fileId),
      title: '详情活动',
      articleType: 102,
      entryLimit: 30,
      activityStatus: '活动未开始',
      signForm: expect.arrayContaining([
        expect.objectContaining({ name: 'entry_idCard', type: 'idcard', required: 1, unique: 1 }),
      ]),
    });
    const none = await callAppIf(pub.app, 'activityDetail', { fileId: 699_999 }, { token: member!.token });
    expect(none.body.data).toBe('empty');
  });

  it('the entry list shows 8 and counts them all', async () => {
    const { fileId } = await createActivity(pub, { title: '十人活动' });
    const entrants = await signedInMembers(10);
    for (const [i, m] of entrants.entries()) {
      const r = await signUp(
        fileId,
        { entry_realName: `张${i}号`, entry_phone: `1380000${1000 + i}` },
        m.token,
      );
      expect(r.body.status, r.body.message).toBe(0);
    }
    const list = await callAppIf(pub.app, 'entryList', { fileId }, { token: entrants[0]!.token });
    const data = list.body.data as { list: { name: string }[]; count: string };
    expect(data.count).toBe('10');
    expect(data.list).toHaveLength(8);
    expect(data.list[0]!.name).toBe('张**');
  });

  it('lists activities newest first, filters by category and pages by 20', async () => {
    const [m] = await signedInMembers(1);
    const cats = await callAppIf(pub.app, 'activityCats', {}, { token: m!.token });
    expect(cats.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: '精彩' })]));
    const list = await callAppIf(pub.app, 'activityList', { catID: -1, page: 0 }, { token: m!.token });
    expect((list.body.data as { list: unknown[] }).list.length).toBeGreaterThan(5);
    const unknown = await callAppIf(pub.app, 'activityList', { catID: 9999, page: 0 }, { token: m!.token });
    expect(unknown.body.data).toEqual({ list: [] });
  });
});

describe('signing up', () => {
  it('signs up once, answers the voucher, lists it among the member’s activities', async () => {
    const { fileId } = await createActivity(pub, { title: '一次报名' });
    const [m] = await signedInMembers(1);
    const form = { entry_realName: '林小溪', entry_phone: '13912345678' };
    const first = await signUp(fileId, form, m!.token);
    expect(first.body.data).toMatchObject({
      value: 'true',
      registCode: expect.stringMatching(/^[A-Z0-9]{12}$/),
    });
    const again = await signUp(fileId, form, m!.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('您已报名');
    const voucher = await inApp('getActivityVoucher', { fileId }, m!.token);
    expect(voucher.body.data).toMatchObject({ list: [{ name: '林小溪', status: 0 }] });
    const mine = await callAppIf(pub.app, 'myActivityList', {}, { token: m!.token });
    expect((mine.body.data as { list: { fileId: string }[] }).list[0]?.fileId).toBe(String(fileId));
    const detail = await callAppIf(pub.app, 'activityDetail', { fileId }, { token: m!.token });
    expect((detail.body.data as { participatorNum: number }).participatorNum).toBe(1);
  });

  it('refuses outside the window with the spec’s messages, and a visitor without a token', async () => {
    const [m] = await signedInMembers(1);
    const form = { entry_realName: '林', entry_phone: '13912345678' };
    for (const [phase, message] of [
      ['notStarted', '报名未开始'],
      ['signEnded', '报名已结束'],
      ['ended', '报名已结束'],
    ] as const) {
      const { fileId } = await createActivity(pub, { title: `窗口 ${phase}`, phase });
      const r = await signUp(fileId, form, m!.token);
      expect(r.statusCode).toBe(409);
      expect(r.body.message).toBe(message);
    }
    const { fileId } = await createActivity(pub, { title: '游客报名' });
    const visitor = await callAppIf(
      pub.app,
      'activityRegist',
      { fileId, signForm: '{}' },
      { method: 'POST' },
    );
    expect(visitor.body.status).toBe(10111);
  });

  it('checks every field again: bad phone, ID, length, markup, past date, option, unique value', async () => {
    const { fileId } = await createActivity(pub, { title: '富表单', form: 'rich' });
    const [a, b] = await signedInMembers(2);
    const good = {
      entry_realName: '林小溪',
      entry_phone: '13912345678',
      entry_idCard: validIdCard,
      entry_group: '青年组',
      entry_sex: '女',
      entry_topics: ['自然风光', '乡村振兴'],
      entry_date: '2030-01-02',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, entry_phone: '12345' }, '手机号格式不正确'],
      [{ ...good, entry_idCard: '110105194912310021' }, '身份证号不正确'],
      [{ ...good, entry_note: 'a'.repeat(10_000) }, '报名信息过长'],
      [{ ...good, entry_note: '<script>alert(1)</script>' }, '备注不能包含 < 或 >'],
      [{ ...good, entry_date: '2020-01-01' }, '参加日期不能早于今天'],
      [{ ...good, entry_group: '外星组' }, '请选择参赛组别'],
      [{ ...good, entry_photo: 'upload:1' }, '请重新上传作品照片'],
      [{ ...good, entry_realName: '' }, '请填写姓名'],
    ];
    for (const [form, message] of cases) {
      const r = await signUp(fileId, form, a!.token);
      expect(r.statusCode, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await signUp(fileId, good, a!.token)).body.status).toBe(0);
    const taken = await callAppIf(
      pub.app,
      'checkEntryRepeatField',
      { fileId, field: 'entry_idCard', value: validIdCard },
      { token: b!.token },
    );
    expect(taken.body.data).toEqual({ repeat: 1 });
    const clash = await signUp(fileId, { ...good, entry_phone: '13912345679' }, b!.token);
    expect(clash.statusCode).toBe(409);
    expect(clash.body.message).toBe('身份证号已被报名使用');
    const detail = await callAppIf(pub.app, 'activityDetail', { fileId }, { token: b!.token });
    expect((detail.body.data as { participatorNum: number }).participatorNum).toBe(1);
  });

  it('takes a real picture and refuses a file that only claims to be one', async () => {
    const [m] = await signedInMembers(1);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const ok = await post(
      'activityUpload',
      { picture: `data:image/png;base64,${png.toString('base64')}` },
      m!.token,
    );
    expect(ok.body.data).toEqual({ picID: expect.any(Number) });
    const fake = Buffer.from('<script>alert(1)</script> not a picture').toString('base64');
    const refused = await post('activityUpload', { picture: `data:image/jpeg;base64,${fake}` }, m!.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
  });

  it('200 members racing for the last 5 places: exactly 5 sign up, the others hear 名额已满', () =>
    expectLastPlacesExact(pub));
});

describe('sign-up progress', () => {
  it('is shown wherever the member asks, with the entries as they are now; one without an entry gets an empty list', async () => {
    const { fileId } = await createActivity(pub, { title: '进度活动' });
    const [entrant, other] = await signedInMembers(2);
    await signUp(fileId, { entry_realName: '林', entry_phone: '13912345678' }, entrant!.token);
    const browsers = {
      'a phone browser': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
      'the messenger': 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.47',
    };
    for (const [where, agent] of Object.entries(browsers)) {
      const headers = { 'user-agent': agent };
      const asked = await callAppIf(
        pub.app,
        'getActivityVoucher',
        { fileId },
        { token: entrant!.token, method: 'POST', headers },
      );
      expect([where, asked.statusCode, asked.body]).toMatchObject([
        where,
        200,
        { status: 0, data: { list: [{ name: '林', status: 0 }], participatorNum: 1 } },
      ]);
      const none = await callAppIf(
        pub.app,
        'getActivityVoucher',
        { fileId },
        { token: other!.token, method: 'POST', headers },
      );
      expect(none.body).toMatchObject({ status: 0, data: { list: [], participatorNum: 1 } });
    }
    const app = await inApp('getActivityVoucher', { fileId }, entrant!.token);
    expect(app.body).toMatchObject({ status: 0, data: { list: [{ name: '林', status: 0 }] } });
  });
});

describe('vouchers and their write-off', () => {
  it('a merchant of the shop writes a voucher off once; a second scan says when', async () => {
    const [entrant, merchant, stranger] = await signedInMembers(3);
    const { fileId } = await createActivity(pub, {
      title: '核销活动',
      verifiers: [{ shopSite: 'east-gate', uid: merchant!.uid }],
    });
    const signed = await signUp(fileId, { entry_realName: '林', entry_phone: '13912345678' }, entrant!.token);
    const registCode = (signed.body.data as { registCode: string }).registCode;
    const verify = (token: string, action: 'check' | 'use', code = registCode, activityID = fileId) =>
      post('activityVerify', { activityID, registCode: code, shopSite: 'east-gate', action }, token);

    expect((await verify(stranger!.token, 'use')).statusCode).toBe(403);
    expect((await verify(merchant!.token, 'check')).body.data).toMatchObject({ status: 0, name: '林' });
    const used = await verify(merchant!.token, 'use');
    expect(used.body.data).toMatchObject({ status: 1, usedNow: true, shopSite: 'east-gate' });
    pub.clock.advance(60_000);
    const again = await verify(merchant!.token, 'use');
    expect(again.body.data).toMatchObject({
      status: 1,
      usedNow: false,
      usedTime: (used.body.data as { usedTime: string }).usedTime,
    });

    expect((await verify(merchant!.token, 'use', 'NOSUCHCODE12')).statusCode).toBe(404);
    const other = await createActivity(pub, {
      title: '别的活动',
      verifiers: [{ shopSite: 'east-gate', uid: merchant!.uid }],
    });
    expect((await verify(merchant!.token, 'use', registCode, other.fileId)).statusCode).toBe(404);
    const voucher = await inApp('getActivityVoucher', { fileId }, entrant!.token);
    expect(voucher.body.data).toMatchObject({ list: [{ status: 1 }] });
  });
});
