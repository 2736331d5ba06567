import type { AreaContractCalls } from '../../every-operation.ts';

export const searchContractCalls: AreaContractCalls = async (c) => {
  await c.app('searchClassify', {}, { token: c.token });
  await c.app('searchWordDely', {}, { token: c.token });
  await c.app('searchAllInTime', { key: '青岚', tclass: -1, start: 0, count: 20 }, { token: c.token });
};
