// Redirects after login and the like go only to a page of this site. Apart from safeUrl.ts, which nearly every page
// loads: only the few pages that redirect (login, the messenger sign-in) carry this.

const thisSite = 'http://this-site.invalid';

/**
 * A same-site path for redirects after login and the like: a path that a browser resolves on this site, as the
 * browser reads it (it drops tabs and newlines and reads a backslash as a slash, so `/\t/evil.example` is
 * `//evil.example`), so `//evil.example` and `https://evil.example` fall back. The resolved path must not itself
 * be scheme-relative (`/..//evil.example` resolves to `//evil.example`, which a Location header sends off the
 * site), nor become one once percent-decoded (`/%2F%2Fevil.example`), for a server that decodes before it
 * redirects again.
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  try {
    const url = new URL(value, thisSite);
    // the resolved path, decoded, read again: `/..//host` and `/%2F%2Fhost` name another host there, and
    // `/..%2F%2Fhost` resolves to a scheme-relative path
    const again = new URL(decodeURIComponent(url.pathname), thisSite);
    return url.origin === thisSite && again.origin === thisSite && !again.pathname.startsWith('//')
      ? url.pathname + url.search + url.hash
      : fallback;
  } catch {
    return fallback;
  }
}
