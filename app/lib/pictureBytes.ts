// spec §5's picture kinds told by their bytes (pictureKinds.ts tells them by name). A file of its own: the pages
// that check names only (the activity form, the avatar) load none of this.
/** How many of a file's first bytes `pictureKindOf` reads. */
export const pictureHeadBytes = 8;

const signatures: { kind: 'jpg' | 'png' | 'gif' | 'bmp'; bytes: number[] }[] = [
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // GIF87a and GIF89a
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'bmp', bytes: [0x42, 0x4d] },
];

/**
 * The picture kind a file's first bytes (its magic number) say it is, whatever its name says; undefined for
 * anything else (an SVG or an HTML page named .jpg, a PDF, an empty file). The browser asks before uploading so the
 * reader hears at once; the publisher decides by decoding the whole picture.
 */
export function pictureKindOf(head: Uint8Array): 'jpg' | 'png' | 'gif' | 'bmp' | undefined {
  return signatures.find((s) => s.bytes.every((b, i) => head[i] === b))?.kind;
}
