/** Image styles of docs/publisher-interface.md: a fixed box (cropped to its ratio) or a width (ratio kept). */
export type ImageStyle = { width: number; height?: number };

export const IMAGE_STYLES: Record<string, ImageStyle> = {
  sm43: { width: 240, height: 180 },
  md43: { width: 480, height: 360 },
  md169: { width: 750, height: 422 },
  md31: { width: 750, height: 250 },
  md21: { width: 750, height: 375 },
  w375: { width: 375 },
  w750: { width: 750 },
  w1080: { width: 1080 },
};

/** "2026-10/10/cd97….jpg@!sm43" → ref and style; refs are dated paths or brand files, nothing else. */
export function parsePicPath(path: string): { ref: string; style: string | null } | null {
  const match =
    /^((?:\d{4}-\d{2}\/\d{2}|brand)\/[a-z0-9-]{1,40}\.(?:jpg|png|gif))(?:@!([a-z0-9]{1,10}))?$/.exec(path);
  if (!match?.[1]) return null;
  return { ref: match[1], style: match[2] ?? null };
}
