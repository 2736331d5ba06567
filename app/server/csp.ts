import { randomBytes } from 'node:crypto';

/** 128 random bits per response, so an injected script can never guess it. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
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
