// Local helper until app/lib offers one: the only URLs we turn into links or media sources are
// absolute http(s) ones. Anything else (javascript:, data:, relative junk) gives undefined.
export function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
