import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { products } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

export type NewProduct = Omit<typeof products.$inferInsert, 'productId' | 'exchanged'>;

// one product after another in this process, so two never take the same next id
const queue = writeQueue();

/** A new product under the next free id of the shop's range (the newsroom's and the tests'); answers the id. */
export const insertProduct = (db: Db, product: NewProduct): Promise<number> =>
  queue(() =>
    db.transaction(async (tx) => {
      const productId = await nextId(tx as unknown as Db, products.productId, ID_RANGES.shop.productId.first);
      await tx.insert(products).values({ ...product, productId, exchanged: 0 });
      return productId;
    }),
  );
