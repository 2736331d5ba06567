import type { PublisherContext } from '../../context.ts';
import { departmentFigures } from './figures.ts';
import { choices, departments } from './read.ts';
import type { Names } from './wire.ts';

/** The departments (with their figures) and the categories' and regions' names an inquiry's wire names. */
export async function loadNames(ctx: PublisherContext): Promise<Names> {
  const [ds, cs, figures] = await Promise.all([
    departments(ctx.db),
    choices(ctx.db),
    departmentFigures(ctx.db, ctx.clock.now()),
  ]);
  return {
    departments: new Map(ds.map((d) => [d.departmentId, d])),
    choices: new Map(cs.map((c) => [c.choiceId, c.name])),
    open: {
      departments: new Set(ds.flatMap((d) => (d.retired ? [] : [d.departmentId]))),
      choices: new Set(cs.flatMap((c) => (c.retired ? [] : [c.choiceId]))),
    },
    figures,
  };
}
