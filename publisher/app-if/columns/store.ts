import { eq, max } from 'drizzle-orm';
import type { ContentChanges } from '../../changes.ts';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { columns, type ColumnRow } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

/** A column a test hook adds: listed under `parentId` (0: top level) after its siblings; `topCount` items lead. */
export type NewColumn = { name: string; parentId: number; columnStyle: string; topCount: number };

export type ColumnStore = {
  /** Every column, by parent then order. */
  all: () => Promise<ColumnRow[]>;
  column: (columnId: number) => Promise<ColumnRow | undefined>;
  /** Writes a column under the next free columnId and returns it; cached answers are dropped. */
  insert: (column: NewColumn) => Promise<number>;
};

/** The column tree is read once and kept until a write changes it. */
export function columnStore(db: Db, changes: ContentChanges): ColumnStore {
  let cache: Promise<ColumnRow[]> | null = null;
  const queue = writeQueue();
  const store: ColumnStore = {
    all: () => (cache ??= db.select().from(columns).orderBy(columns.parentId, columns.orderId)),
    async column(columnId) {
      return (await store.all()).find((c) => c.columnId === columnId);
    },
    async insert(column) {
      const parent = column.parentId ? await store.column(column.parentId) : undefined;
      const columnId = await queue(() =>
        db.transaction(async (tx) => {
          const id = await nextId(tx as unknown as Db, columns.columnId, ID_RANGES.columns.columnId.first);
          const [last] = await tx
            .select({ orderId: max(columns.orderId) })
            .from(columns)
            .where(eq(columns.parentId, column.parentId));
          await tx.insert(columns).values({
            columnId: id,
            parentId: column.parentId,
            name: column.name,
            casNames: parent ? `${parent.casNames}~${column.name}` : column.name,
            columnType: '4003',
            columnStyle: column.columnStyle,
            topCount: column.topCount,
            orderId: (last?.orderId ?? 0) + 1,
            level: parent ? parent.level + 1 : 1,
            iconRef: null,
            description: '',
            linkUrl: '',
            lang: 'zh',
          });
          return id;
        }),
      );
      cache = null;
      changes.notify();
      return columnId;
    },
  };
  return store;
}
