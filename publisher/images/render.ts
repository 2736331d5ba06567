import type { images } from '../db/schema/index.ts';

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | null = null;
/** sharp (a native module) is loaded on the first picture asked for, not at start. */
export const loadSharp = (): Promise<Sharp> => (sharpModule ??= import('sharp').then((m) => m.default));

export type ImageRecipe = typeof images.$inferSelect;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Draws a demo picture: a gradient with shapes and a label. The label is Latin because this machine has no CJK
 * fonts; the picture only has to look like a photo placeholder of the right ratio.
 */
function svg(recipe: ImageRecipe, frame = 0): string {
  const { width: w, height: h, hue } = recipe;
  const h2 = (hue + 40 + frame * 25) % 360;
  const shapes = [
    `<circle cx="${w * 0.75}" cy="${h * 0.35}" r="${Math.min(w, h) * 0.22}" fill="hsl(${(hue + 180) % 360},70%,70%)" fill-opacity="0.55"/>`,
    `<path d="M0 ${h * 0.8} L${w * 0.3} ${h * 0.45} L${w * 0.55} ${h * 0.7} L${w * 0.8} ${h * 0.4} L${w} ${h * 0.75} L${w} ${h} L0 ${h} Z" fill="hsl(${hue},45%,25%)" fill-opacity="0.7"/>`,
    `<rect x="${w * 0.1}" y="${h * 0.15}" width="${w * 0.35}" height="${h * 0.5}" rx="${h * 0.05}" fill="#fff" fill-opacity="0.25"/>`,
    `<path d="M0 ${h * 0.6} Q${w * 0.5} ${h * 0.3} ${w} ${h * 0.6} L${w} ${h} L0 ${h} Z" fill="hsl(${(hue + 200) % 360},50%,40%)" fill-opacity="0.6"/>`,
  ];
  const size = Math.round(Math.min(w / 10, h / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${h2},60%,35%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes[recipe.motif % shapes.length]}
<text x="${w / 2}" y="${h - size}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(recipe.label)}</text>
</svg>`;
}

/** The original file for a recipe; GIFs get three frames so they really animate. */
export async function renderOriginal(recipe: ImageRecipe): Promise<Buffer> {
  const sharp = await loadSharp();
  if (recipe.format === 'gif') {
    const frames = await Promise.all(
      [0, 1, 2].map((f) =>
        sharp(Buffer.from(svg(recipe, f)))
          .png()
          .toBuffer(),
      ),
    );
    return sharp(frames, { join: { animated: true } })
      .gif({ delay: 400, loop: 0 })
      .toBuffer();
  }
  const image = sharp(Buffer.from(svg(recipe)));
  return recipe.format === 'png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
