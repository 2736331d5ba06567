import { z } from 'zod';
import { badInput } from '../../envelope.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/** More than any carousel a reader would swipe through. */
const MAX_TOP_COUNT = 20;

/**
 * `POST /app_if/test/column` `{name, parentId?, style?, topCount?}` → `{columnId}`: a column listed after its
 * siblings under `parentId` (0, the default: top level; otherwise an existing column), of column style `style`
 * (default 101), whose first `topCount` items (default 0) are also its carousel.
 */
export const createColumn = testHook({
  name: 'column',
  input: z.object({
    name: nameField('name', 40),
    parentId: intField('parentId', 0, MAX_ID).optional(),
    style: intField('style', 0, 100_000).optional(),
    topCount: intField('topCount', 0, MAX_TOP_COUNT).optional(),
  }),
  async handle(ctx, input) {
    const parentId = input.parentId ?? 0;
    if (parentId !== 0 && !(await ctx.columns.column(parentId))) throw badInput(`栏目 ${parentId} 不存在`);
    const columnId = await ctx.columns.insert({
      name: input.name,
      parentId,
      columnStyle: String(input.style ?? 101),
      topCount: input.topCount ?? 0,
    });
    return { columnId };
  },
});

export const columnsTestHooks = [createColumn];
