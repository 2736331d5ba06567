// Where a proxied call may go: only to its target, never elsewhere because of how the path is spelled.

/** printable ASCII, nothing else: control characters, spaces and raw bytes are never in a path a browser sends */
const rawPath = /^[!-~]*$/;
/**
 * Decoded, a segment may hold anything but a separator (`/`, or `\`, which the URL parser reads as one), a `%` (a
 * second encoding, decoded again by whoever reads it next) or a control character (tab and newline vanish in URLs).
 */
const refusedDecoded = /[/\\%\p{Cc}]/u;

/**
 * The publisher URL a call to `rawUrl` (the request's path and query, as sent) is forwarded to, or undefined when
 * its path is anything but a plain relative path under the prefix. The URL is the target plus that path, so its
 * origin is the target's and its path stays under the target's path; the query passes as it came.
 *
 * Refused: a dot segment (`..`, `%2e%2e`, Tomcat's `..;`: the publisher's editor API and its other services live
 * next to the targets); an empty segment but a trailing slash (a publisher that merges slashes would read
 * `//test/…` as `/test/…`); a colon in the first segment (a scheme, or a host and port, as in `http:` or
 * `user@host:port`); and a first segment `test`, the publisher's test hooks (/app_if/test/…, /sso-app/test/…).
 * An `@` or `!` elsewhere is part of a picture's name (`a.jpg@!w750`): in a path it names no host.
 */
export function forwardedUrl(route: { prefix: string; target: string }, rawUrl: string): URL | undefined {
  if (!rawUrl.startsWith(route.prefix)) return undefined;
  const rest = rawUrl.slice(route.prefix.length);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  if (!rawPath.test(path) || path.includes('\\') || path.includes('#')) return undefined;
  const segments = path.split('/');
  for (const [index, segment] of segments.entries()) {
    const decoded = decodedSegment(segment);
    if (decoded === undefined || refusedDecoded.test(decoded)) return undefined;
    // what a Java servlet container reads: `name;params` is `name`
    const name = decoded.split(';')[0] ?? '';
    if (name === '.' || name === '..') return undefined;
    const last = index === segments.length - 1;
    if (name === '' && (!last || index === 0)) return undefined;
    if (index === 0 && (decoded.includes(':') || name.toLowerCase() === 'test')) return undefined;
  }
  const target = new URL(route.target);
  const url = new URL(route.target + rest);
  // the promise itself, checked on what fetch is given
  return url.origin === target.origin && url.pathname.startsWith(target.pathname) ? url : undefined;
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
