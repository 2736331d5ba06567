import type { Db } from '../../db/client.ts';
import { circleMembers, circles } from '../../db/schema/index.ts';

export type NewCircle = Omit<
  typeof circles.$inferInsert,
  'circleId' | 'countMember' | 'countPost' | 'closed'
>;

/** A new circle (the newsroom's or a test's) with its keepers as its first members; answers its id. */
export async function insertCircle(db: Db, circle: NewCircle, keepers: number[]): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(circles)
      .values({ ...circle, closed: 0, countMember: keepers.length, countPost: 0 })
      .returning({ circleId: circles.circleId });
    if (keepers.length > 0)
      await tx.insert(circleMembers).values(
        keepers.map((uid) => ({
          circleId: row!.circleId,
          uid,
          role: 'keeper' as const,
          state: 'joined' as const,
          createdAt: circle.createdAt,
        })),
      );
    return row!.circleId;
  });
}
