import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A certificate's address carries what it certifies (the article and the member) and the publisher's signature over
 * both, so the publisher issues certificates without storing them and nobody can make one for another article or
 * member by editing the address: `/app_if/certificate/<fileId>-<uid>-<HMAC>.pdf`.
 */
function mac(secret: string, fileId: number, uid: number): string {
  // "certificate:" keeps these apart from anything else the same key signs
  return createHmac('sha256', secret).update(`certificate:${fileId}:${uid}`).digest('base64url');
}

export function certificatePath(secret: string, fileId: number, uid: number): string {
  return `/app_if/certificate/${fileId}-${uid}-${mac(secret, fileId, uid)}.pdf`;
}

/** The article and member a certificate's file name was signed for, or undefined when it was not (or is malformed). */
export function readCertificateName(
  secret: string,
  name: string,
): { fileId: number; uid: number } | undefined {
  const match = /^(\d{1,9})-(\d{1,10})-([\w-]{43})\.pdf$/.exec(name);
  if (!match) return undefined;
  const fileId = Number(match[1]);
  const uid = Number(match[2]);
  const expected = Buffer.from(mac(secret, fileId, uid));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { fileId, uid } : undefined;
}
