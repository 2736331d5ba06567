// Stack traces in a server log: the e2e run fails on any (e2e/support/globalTeardown.ts), since a request a stranger
// can make must never throw its way into the log (issue 46). Both kinds of line the servers write are read: plain
// text (`    at fn (file:12:3)`) and pino's JSON, where an error's stack is one string with `\n    at ` inside.

/** A frame of a V8 stack trace, raw or inside a JSON string. */
const FRAME = /(?:^|\\n)[ \t]*at (?:async )?\S[^\n]*?:\d+:\d+\)?/m;

/**
 * The log's lines that carry a stack trace, each cut to `width` characters, at most `limit` of them (the first
 * ones: the rest are usually the same trace again).
 */
export function stackTraceLines(log, { limit = 10, width = 600 } = {}) {
  const found = [];
  const lines = log.split('\n');
  for (let i = 0; i < lines.length && found.length < limit; i++) {
    if (!FRAME.test(lines[i])) continue;
    // a plain trace: its message is on the lines above the first frame
    let start = i;
    while (start > 0 && i - start < 3 && !FRAME.test(lines[start - 1]) && lines[start - 1].trim()) start--;
    found.push(
      lines
        .slice(start, i + 1)
        .join('\n')
        .slice(0, width),
    );
    while (i + 1 < lines.length && FRAME.test(lines[i + 1])) i++;
  }
  return found;
}
