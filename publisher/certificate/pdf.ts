/**
 * A one-page PDF 1.4 of plain text lines, written object by object: the certificate needs nothing a library would
 * add (no images, no embedded fonts), and the byte offsets in the cross-reference table are counted here exactly.
 * Text is drawn in the standard Helvetica, which every PDF reader has, so lines must be printable ASCII; anything
 * else is replaced by `?` (the document's /Title in the info dictionary carries the full Unicode title).
 */
export type PdfLine = { text: string; size: number };

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;

function ascii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/** A PDF literal string: backslash, parentheses escaped. */
function literal(text: string): string {
  return `(${ascii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A Unicode text string (PDF 1.4 §3.8.1): UTF-16BE with its byte-order mark, as hex. */
function unicodeString(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

function contentStream(lines: PdfLine[]): string {
  let y = PAGE_HEIGHT - MARGIN;
  const ops: string[] = [];
  for (const line of lines) {
    y -= line.size * 1.6;
    ops.push(`BT /F1 ${line.size} Tf ${MARGIN} ${Math.round(y)} Td ${literal(line.text)} Tj ET`);
  }
  // a frame around the certificate
  ops.push(`0.6 0.1 0.1 RG 2 w 28 28 ${PAGE_WIDTH - 56} ${PAGE_HEIGHT - 56} re S`);
  return ops.join('\n');
}

export function onePagePdf(lines: PdfLine[], title: string): Buffer {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${unicodeString(title)} /Producer (touch-news publisher) >>`,
  ];
  // the binary comment line tells transfer tools the file is not text
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
