// Readers that accept what real deployments send (PUBLISHER_API §2): ints or strings, "0"/"1" flags,
// dates with ".0" or ":0" tails, keys with trailing spaces. Missing or odd values become safe defaults.

export type Rec = Record<string, unknown>;

/** An object with its keys trimmed (B's logs show `"columnIcon "`); anything else becomes {}. */
export function rec(value: unknown): Rec {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Rec = {};
  for (const [key, v] of Object.entries(value)) {
    const trimmed = key.trim();
    // the exact spelling wins over a trailing-space twin
    if (trimmed === key || !(trimmed in out)) out[trimmed] = v;
  }
  return out;
}

/** The first present (non-null, non-empty-string) value among the spellings. */
export function pick(o: Rec, ...names: string[]): unknown {
  for (const name of names) {
    const v = o[name];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

export function int(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  }
  return fallback;
}

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** Optional text: undefined rather than '' so entities can tell "absent". */
export function optStr(value: unknown): string | undefined {
  const s = str(value).trim();
  return s ? s : undefined;
}

export function optInt(value: unknown): number | undefined {
  const n = int(value, Number.NaN);
  return Number.isNaN(n) ? undefined : n;
}

/** 1, "1", true, "true" are on; everything else is off. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A list that may arrive bare or under `list` (old deployments answer bare arrays). */
export function listOf(value: unknown, key = 'list'): unknown[] {
  return Array.isArray(value) ? value : arr(rec(value)[key]);
}

// Wire times carry no zone; real deployments are in China Standard Time.
const wireTime = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:[.:]\d+)?)?$/;
const chinaOffsetMs = 8 * 3_600_000;

/** "2020-04-27 13:47:48.0", "…:0", epoch ms (number or digits), ISO → ms since epoch; 0 when unknown. */
export function date(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (/^\d{10,}$/.test(text)) return Number(text);
  const m = wireTime.exec(text);
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    return Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - chinaOffsetMs;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? 0 : parsed;
}
