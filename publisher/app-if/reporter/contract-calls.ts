import type { AreaContractCalls } from '../../every-operation.ts';

/** The first seeded reporter: articles signed and dynamics with pictures and videos. */
export const reporterContractCalls: AreaContractCalls = async (c) => {
  const { token } = c;
  await c.app('authorInfo', { id: 301 }, { token });
  await c.app('reporterArticles', { id: 301, page: 0 }, { token });
  const dynamics = (await c.app('dynamicList', { reporterId: 301, page: 0 }, { token })) as {
    list: { id: number }[];
  };
  await c.app('dynamicDetail', { id: dynamics.list[0]!.id }, { token });
};
