import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link the CMS asked for opens the draft. */
export const PREVIEW_TOKEN_MS = 2 * 3_600_000;

function mac(secret: string, articleId: number, expiresAt: number): string {
  // "preview:" keeps these apart from anything else the same key signs
  return createHmac('sha256', secret).update(`preview:${articleId}:${expiresAt}`).digest('base64url');
}

/**
 * A preview token for one article (spec §2 page modes): `<expiresAt>.<HMAC>`, signed by the publisher for the CMS.
 * Without one an unpublished article (aStatus ≠ 1) is nobody's to read, whatever flags the address carries.
 */
export function signPreviewToken(secret: string, articleId: number, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, articleId, expiresAt)}`;
}

/** True only for a token signed for this article that has not expired; tampered, foreign or stale tokens fail. */
export function verifyPreviewToken(secret: string, articleId: number, token: string, now: number): boolean {
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  const expected = Buffer.from(mac(secret, articleId, expiresAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
