import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { qaChoices, qaDepartments } from '../db/schema/index.ts';
import { ID_RANGES } from '../seed/areas.ts';
import { pathId, text } from './fields.ts';
import { EditorError, editorRoute, type EditorRoute } from './route.ts';

/**
 * 问政's lists in the newsroom (docs/editor-api.md, "问政"): the departments inquiries go to, the categories and the
 * regions the form offers. Each can be created, renamed and retired (no longer offered nor passed to, its name kept
 * on the inquiries it had; `retired: false` brings it back). Never deleted: an inquiry names what it went to.
 */
type Item = { id: number; name: string; retired: boolean };

interface List {
  path: string;
  noun: string;
  /** the ids this list gives out */
  ids: { first: number; last: number };
  all(ctx: PublisherContext): Promise<Item[]>;
  add(ctx: PublisherContext, id: number, name: string, order: number): Promise<void>;
  change(ctx: PublisherContext, id: number, change: { name?: string; retired?: boolean }): Promise<boolean>;
}

const { departmentId, choiceId } = ID_RANGES.qa;

const departments: List = {
  path: 'qa/departments',
  noun: 'department',
  ids: departmentId,
  all: async (ctx) =>
    (
      await ctx.db
        .select()
        .from(qaDepartments)
        .orderBy(asc(qaDepartments.orderId), asc(qaDepartments.departmentId))
    ).map((d) => ({ id: d.departmentId, name: d.name, retired: d.retired })),
  add: async (ctx, id, name, order) => {
    await ctx.db.insert(qaDepartments).values({ departmentId: id, name, orderId: order });
  },
  change: async (ctx, id, change) =>
    (
      await ctx.db
        .update(qaDepartments)
        .set(change)
        .where(eq(qaDepartments.departmentId, id))
        .returning({ id: qaDepartments.departmentId })
    ).length > 0,
};

/** Categories take the first hundred of the choices' ids, regions the rest (seed/areas.ts). */
function choiceList(kind: 'category' | 'region'): List {
  const ids =
    kind === 'category'
      ? { first: choiceId.first, last: choiceId.first + 99 }
      : { first: choiceId.first + 100, last: choiceId.last };
  const ofKind = (id?: number) =>
    id === undefined ? eq(qaChoices.kind, kind) : and(eq(qaChoices.kind, kind), eq(qaChoices.choiceId, id));
  return {
    path: kind === 'category' ? 'qa/categories' : 'qa/regions',
    noun: kind,
    ids,
    all: async (ctx) =>
      (
        await ctx.db
          .select()
          .from(qaChoices)
          .where(ofKind())
          .orderBy(asc(qaChoices.orderId), asc(qaChoices.choiceId))
      ).map((c) => ({ id: c.choiceId, name: c.name, retired: c.retired })),
    add: async (ctx, id, name, order) => {
      await ctx.db.insert(qaChoices).values({ choiceId: id, kind, name, orderId: order });
    },
    change: async (ctx, id, change) =>
      (await ctx.db.update(qaChoices).set(change).where(ofKind(id)).returning({ id: qaChoices.choiceId }))
        .length > 0,
  };
}

const nameField = text('name', 40, 1);

/** The next free id of the list's slice: after the highest given, whoever gave it. */
async function nextId(ctx: PublisherContext, list: List): Promise<number> {
  const taken = (await list.all(ctx))
    .map((i) => i.id)
    .filter((id) => id >= list.ids.first && id <= list.ids.last);
  const id = taken.length ? Math.max(...taken) + 1 : list.ids.first;
  if (id > list.ids.last) throw new EditorError(409, `no ${list.noun} id left`);
  return id;
}

function routesOf(list: List): EditorRoute[] {
  const sameName = async (ctx: PublisherContext, name: string, except = 0) =>
    (await list.all(ctx)).some((i) => i.id !== except && !i.retired && i.name === name);
  return [
    editorRoute({
      method: 'GET',
      path: list.path,
      input: z.object({}),
      handle: async (ctx) => ({ list: await list.all(ctx) }),
    }),
    editorRoute({
      method: 'POST',
      path: list.path,
      status: 201,
      input: z.object({ name: nameField }),
      async handle(ctx, input) {
        if (await sameName(ctx, input.name))
          throw new EditorError(409, `a ${list.noun} named ${input.name} exists`);
        const id = await nextId(ctx, list);
        await list.add(ctx, id, input.name, (await list.all(ctx)).length);
        ctx.changes.notify();
        return { id, name: input.name, retired: false };
      },
    }),
    editorRoute({
      method: 'PATCH',
      path: `${list.path}/:id`,
      input: z
        .object({
          name: nameField.optional(),
          retired: z.boolean({ error: 'retired is true or false' }).optional(),
        })
        .refine((i) => i.name !== undefined || i.retired !== undefined, { message: 'nothing to change' }),
      async handle(ctx, input, params) {
        const id = pathId(params, list.noun);
        if (input.name !== undefined && (await sameName(ctx, input.name, id)))
          throw new EditorError(409, `a ${list.noun} named ${input.name} exists`);
        if (!(await list.change(ctx, id, input))) throw new EditorError(404, `no such ${list.noun}`);
        ctx.changes.notify();
        return (await list.all(ctx)).find((i) => i.id === id);
      },
    }),
  ];
}

export const qaListRoutes = [departments, choiceList('category'), choiceList('region')].flatMap(routesOf);
