/** A QR code as its square of modules, quiet zone included: `dark[row][col]`. */
export type QrMatrix = { size: number; dark: boolean[][] };

/**
 * Encodes text (a share URL, a voucher code) as a QR code. The encoder (uqr, ~11 KB) is loaded on first use, so no
 * page pays for it before a reader opens a poster, an invite or a voucher. Error correction M survives a logo-free
 * poster printed or photographed slightly out of focus; a 4-module quiet zone is what scanners expect.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { encode } = await import('uqr');
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return { size, dark: data };
}

/** The dark modules as one SVG path (one unit per module), horizontal runs merged so the path stays short. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.dark.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** Draws the code onto a canvas context (a share poster), `cell` pixels per module, at (left, top). */
export function drawQr(
  context: CanvasRenderingContext2D,
  matrix: QrMatrix,
  left: number,
  top: number,
  cell: number,
) {
  context.fillStyle = '#fff';
  context.fillRect(left, top, matrix.size * cell, matrix.size * cell);
  context.fillStyle = '#000';
  matrix.dark.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) context.fillRect(left + x * cell, top + y * cell, cell, cell);
    }),
  );
}
