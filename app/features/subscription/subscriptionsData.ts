import type { Account, Category } from '~/api/subscription/entities';

/** subscriptionList's data: the categories, the one shown with its accounts, and the recommended accounts. */
export interface SubscriptionsData {
  categories: Category[];
  categoryId?: number;
  accounts: Account[];
  recommended: Account[];
}
