import { z } from 'zod';
import { badInput } from '../../envelope.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/**
 * `POST /app_if/test/column` `{name, parentId?, style?}` → `{columnId}`: a column listed after its siblings under
 * `parentId` (0, the default: top level; otherwise an existing column), of column style `style` (default 101).
 */
export const createColumn = testHook({
  name: 'column',
  input: z.object({
    name: nameField('name', 40),
    parentId: intField('parentId', 0, MAX_ID).optional(),
    style: intField('style', 0, 100_000).optional(),
  }),
  async handle(ctx, input) {
    const parentId = input.parentId ?? 0;
    if (parentId !== 0 && !(await ctx.columns.column(parentId))) throw badInput(`栏目 ${parentId} 不存在`);
    const columnId = await ctx.columns.insert({
      name: input.name,
      parentId,
      columnStyle: String(input.style ?? 101),
    });
    return { columnId };
  },
});

export const columnsTestHooks = [createColumn];
