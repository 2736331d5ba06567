import type { AreaContractCalls } from '../../every-operation.ts';

export const shortVideoContractCalls: AreaContractCalls = async (c) => {
  const { list: categories } = (await c.app('shortVideoCats', {}, { token: c.token })) as {
    list: { id: number }[];
  };
  const { list } = (await c.app(
    'shortVideoList',
    { catId: categories[0]!.id, page: 0 },
    { token: c.token, method: 'POST' },
  )) as { list: { fileId: number }[] };
  // the second newest: it has videos on both sides
  const id = list[1]!.fileId;
  await c.app('shortVideoNear', { id, count: 3 }, { token: c.token, method: 'POST' });
  await c.app('shortVideoArticle', { id }, { token: c.token });
  await c.app('shortVideoAttach', { id }, { token: c.token });
  await c.app('shortVideoRelated', { id, count: 4 }, { token: c.token });
  await c.app('shortVideoCommonConfig', {}, { token: c.token });
  await c.app('shortVideoShareConfig', { id }, { token: c.token });
  await c.app('shortVideoEvent', { id, eventType: 1, channel: 1 }, { token: c.token, method: 'POST' });
};
