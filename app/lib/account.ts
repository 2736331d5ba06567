// spec §4 account info: when an influence account's info is not shown at all.

/** Account info is discarded when xyStatus is 1 or 4, xyForbidden is 1, or xyID is 0 or less. */
export function isDiscardedAccount(account: {
  xyID: number;
  xyStatus: number;
  xyForbidden: number;
}): boolean {
  return account.xyStatus === 1 || account.xyStatus === 4 || account.xyForbidden === 1 || !(account.xyID > 0);
}
