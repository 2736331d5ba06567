import type { AreaContractCalls } from '../../every-operation.ts';

export const leaderContractCalls: AreaContractCalls = async (c) => {
  const leaders = (await c.app('regionleaderView', {}, { token: c.token })) as unknown as { id: number }[];
  await c.app('leaderView', { id: leaders[0]!.id, start: 0, count: 20 }, { token: c.token });
};
