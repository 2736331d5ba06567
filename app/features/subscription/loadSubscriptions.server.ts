import { publisherForServer } from '~/api/server';
import type { SubscriptionsData } from './subscriptionsData';

/** The categories (getCats with the account code), the asked one's accounts (else the first's), recommended ones. */
export async function loadSubscriptions(categoryId: number | undefined): Promise<SubscriptionsData> {
  const publisher = publisherForServer().subscription;
  const [categories, recommended] = await Promise.all([
    publisher.categories(),
    // recommendations are a bonus: the page reads without them
    publisher.recommended().catch(() => []),
  ]);
  const shown = categoryId ?? categories[0]?.id;
  const accounts = shown ? await publisher.categoryAccounts(shown, 0, 50) : [];
  return { categories, categoryId: shown, accounts, recommended };
}
