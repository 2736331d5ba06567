/**
 * A one-page PDF 1.4 showing one JPEG over the whole page, written object by object: a JPEG goes into a PDF as it is
 * (DCTDecode), so the page's PDF needs no library, only the byte offsets of its cross-reference table counted
 * exactly. The page is sized for the picture at 150 dpi, a broadsheet page at print size.
 */
const DPI = 150;

/** A Unicode text string (PDF 1.4 §3.8.1): UTF-16BE with its byte-order mark, as hex. */
function unicodeString(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

export function jpegPagePdf(jpeg: Buffer, width: number, height: number, title: string): Buffer {
  const w = Math.round((width * 72) / DPI);
  const h = Math.round((height * 72) / DPI);
  const draw = `q ${w} 0 0 ${h} 0 0 cm /Page Do Q`;
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (body: string | (string | Buffer)[]) => {
    offsets.push(length);
    add(`${offsets.length} 0 obj\n`);
    for (const chunk of typeof body === 'string' ? [body] : body) add(chunk);
    add('\nendobj\n');
  };
  // the binary comment line tells transfer tools the file is not text
  add('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Page 4 0 R >> >> /Contents 5 0 R >>`,
  );
  object([
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    jpeg,
    '\nendstream',
  ]);
  object(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
  object(`<< /Title ${unicodeString(title)} /Producer (touch-news publisher) >>`);
  const xrefAt = length;
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, '0')} 00000 n \n`);
  add(
    `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R /Info ${offsets.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}
