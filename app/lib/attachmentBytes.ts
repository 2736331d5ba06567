// What kind of attachment a file's first bytes say it is (docs/uploads.md), asked in the browser so a reader hears
// at once that a 150 MB file is no video, before a byte of it is sent. The publisher decides again from the whole
// file (publisher/uploads/detect.ts); this only has to be right for the files it refuses.
import { pictureKindOf } from './pictureBytes';

/** How many of a file's first bytes `attachmentKindsOf` reads. */
export const attachmentHeadBytes = 32;

export type AttachmentKindGuess = 'picture' | 'video' | 'audio';

const text = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(head.subarray(from, to)));

/** ISO media brands of HEIF stills (an iPhone's HEIC) and of sound-only MP4s */
const STILL_BRANDS = /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/;
const SOUND_BRANDS = /^(M4A |M4B |M4P )$/;
/** the first atom of an old QuickTime film written without `ftyp` */
const QUICKTIME_ATOMS = /^(moov|mdat|wide|free|skip)$/;

/**
 * The kinds `head` may be: a picture (jpg, png, gif, bmp, webp, heic), a film or a sound; an MP4 may be either of
 * the last two until the publisher looks for a video stream. Empty: none of them (a page, a PDF, an SVG).
 */
export function attachmentKindsOf(head: Uint8Array): AttachmentKindGuess[] {
  if (pictureKindOf(head)) return ['picture'];
  if (text(head, 0, 4) === 'RIFF' && text(head, 8, 12) === 'WEBP') return ['picture'];
  if (text(head, 4, 8) === 'ftyp') {
    const brand = text(head, 8, 12);
    if (STILL_BRANDS.test(brand)) return ['picture'];
    return SOUND_BRANDS.test(brand) ? ['audio'] : ['video', 'audio'];
  }
  if (QUICKTIME_ATOMS.test(text(head, 4, 8))) return ['video'];
  if (text(head, 0, 5) === '#!AMR' || text(head, 0, 3) === 'ID3') return ['audio'];
  // an MP3 or ADTS AAC frame's sync bits
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return ['audio'];
  return [];
}
