import { z } from 'zod';
import { operation } from '../../context.ts';

const HOT_WORDS = 10;

/** `searchWordDely` → `{words: ["…"]}`: the hot words the newsroom put under the search box, in its order. */
export const searchWordDely = operation({
  name: 'searchWordDely',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    return { words: await ctx.search.hotWords(HOT_WORDS) };
  },
});
