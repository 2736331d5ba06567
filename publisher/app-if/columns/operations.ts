import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { columnWire } from './wire.ts';

export const getColumns = operation({
  name: 'getColumns',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    parentColumnId: optionalIntParam('parentColumnId', 0, MAX_ID, 0),
    version: optionalIntParam('version', 0, Number.MAX_SAFE_INTEGER, 0),
    columnType: optionalIntParam('columnType', -1, 100_000, -1),
  }),
  async handle(ctx, input) {
    const all = await ctx.columns.all();
    // An unknown parent gives empty arrays, as real deployments do.
    const children = all.filter((c) => c.parentId === input.parentColumnId);
    const wire = children.map((c) => columnWire(ctx, c, all));
    return {
      version: children.length ? ctx.clock.now() : 0,
      columns: wire,
      topColumns: wire.filter((c) => c.appFixed === 1),
    };
  },
});

export const getColumn = operation({
  name: 'getColumn',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ columnId: intParam('columnId', 1, MAX_ID) }),
  async handle(ctx, input) {
    const all = await ctx.columns.all();
    const column = all.find((c) => c.columnId === input.columnId);
    if (!column) throw badInput(`栏目 ${input.columnId} 不存在`);
    return columnWire(ctx, column, all);
  },
});

export const columnsOperations = [getColumns, getColumn];
