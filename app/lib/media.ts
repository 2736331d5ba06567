// spec §5 media rules: picture ratios and secured video addresses.

export const defaultRatio = 16 / 9;

/**
 * A ratio as width / height: a number as is, text split by - * : or / ("750:422", "4*3", "16/9"),
 * 'noratio' 0 (the picture keeps its own shape), anything unreadable the 16:9 default.
 */
export function parseRatio(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : defaultRatio;
  if (typeof value !== 'string' || !value.trim()) return defaultRatio;
  const text = value.trim();
  if (text.toLowerCase() === 'noratio') return 0;
  const parts = text.split(/[-*:/]/).map(Number);
  if (parts.length === 1 && parts[0]! > 0) return parts[0]!;
  const [w, h] = parts;
  return w && h && w > 0 && h > 0 ? w / h : defaultRatio;
}

/** A video address is secured (needs the player's own resolution) when non-empty and not a valid URL. */
export function isSecuredVideo(address: string | undefined | null): boolean {
  if (!address || !address.trim()) return false;
  try {
    new URL(address.trim());
    return false;
  } catch {
    return true;
  }
}
