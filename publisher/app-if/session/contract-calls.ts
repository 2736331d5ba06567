import { md5Hex } from '../../auth/md5.ts';
import { handshakeSign } from '../../auth/signing.ts';
import { CONTRACT_DEVICE, type AreaContractCalls } from '../../every-operation.ts';
import { callSso, createMember } from '../../test-support.ts';

export const sessionContractCalls: AreaContractCalls = async (c) => {
  await c.app('getConfig', { appID: 1 });
  await c.app('serverTime', {});
  const { appKey, appSecret } = (await c.app('authinfo', {})) as { appKey: string; appSecret: string };
  const time = String(c.pub.clock.now());
  await c.app('auth', { appKey, time, sign: handshakeSign(appSecret, time) }, { method: 'POST' });
  const anonymous = await c.app('getAnonymousToken', { device: CONTRACT_DEVICE });
  c.token = String(anonymous.securityToken);
  // A refresh token: a member the test hook makes, signed in.
  const { phone } = await createMember(c.pub, { phone: '13700009999', password: 'pw' });
  const member = await callSso(c.pub.app, 'login', { phone, password: md5Hex('pw'), devid: CONTRACT_DEVICE });
  await c.app('refreshAccessToken', {
    device: CONTRACT_DEVICE,
    refreshToken: String(member.body.data.refreshToken),
  });
};
