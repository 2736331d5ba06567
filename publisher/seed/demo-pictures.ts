import { and, asc, eq, like, not } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { images } from '../db/schema/index.ts';

/** The first `limit` of the demo's stored photographs (JPEGs, no brand pictures), for banners and options. */
export async function demoPhotoRefs(tx: Db, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ ref: images.ref })
    .from(images)
    .where(and(eq(images.format, 'jpg'), not(like(images.ref, 'brand/%'))))
    .orderBy(asc(images.ref))
    .limit(limit);
  return rows.map((r) => r.ref);
}
