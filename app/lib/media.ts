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

/**
 * What the player can do with an address: nothing to play, a secured address (spec §5: only the publisher's own
 * apps resolve it), an HLS stream (.m3u8: native where the browser has it, else a streaming plugin) or a file.
 */
export type VideoSource = 'missing' | 'secured' | 'hls' | 'file';

export function videoSourceOf(address: string | undefined | null): VideoSource {
  const text = address?.trim() ?? '';
  if (!text) return 'missing';
  if (isSecuredVideo(text)) return 'secured';
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'secured';
    return /\.m3u8$/i.test(url.pathname) ? 'hls' : 'file';
  } catch {
    return 'secured';
  }
}

/**
 * The player box's height as a share of its width (padding-top, which Safari 14 keeps where aspect-ratio is
 * missing): from the ratio, or for 'noratio' (0) from the poster's own shape, else 16:9.
 */
export function playerBoxHeight(ratio: number, poster?: { width?: number; height?: number }): string {
  const shape =
    ratio > 0
      ? ratio
      : poster?.width && poster.height && poster.width > 0 && poster.height > 0
        ? poster.width / poster.height
        : defaultRatio;
  return `${Math.round((10000 / shape) * 100) / 10000}%`;
}

/** Seconds as the player shows them: m:ss, or h:mm:ss from an hour on; nothing readable is 0:00. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
