import { z } from 'zod';
import { operation } from '../../context.ts';
import { allPapers, latestPublished } from './store.ts';
import { paperWire } from './wire.ts';

/** `getPapers` → `{version, papers[{id, name, code, iconSmall, iconBig}]}`: the publisher's printed papers. */
export const getPapers = operation({
  name: 'getPapers',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    const [papers, version] = await Promise.all([allPapers(ctx.db), latestPublished(ctx.db)]);
    return { version, papers: papers.map((p) => paperWire(ctx.publicUrl, p)) };
  },
});
