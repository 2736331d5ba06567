/** Helpers that turn stored values into the wire spellings real deployments use. */

const SHANGHAI_OFFSET = 8 * 3_600_000;

/** "2020-04-27 13:47:48.0": Beijing time with the trailing `.0` real servers send. */
export function wireTime(ms: number): string {
  const d = new Date(ms + SHANGHAI_OFFSET);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}.0`;
}

/** Stored site paths ("/h5/1.html") become absolute on the publisher's public URL; others pass through. */
export function absolute(publicUrl: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${publicUrl}${pathOrUrl}` : pathOrUrl;
}

export function picUrl(publicUrl: string, ref: string | null | undefined): string {
  return ref ? `${publicUrl}/pic/${ref}` : '';
}

export function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
