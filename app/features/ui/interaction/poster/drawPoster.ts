// Draws a share poster on a canvas in the browser and gives it as a PNG data URL (the page's CSP takes data:
// pictures, not blob:). Loaded with the poster dialog on the first tap of 海报, with the QR encoder after it.
import { drawQr, qrMatrix, type QrMatrix } from '../../qrCode/qrMatrix';
import { layoutPoster, type Box, type PosterLayout, type TextBlock } from './posterLayout';

export interface PosterInput {
  /** what the QR code opens: the page in share mode */
  url: string;
  title: string;
  summary: string;
  siteName: string;
  scan: string;
  picture?: string;
  logo?: string;
}

const PICTURE_WAIT_MS = 8000;

/**
 * A picture drawable without tainting the canvas: asked for with CORS (the publisher's /pic answers with
 * Access-Control-Allow-Origin). One that does not load in time or refuses CORS is left out; the poster goes on.
 */
function loadPicture(url: string | undefined): Promise<HTMLImageElement | undefined> {
  if (!url) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const image = new Image();
    const done = (loaded: boolean) => {
      clearTimeout(timer);
      resolve(loaded ? image : undefined);
    };
    const timer = setTimeout(() => done(false), PICTURE_WAIT_MS);
    image.crossOrigin = 'anonymous';
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = url;
  });
}

/** The page's own font stack (Tibetan, Latin, CJK faces), so the poster reads as the page does. */
function pageFonts(): string {
  return getComputedStyle(document.body).fontFamily || 'sans-serif';
}

/** Web fonts (the Tibetan face) load on demand: a canvas would draw with a fallback if they were not there yet. */
async function fontsFor(family: string, words: string): Promise<void> {
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts) return;
  const loads = Promise.all(
    ['normal', 'bold'].map((weight) => fonts.load(`${weight} 32px ${family}`, words).catch(() => [])),
  );
  await Promise.race([loads, new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** Draws the picture over the box, cut to the box's shape from its middle (as object-fit: cover). */
function cover(context: CanvasRenderingContext2D, image: HTMLImageElement, box: Box) {
  const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const width = box.width / scale;
  const height = box.height / scale;
  const sx = (image.naturalWidth - width) / 2;
  const sy = (image.naturalHeight - height) / 2;
  context.drawImage(image, sx, sy, width, height, box.x, box.y, box.width, box.height);
}

/** Draws the picture whole inside the box (as object-fit: contain). */
function contain(context: CanvasRenderingContext2D, image: HTMLImageElement, box: Box) {
  const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  context.drawImage(image, box.x + (box.width - width) / 2, box.y + (box.height - height) / 2, width, height);
}

function text(context: CanvasRenderingContext2D, block: TextBlock, color: string) {
  context.font = block.font;
  context.fillStyle = color;
  context.textBaseline = 'middle';
  block.lines.forEach((line, i) => context.fillText(line, block.x, block.y + block.lineHeight * (i + 0.5)));
}

function render(
  input: PosterInput,
  pictures: { picture?: HTMLImageElement; logo?: HTMLImageElement },
  matrix: QrMatrix,
  family: string,
): { canvas: HTMLCanvasElement; layout: PosterLayout } {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const measure = (t: string, font: string) => {
    context.font = font;
    return context.measureText(t).width;
  };
  const layout = layoutPoster(
    { ...input, picture: Boolean(pictures.picture), logo: Boolean(pictures.logo) },
    family,
    measure,
  );
  // sizing the canvas resets its drawing state: everything is set again below
  canvas.width = layout.width;
  canvas.height = layout.height;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, layout.width, layout.height);
  if (pictures.picture && layout.picture) cover(context, pictures.picture, layout.picture);
  text(context, layout.title, '#1a1a1a');
  text(context, layout.summary, '#555');
  context.fillStyle = '#e5e5e5';
  context.fillRect(layout.title.x, layout.rule, layout.width - 2 * layout.title.x, 2);
  if (pictures.logo && layout.logo) contain(context, pictures.logo, layout.logo);
  text(context, layout.siteName, '#1a1a1a');
  text(context, layout.scan, '#777');
  // whole pixels a module keep the code sharp for a scanner; centred in its box
  const cell = Math.floor(layout.qr.width / matrix.size);
  const offset = (layout.qr.width - cell * matrix.size) / 2;
  drawQr(context, matrix, layout.qr.x + offset, layout.qr.y + offset, cell);
  return { canvas, layout };
}

export interface Poster {
  src: string;
  width: number;
  height: number;
}

export async function drawPoster(input: PosterInput): Promise<Poster> {
  const [picture, logo, matrix] = await Promise.all([
    loadPicture(input.picture),
    loadPicture(input.logo),
    qrMatrix(input.url),
  ]);
  const family = pageFonts();
  await fontsFor(family, [input.title, input.summary, input.siteName, input.scan].join(''));
  let { canvas, layout } = render(input, { picture, logo }, matrix, family);
  let src: string;
  try {
    src = canvas.toDataURL('image/png');
  } catch {
    // a picture tainted the canvas after all (a CORS answer we could not foresee): the poster without pictures
    ({ canvas, layout } = render(input, {}, matrix, family));
    src = canvas.toDataURL('image/png');
  }
  return { src, width: layout.width, height: layout.height };
}
