// Every URL that becomes a link or a redirect passes through here (ARCHITECTURE: http/https only),
// so a `javascript:` or `data:` value from the interface can never reach an href.

/** The URL as an absolute http(s) string, or undefined when it is missing, unparsable or of another scheme. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (import.meta.env.SSR && !checking) return keptAnswer(value);
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

/** how many answers the server keeps before it starts over: a few pages' worth of picture and link addresses */
export const keptHttpUrls = 2000;
let kept: Map<string, string | undefined> | undefined;
let checking = false;

/**
 * The server renders the same picture and link addresses on every page view, and `new URL` was ~2 % of a render:
 * there the answers are kept (a pure function of the text, so no reader gets anything they did not send). The
 * check itself is the one above, run with `checking` set. In the browser's bundle import.meta.env.SSR is false:
 * this is dropped and safeHttpUrl is byte for byte what it was (routes there are bytes from their budgets).
 */
function keptAnswer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  kept ??= new Map();
  if (kept.has(value)) return kept.get(value);
  checking = true;
  let answer: string | undefined;
  try {
    answer = safeHttpUrl(value);
  } finally {
    checking = false;
  }
  if (kept.size >= keptHttpUrls) kept.clear();
  kept.set(value, answer);
  return answer;
}
