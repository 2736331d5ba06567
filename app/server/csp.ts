import { randomBytes } from 'node:crypto';

const nonceBytes = 16;
/** random bytes drawn 256 nonces at a time: one call into the CSPRNG costs as much as its ~4 KB (docs/adr-render-cpu.md) */
const poolBytes = nonceBytes * 256;
let pool = Buffer.alloc(0);
let next = 0;

/** 128 random bits per response, each byte used for one nonce only, so an injected script can never guess it. */
export function createNonce(): string {
  if (next + nonceBytes > pool.length) {
    pool = randomBytes(poolBytes);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + nonceBytes);
  next += nonceBytes;
  return nonce;
}

/**
 * The page's Content-Security-Policy. Only scripts with the nonce run ('strict-dynamic' lets them load
 * the route chunks they import); images come from the publisher's image hosts, so any http(s) image is allowed.
 * `frameAncestors` is the CMS preview's origin list (env FRAME_ANCESTORS), 'self' by default. `connectHosts` are the
 * publisher's file hosts (env PDF_HOSTS) the certificate viewer fetches from; workers (pdf.js's) only from 'self'.
 * `frameHosts` are the hosts a link article may show framed (env LINK_FRAME_HOSTS); nothing else is ever framed.
 */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors: string,
  connectHosts: readonly string[] = [],
  frameHosts: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // blob: a picture chosen for a comment, shown before it has uploaded
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    // React writes style attributes; CSS Modules ship as files from 'self'
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectHosts].join(' '),
    "worker-src 'self'",
    ["frame-src 'self'", ...frameHosts].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Headers every response carries, pages and assets alike. */
export const baselineHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
