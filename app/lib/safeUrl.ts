// Every URL that becomes a link or a redirect passes through here (ARCHITECTURE: http/https only),
// so a `javascript:` or `data:` value from the interface can never reach an href.

/** The URL as an absolute http(s) string, or undefined when it is missing, unparsable or of another scheme. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.href;
}

const thisSite = 'http://this-site.invalid';

/**
 * A same-site path for redirects after login and the like: a path that a browser resolves on this site, as the
 * browser reads it (it drops tabs and newlines and reads a backslash as a slash, so `/\t/evil.example` is
 * `//evil.example`), so `//evil.example` and `https://evil.example` fall back.
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, thisSite);
  } catch {
    return fallback;
  }
  return url.origin === thisSite ? url.pathname + url.search + url.hash : fallback;
}
