import { z } from 'zod';
import { operation } from '../../context.ts';
import { SEARCH_TABS } from './classify.ts';

/** `searchClassify` → `{list: [{id, name, tclass, extraScreen, columnID, order}]}`: the search page's tabs. */
export const searchClassify = operation({
  name: 'searchClassify',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle() {
    return {
      list: SEARCH_TABS.map((tab, order) => ({ ...tab, extraScreen: '标题,内容,作者', columnID: 0, order })),
    };
  },
});
