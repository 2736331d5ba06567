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

/**
 * A course completion's certificate (onlineStudy, docs/study.md) the same way: the course and the member signed
 * under a prefix of their own, so no article's signature passes for a course's: `course-<courseId>-<uid>-<HMAC>.pdf`.
 */
function courseMac(secret: string, courseId: number, uid: number): string {
  return createHmac('sha256', secret).update(`course-certificate:${courseId}:${uid}`).digest('base64url');
}

export function courseCertificatePath(secret: string, courseId: number, uid: number): string {
  return `/app_if/certificate/course-${courseId}-${uid}-${courseMac(secret, courseId, uid)}.pdf`;
}

/** The course and member a course certificate's file name was signed for, or undefined. */
export function readCourseCertificateName(
  secret: string,
  name: string,
): { courseId: number; uid: number } | undefined {
  const match = /^course-(\d{1,9})-(\d{1,10})-([\w-]{43})\.pdf$/.exec(name);
  if (!match) return undefined;
  const courseId = Number(match[1]);
  const uid = Number(match[2]);
  const expected = Buffer.from(courseMac(secret, courseId, uid));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { courseId, uid } : undefined;
}
