import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  anonymousToken,
  callAppIf,
  callSso,
  createArticle,
  createComment,
  createMember,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

let phones = 0;
/** A member of their own, signed in by password on `devid`. */
async function signedIn(devid = 'dev-profile') {
  phones += 1;
  const phone = `1360000${String(phones).padStart(4, '0')}`;
  await createMember(pub, { phone, password: 'pw-1', nickname: '原来的名字' });
  const login = await callSso(pub.app, 'login', { phone, password: md5Hex('pw-1'), devid });
  const data = login.body.data as { uid: string; accessToken: string; refreshToken: string };
  return { phone, uid: data.uid, token: data.accessToken, refreshToken: data.refreshToken };
}

const userInfo = (m: { uid: string; token: string }) =>
  callAppIf(pub.app, 'getUserInfo', { uid: m.uid }, { token: m.token });

describe('modify (nickname)', () => {
  it('renames the member: trimmed, and getUserInfo reads the new name', async () => {
    const m = await signedIn();
    const renamed = await callSso(
      pub.app,
      'modify',
      { uid: m.uid, nickname: '  山城读者🌿 ' },
      { token: m.token },
    );
    expect(renamed.body).toMatchObject({ code: 1, status: 0, data: { uid: m.uid, nickname: '山城读者🌿' } });
    expect((await userInfo(m)).body.data).toMatchObject({ nickname: '山城读者🌿' });
  });

  it.each([
    ['', 'nickname_empty', '请输入昵称'],
    ['   ', 'nickname_empty', '请输入昵称'],
    ['一二三四五六七八九十一二三四五六七八九十一', 'nickname_too_long', '昵称最多20个字'],
    ['<b>粗</b>', 'nickname_illegal', '昵称不能包含 < > 或换行等字符'],
    ['两\n行', 'nickname_illegal', '昵称不能包含 < > 或换行等字符'],
  ])('refuses %j with 400 %s and its message; the name stays', async (nickname, key, text) => {
    const m = await signedIn();
    const refused = await callSso(pub.app, 'modify', { uid: m.uid, nickname }, { token: m.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: 0, msg: key, status: -1, message: text });
    expect((await userInfo(m)).body.data).toMatchObject({ nickname: '原来的名字' });
  });

  it('twenty characters (an emoji is one) are enough', async () => {
    const m = await signedIn();
    const name = `${'读'.repeat(19)}😀`;
    const ok = await callSso(pub.app, 'modify', { uid: m.uid, nickname: name }, { token: m.token });
    expect(ok.body.data).toMatchObject({ nickname: name });
  });

  it("refuses without a token, with an anonymous one, and for another member's uid", async () => {
    const m = await signedIn();
    const other = await signedIn();
    for (const headers of [{}, { token: 'f'.repeat(48) }] as Record<string, string>[]) {
      const refused = await callSso(pub.app, 'modify', { uid: m.uid, nickname: '坏人' }, headers);
      expect(refused.body.msg).toBe('token_invalid');
    }
    const foreign = await callSso(
      pub.app,
      'modify',
      { uid: other.uid, nickname: '坏人' },
      { token: m.token },
    );
    expect(foreign.body.msg).toBe('token_invalid');
    expect((await userInfo(other)).body.data).toMatchObject({ nickname: '原来的名字' });
    const badUid = await callSso(pub.app, 'modify', { uid: 'x', nickname: '名字' }, { token: m.token });
    expect(badUid.statusCode).toBe(400);
  });
});

describe('logout', () => {
  it("ends this device's session (access and refresh token), not another device's", async () => {
    const m = await signedIn('dev-a');
    const login = await callSso(pub.app, 'login', {
      phone: m.phone,
      password: md5Hex('pw-1'),
      devid: 'dev-b',
    });
    const elsewhere = { uid: m.uid, token: (login.body.data as { accessToken: string }).accessToken };
    const out = await callSso(pub.app, 'logout', { uid: m.uid, devid: 'dev-a' }, { token: m.token });
    expect(out.body).toMatchObject({ code: 1, status: 0 });
    expect((await userInfo(m)).body.status).not.toBe(0);
    const refresh = await callAppIf(pub.app, 'refreshAccessToken', {
      device: 'dev-a',
      refreshToken: m.refreshToken,
    });
    expect(refresh.body.status).not.toBe(0);
    expect((await userInfo(elsewhere)).body.status).toBe(0);
    // the same call again is refused: the session is over
    const again = await callSso(pub.app, 'logout', { uid: m.uid }, { token: m.token });
    expect(again.body.msg).toBe('token_invalid');
  });
});

describe('cancel (account deletion)', () => {
  it('erases the member, ends every session, refuses their sign-in; public words stay under 已注销用户', async () => {
    const m = await signedIn('dev-a');
    const login = await callSso(pub.app, 'login', {
      phone: m.phone,
      password: md5Hex('pw-1'),
      devid: 'dev-b',
    });
    const elsewhere = { uid: m.uid, token: (login.body.data as { accessToken: string }).accessToken };
    const { fileId } = await createArticle(pub, { title: '有人评论的稿件', content: '<p>正文</p>' });
    const { id } = await createComment(pub, { articleId: fileId, uid: Number(m.uid), content: '说过的话' });

    const gone = await callSso(pub.app, 'cancel', { uid: m.uid }, { token: m.token });
    expect(gone.body).toMatchObject({ code: 1, status: 0, data: { cancelled: true } });

    expect((await userInfo(m)).body.status).not.toBe(0);
    expect((await userInfo(elsewhere)).body.status).not.toBe(0);
    const again = await callSso(pub.app, 'login', {
      phone: m.phone,
      password: md5Hex('pw-1'),
      devid: 'dev-a',
    });
    expect(again.body).toMatchObject({ code: 0, msg: 'password_error', message: '手机号或密码错误' });

    const [row] = await pub.database.db.query.members.findMany({
      where: (t, { eq }) => eq(t.uid, Number(m.uid)),
    });
    expect(row).toMatchObject({
      phone: null,
      passwordHash: null,
      nickname: '已注销用户',
      headRef: null,
      score: 0,
    });
    expect(row?.cancelledAt).toBeGreaterThan(0);
    const [comment] = await pub.database.db.query.comments.findMany({ where: (t, { eq }) => eq(t.id, id) });
    expect(comment).toMatchObject({ userName: '已注销用户', content: '说过的话' });

    const page = await callAppIf(
      pub.app,
      'memberView',
      { userID: m.uid },
      { token: await anonymousToken(pub.app) },
    );
    expect(page.body.data).toMatchObject({ member: { cancelled: 1, head: '' }, list: [] });
  });

  it("refuses without the member's own live token, and a second time", async () => {
    const m = await signedIn();
    const other = await signedIn();
    const foreign = await callSso(pub.app, 'cancel', { uid: other.uid }, { token: m.token });
    expect(foreign.body.msg).toBe('token_invalid');
    expect((await userInfo(other)).body.status).toBe(0);
    const none = await callSso(pub.app, 'cancel', { uid: m.uid });
    expect(none.body.msg).toBe('token_invalid');
    await callSso(pub.app, 'cancel', { uid: m.uid }, { token: m.token });
    const twice = await callSso(pub.app, 'cancel', { uid: m.uid }, { token: m.token });
    expect(twice.body.msg).toBe('token_invalid');
  });
});

describe('uploadPortrait (avatar)', () => {
  const png = async (width: number) => {
    const { loadSharp } = await import('../../images/render.ts');
    const sharp = await loadSharp();
    const bytes = await sharp({ create: { width, height: width, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${bytes.toString('base64')}`;
  };
  const upload = (m: { token: string }, picture: string) =>
    callAppIf(pub.app, 'uploadPortrait', { picture }, { token: m.token, method: 'POST' });

  it('keeps the checked picture as a JPEG at most 256 px wide and makes it the avatar', async () => {
    const m = await signedIn();
    const { body } = await upload(m, await png(600));
    expect(body.status).toBe(0);
    const head = (body.data as { head: string }).head;
    expect(head).toMatch(/^http:\/\/pub\.test\/pic\/portrait\/\d+\.jpg$/);
    expect((await userInfo(m)).body.data).toMatchObject({ head });
    const served = await pub.app.inject({ url: new URL(head).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const { loadSharp } = await import('../../images/render.ts');
    const meta = await (await loadSharp())(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256 });
  });

  it('refuses what is not a picture whatever it claims, and a visitor; the avatar stays', async () => {
    const m = await signedIn();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(m, `data:image/png;base64,${svg.toString('base64')}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    const notData = await upload(m, 'http://evil.example/a.png');
    expect(notData.statusCode).toBe(400);
    const visitor = await callAppIf(
      pub.app,
      'uploadPortrait',
      { picture: await png(10) },
      { token: await anonymousToken(pub.app), method: 'POST' },
    );
    expect(visitor.body.status).not.toBe(0);
    expect((await userInfo(m)).body.data).toMatchObject({ head: '' });
    expect((await pub.app.inject({ url: '/pic/portrait/999999.jpg' })).statusCode).toBe(404);
  });
});
