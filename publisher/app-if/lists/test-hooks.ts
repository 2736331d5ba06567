import { z } from 'zod';
import { badInput } from '../../envelope.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';
import { MODULE_TYPE } from './module-items.ts';

/** How a module's items are drawn: 1 the ordinary list, 2 a row of cards to swipe, 3 a grid of two. */
const DISPLAY_STYLES = [1, 2, 3];

/**
 * `POST /app_if/test/module` `{columnId, type, name, position?, displayStyle?, fileIds}` → `{moduleId}`: a module of
 * the column's first page (`modules[]` of getArticles, and moduleView), made of the articles named (each must exist),
 * at `position` (default: after the column's last module), drawn as `displayStyle` (1, the default: a list; 2 a row
 * of cards; 3 a grid). A 学习 module (type 13) names no articles: it lists the newest courses.
 */
export const createModule = testHook({
  name: 'module',
  input: z
    .object({
      columnId: intField('columnId', 1, MAX_ID),
      type: intField('type', 0, 99).refine(
        (n) => n !== MODULE_TYPE.people,
        `type ${MODULE_TYPE.people} 是记者模块，不能由稿件组成`,
      ),
      name: nameField('name', 40),
      position: intField('position', 0, 10_000).optional(),
      displayStyle: intField('displayStyle', 0, 99)
        .refine((n) => DISPLAY_STYLES.includes(n), `displayStyle 只能是 ${DISPLAY_STYLES.join('、')}`)
        .optional(),
      fileIds: z
        .array(intField('fileIds[]', 1, MAX_ID), { error: '缺少参数 fileIds' })
        .max(50, 'fileIds 过多'),
    })
    .refine((m) => m.type !== MODULE_TYPE.courses || m.fileIds.length === 0, {
      message: `type ${MODULE_TYPE.courses} 是学习模块，列出最新的课程，不由稿件组成`,
    }),
  async handle(ctx, input) {
    if (!(await ctx.columns.column(input.columnId))) throw badInput(`栏目 ${input.columnId} 不存在`);
    for (const fileId of input.fileIds)
      if (!(await ctx.articles.article(fileId))) throw badInput(`稿件 ${fileId} 不存在`);
    return { moduleId: await ctx.lists.insertModule({ ...input, displayStyle: input.displayStyle ?? 1 }) };
  },
});

export const listsTestHooks = [createModule];
