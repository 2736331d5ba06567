import type { Account } from '~/api/subscription/entities';
import type { Works } from '~/features/ui/works/works';

/** xyDetail's data: the account and the page of its tab asked for, or (spec §4) a discarded account. */
export type AccountData = { discarded: true } | ({ discarded: false; account: Account } & Works);
