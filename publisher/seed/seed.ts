import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SEED_AREAS, type SeedArea } from './areas.ts';
import { seededRandom } from './random.ts';

/** The areas whose tables are all empty: a fresh database has them all, an older data/ folder a new area. */
export async function emptyAreas(db: Db): Promise<SeedArea[]> {
  const empty = await Promise.all(
    SEED_AREAS.map(async (area) => {
      const rows = await Promise.all(
        area.tables.map((table) =>
          db
            .select({ one: sql`1` })
            .from(table)
            .limit(1),
        ),
      );
      return rows.every((r) => r.length === 0);
    }),
  );
  return SEED_AREAS.filter((_, i) => empty[i]);
}

/** Seeds each area named, in SEED_AREAS order, each in its own transaction and from its own random stream. */
export async function seedAreas(db: Db, areas: SeedArea[], now: number): Promise<void> {
  for (const area of SEED_AREAS.filter((a) => areas.includes(a))) {
    const { seedArea } = await area.load();
    await db.transaction((tx) => seedArea(tx as unknown as Db, { now, rng: seededRandom(area.seed) }));
  }
}

/** Seeds every empty area; answers the names seeded. */
export async function seedEmptyAreas(db: Db, now: number): Promise<string[]> {
  const areas = await emptyAreas(db);
  await seedAreas(db, areas, now);
  return areas.map((a) => a.name);
}
