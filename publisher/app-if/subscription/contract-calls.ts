import { md5Hex } from '../../auth/md5.ts';
import { CONTRACT_DEVICE, type AreaContractCalls } from '../../every-operation.ts';
import { callSso, createMember } from '../../test-support.ts';

/** A member signed in for the member calls (not through c.sso: the account area's answers stay its own). */
export async function contractMember(c: Parameters<AreaContractCalls>[0], phone: string) {
  await createMember(c.pub, { phone, password: 'pw' });
  const { body } = await callSso(c.pub.app, 'login', {
    phone,
    password: md5Hex('pw'),
    devid: CONTRACT_DEVICE,
  });
  return { uid: Number(body.data.uid), token: String(body.data.accessToken) };
}

/** Categories, an account with everything on it, a subscription and a rank-vote by a member. */
export const subscriptionContractCalls: AreaContractCalls = async (c) => {
  const { token } = c;
  const cats = (await c.app('getCats', { code: 'XYACCOUNT' }, { token })) as { list: { id: number }[] };
  const catId = cats.list[0]!.id;
  await c.app('getSubCats', { id: catId }, { token });
  const accounts = (await c.app('getCatXys', { id: catId, start: 0, count: 20 }, { token })) as {
    list: { xyID: number }[];
  };
  const xyId = accounts.list[0]!.xyID;
  await c.app('getXyInfo', { id: xyId }, { token });
  await c.app('getXyArticles', { xyId, page: 0 }, { token });
  // the seed gives every third account dynamics, the first of them included
  await c.app('getXyDynamic', { xyId: 700_101, page: 0 }, { token });
  await c.app('recommendXys', {}, { token });
  await c.app('xyRank', {}, { token });
  const m = await contractMember(c, '13700007001');
  await c.app('topicSub', { id: xyId, type: 0, userID: m.uid }, { token: m.token, method: 'POST' });
  await c.app('getSubcribeXys', { userID: m.uid, type: 0 }, { token: m.token });
  await c.app('hitXyBulletin', { id: xyId, userID: m.uid }, { token: m.token, method: 'POST' });
  await c.app('getUserHitInfo', { userID: m.uid }, { token: m.token });
  await c.app('searchXyRank', { key: '青岚' }, { token: m.token });
  await c.app('topicSubCancel', { id: xyId, type: 0, userID: m.uid }, { token: m.token, method: 'POST' });
};
