// spec §5 count display. "+" means "more than": the value is floored, never rounded up.

/** <1000 as is; 1000–9999 thousands with 'k+'; 10000 and up ten-thousands with 'w+'. */
export function formatCount(value: number): string {
  const n = Math.max(0, Math.floor(value || 0));
  if (n < 1_000) return String(n);
  if (n < 10_000) return `${Math.floor(n / 1_000)}k+`;
  return `${Math.floor(n / 10_000)}w+`;
}

/**
 * Read counts have two ceilings (spec §5): the 'tenThousand' format stops at '10w+' from 100000,
 * the 'million' format at '100w+' over a million. Below the ceiling, formatCount applies.
 */
export type ReadCountFormat = 'tenThousand' | 'million';

export function formatReadCount(value: number, format: ReadCountFormat): string {
  const n = Math.max(0, Math.floor(value || 0));
  if (format === 'tenThousand' && n >= 100_000) return '10w+';
  if (format === 'million' && n > 1_000_000) return '100w+';
  return formatCount(n);
}

/** The count-cap helper: above the limit shows the limit and '+' (spec's 'max+'), e.g. '999+'. */
export function capCount(value: number, limit = 999): string {
  const n = Math.max(0, Math.floor(value || 0));
  return n > limit ? `${limit}+` : String(n);
}

const whole: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
// roundingMode is ES2023 (the server's Node has it; the lib this project types against does not name it)
const short: Intl.NumberFormatOptions & { roundingMode: 'trunc' } = {
  notation: 'compact',
  maximumFractionDigits: 1,
  roundingMode: 'trunc',
};

/**
 * A tally in a ranking (a vote's options, issue 40): spec §5's "1k+" hides the very differences a ranking is read
 * for, so the real number, grouped as the reader's language writes it (1,234 · 1.234 · 1 234), and only from a
 * million in the language's short form, floored (123.4万 · 1.2M · 1,2 Mio.). `tag` is the language's BCP 47 tag.
 */
export function formatTally(value: number, tag: string): string {
  const n = Math.max(0, Math.floor(value || 0));
  return new Intl.NumberFormat(tag, n < 1_000_000 ? whole : short).format(n);
}
