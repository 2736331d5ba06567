import type { AreaContractCalls } from '../../every-operation.ts';
import { addInvites, createMember } from '../../test-support.ts';

/** A member's code, its rules and the people it invited; a new device records the code. */
export const inviteContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001501';
  const { uid } = await createMember(c.pub, { phone, password: 'contract-1' });
  await addInvites(c.pub, { uid, devices: 1 });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const token = String(member.accessToken);
  const { code } = await c.app('getInviteCode', { uid }, { token });
  await c.app('inviteConfig', {}, { token: c.token });
  await c.app('inviteRecord', { uid, page: 0 }, { token });
  await c.app(
    'codeImeiRecord',
    { code: String(code), imei: 'contract-new-device', name: '新朋友' },
    { token: c.token },
  );
};
