import { z } from 'zod';
import { operation } from '../../context.ts';
import { categories } from './store.ts';

/** `shortVideoCats` _(ours; "category list")_ → `{list[{id, name, count}]}`, `count` the published videos in it. */
export const shortVideoCats = operation({
  name: 'shortVideoCats',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    const rows = await categories(ctx.db);
    return { list: rows.map((c) => ({ id: c.id, name: c.name, count: c.videos })) };
  },
});
