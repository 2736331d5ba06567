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

/**
 * A same-site path for redirects after login and the like: must start with one slash,
 * so `//evil.example` and `https://evil.example` fall back.
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
