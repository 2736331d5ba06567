import { md5Hex } from '../../auth/md5.ts';
import { CONTRACT_DEVICE, type AreaContractCalls } from '../../every-operation.ts';

/** A member's life: sign up, sign in by password and by code, bind a new phone, read the record. */
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
};
