// Spec §8: "A failed ad request logs a warning to contact the administrator", once a page load: a broken ad
// server must not fill the reader's console, and changes nothing on the page but the missing ad.
let warned = false;

export const adFailureWarning =
  '广告请求失败，请联系管理员 (ad request failed: please contact the administrator)';

export function warnAdFailure(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(adFailureWarning, error instanceof Error ? error.message || error.name : error);
}
