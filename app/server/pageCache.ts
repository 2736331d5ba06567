// Rendered anonymous pages kept in the app server process, so that a burst of readers of one URL in one language
// costs one render: fresh for PAGE_CACHE_SECONDS, then served for PAGE_STALE_SECONDS more while one re-render runs
// behind it, bounded in entries and bytes. It is the publisher read cache's single-flight, stale-while-revalidate
// store (api/publicReadCache.ts) holding pages. What may be kept, and the key: pageSharing.ts;
// docs/adr-page-cache.md.
import { createHash } from 'node:crypto';
import { createPublicReadCache, type PublicReadCache } from '~/api/publicReadCache';
import type { PageCacheSettings } from './config';
import { gzipTemplate, gzipWithNonce, type GzipTemplate } from './gzipTemplate';

/** per app server process; an article page is ~30 KB, home ~60 KB */
export const pageCacheBounds = { maxEntries: 1_000, maxBytes: 32 * 1024 * 1024 };

/**
 * A rendered page as kept. Its body is stored cut at the render's CSP nonce, so that every response gets a nonce
 * of its own (withNonce): the render's nonce never leaves the server, and no two readers share one.
 */
export interface SharedPage {
  /** the render's headers, without Set-Cookie (a page that sets one is never kept) or Content-Length */
  headers: ReadonlyArray<readonly [string, string]>;
  /** the body between the nonce's occurrences */
  pieces: readonly Buffer[];
  /** its gzip encoding, ready for any nonce (gzipTemplate.ts) */
  gzip: GzipTemplate;
  /** weak: the same whatever the nonce, and whatever encoding the server compresses the body to */
  etag: string;
  renderedAt: number;
  bytes: number;
}

function piecesAround(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at >= 0; at = body.indexOf(separator, from)) {
    pieces.push(body.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

export function sharedPage(
  headers: Headers,
  body: Buffer,
  nonce: string,
  renderedAt: number = Date.now(),
): SharedPage {
  const pieces = piecesAround(body, Buffer.from(nonce));
  const gzip = gzipTemplate(pieces, Buffer.byteLength(nonce));
  // the ETag is a hash of the nonce-free form: the pieces with a fixed mark where the nonce was
  const hash = createHash('sha1');
  pieces.forEach((piece, i) => hash.update(i ? 'nonce' : '').update(piece));
  return {
    headers: [...headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
    pieces,
    gzip,
    etag: `W/"${hash.digest('base64url')}"`,
    renderedAt,
    bytes: body.length + gzip.bytes.length,
  };
}

/** The page's body with `nonce` wherever the render's nonce was. */
export function withNonce(page: SharedPage, nonce: string): Buffer {
  const [first, ...rest] = page.pieces;
  if (rest.length === 0) return first ?? Buffer.alloc(0);
  const mark = Buffer.from(nonce);
  return Buffer.concat([first!, ...rest.flatMap((piece) => [mark, piece])]);
}

/** The same, gzipped (a nonce as long as the render's: every createNonce() is). */
export function gzippedWithNonce(page: SharedPage, nonce: string): Buffer {
  return gzipWithNonce(page.gzip, page.pieces, Buffer.from(nonce));
}

export function createPageCache(
  { freshSeconds, staleSeconds }: PageCacheSettings,
  now?: () => number,
): PublicReadCache {
  return createPublicReadCache({
    ttlMs: freshSeconds * 1000,
    staleMs: staleSeconds * 1000,
    ...pageCacheBounds,
    sizeOf: (page) => (page as SharedPage).bytes,
    now,
  });
}
