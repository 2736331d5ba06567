import type { AreaContractCalls } from '../../every-operation.ts';

export const adsContractCalls: AreaContractCalls = async (c) => {
  await c.app('getStartPage', { siteID: 1 }, { token: c.token });
  const { list } = (await c.app('getStartPagesAll', { siteID: 1 }, { token: c.token })) as {
    list: { advID: number }[];
  };
  await c.app('advEvent', { events: `${list[0]!.advID}:0` }, { token: c.token, method: 'POST' });
};
