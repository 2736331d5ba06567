// Pictures are made smaller in the phone before they leave it: a 12-megapixel photo of 5 MB becomes a 2,560 px
// JPEG of well under 1 MB, which a phone on 4G sends in about a second. The publisher re-encodes whatever arrives
// (docs/uploads.md); this is only about the bytes on the reader's network.

/** the longest side a picture is sent at */
export const longEdge = 2560;
/** a picture already this small (and within the long edge) goes as it is */
const smallEnough = 1024 * 1024;
/** the JPEG quality a picture drawn down in the phone is sent at */
const jpegQuality = 0.8;

/** The size a `width` × `height` picture is drawn at to fit `edge`, never larger than it was. */
export function fittedSize(
  width: number,
  height: number,
  edge = longEdge,
): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * `picture` fitted to the long edge and encoded again (JPEG for photos, PNG stays PNG so screenshots stay sharp),
 * or the picture itself when it is small already, is a GIF (its frames would be lost), or the browser cannot draw
 * it (an HEIC outside Safari: the publisher answers for it). An `<img>` draws it: it applies the photo's EXIF
 * orientation in every browser we serve, and what the canvas writes carries no EXIF, so no place either.
 */
export async function shrinkPicture(picture: File): Promise<Blob> {
  if (picture.type === 'image/gif') return picture;
  const url = URL.createObjectURL(picture);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = fittedSize(image.naturalWidth, image.naturalHeight);
    const isBmp = picture.type === 'image/bmp' || picture.type === 'image/x-ms-bmp';
    if (size.width === image.naturalWidth && picture.size <= smallEnough && !isBmp) return picture;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return picture;
    context.drawImage(image, 0, 0, size.width, size.height);
    const type = picture.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const shrunk = await new Promise<Blob | null>((done) => canvas.toBlob(done, type, jpegQuality));
    // a small PNG of a photo can come out larger: send whichever is smaller
    return shrunk && (shrunk.size < picture.size || isBmp) ? shrunk : picture;
  } catch {
    return picture;
  } finally {
    URL.revokeObjectURL(url);
  }
}
