import { md5Hex } from '../../auth/md5.ts';
import { CONTRACT_DEVICE, type AreaContractCalls } from '../../every-operation.ts';
import { standInCode } from '../../messenger-stand-in/test-support.ts';
import { programSignHeaders } from '../../sso/program-sign.ts';
import { createLiveChat } from '../../test-support.ts';

/** the smallest true PNG (1 × 1, white) */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

/** A member's life: sign up, sign in by password and by code, bind a new phone, read the record, rename, sign out, leave. */
export const accountContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001234';
  await c.sso('sendCode', { phone, type: 'register', devid: CONTRACT_DEVICE });
  const member = await c.sso('register', {
    phone,
    code: await c.lastCode(phone),
    password: md5Hex('pw'),
    nickname: '读者',
    devid: CONTRACT_DEVICE,
  });
  await c.sso('login', { phone, password: md5Hex('pw'), devid: CONTRACT_DEVICE });
  c.pub.clock.advance(61_000);
  await c.sso('sendCode', { phone, type: 'login', devid: CONTRACT_DEVICE });
  await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: CONTRACT_DEVICE });
  const newPhone = '13700005678';
  await c.sso('sendCode', { phone: newPhone, type: 'bind' });
  const bound = await c.sso(
    'oauthBindPhone',
    { uid: String(member.uid), newPhone, code: await c.lastCode(newPhone), password: md5Hex('pw2') },
    { token: String(member.accessToken) },
  );
  await c.app('getUserInfo', { uid: String(bound.uid) }, { token: String(bound.accessToken) });

  // their public page, with a chat message in a live
  const lives = (await c.app('getLiveArticles', {}, { token: c.token })) as { list: { linkID: number }[] };
  await createLiveChat(c.pub, {
    liveId: lives.list[0]!.linkID,
    uid: Number(bound.uid),
    content: '现场很热闹',
  });
  await c.app('memberView', { userID: String(bound.uid), start: 0, count: 20 }, { token: c.token });

  // messenger sign-in: the code from the stand-in's consent page → the user → signed in as that openid
  const code = await standInCode(c.pub.app, { redirectUri: 'http://pub.test/getUserInfo.html' });
  const wx = await c.app('getWxUserInfo', { code, device: CONTRACT_DEVICE });
  const fields = {
    provider: 'tencent_wechat',
    oid: String(wx.openid),
    unionid: String(wx.unionid),
    nickname: Buffer.from(String(wx.nickname)).toString('base64'),
    head: String(wx.headimgurl),
    devid: CONTRACT_DEVICE,
    siteid: '1',
  };
  await c.sso('oauthLogin', fields, programSignHeaders(fields, CONTRACT_DEVICE, c.pub.clock.now()));

  // the member's own account: a new nickname, signing out, then (signed in again) deleting the account
  const own = { token: String(bound.accessToken) };
  await c.sso('modify', { uid: String(bound.uid), nickname: '新名字' }, own);
  await c.app(
    'uploadPortrait',
    { picture: `data:image/png;base64,${ONE_PIXEL_PNG}` },
    { ...own, method: 'POST' },
  );
  await c.sso('logout', { uid: String(bound.uid), devid: CONTRACT_DEVICE }, own);
  const again = await c.sso('login', { phone: newPhone, password: md5Hex('pw2'), devid: CONTRACT_DEVICE });
  await c.sso('cancel', { uid: String(again.uid) }, { token: String(again.accessToken) });
};
