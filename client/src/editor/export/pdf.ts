// A minimal PDF writer: one JPEG per page, scaled to fit the page and centred. Each slide is
// drawn by the same canvas renderer as the editor, so the PDF looks exactly like the screen
// (fonts included) without embedding fonts.

export interface PdfImage {
  jpeg: Uint8Array;
  /** pixel size of the JPEG */
  width: number;
  height: number;
}

/** A4 landscape in points (spec 001 §9: default print size). */
export const A4_LANDSCAPE = { width: 841.89, height: 595.28 };

const encoder = new TextEncoder();

export function buildPdf(images: PdfImage[], page = A4_LANDSCAPE): Uint8Array {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: () => void) => {
    offsets[id] = length;
    write(`${id} 0 obj\n`);
    body();
    write('\nendobj\n');
  };

  write('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  const pageIds = images.map((_, i) => 3 + i * 3);
  object(1, () => write('<< /Type /Catalog /Pages 2 0 R >>'));
  object(2, () => write(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${images.length} >>`));
  const num = (n: number) => (Math.round(n * 100) / 100).toString();
  images.forEach((img, i) => {
    const pageId = pageIds[i]!;
    const contentId = pageId + 1;
    const imageId = pageId + 2;
    const scale = Math.min(page.width / img.width, page.height / img.height);
    const w = img.width * scale;
    const h = img.height * scale;
    const x = (page.width - w) / 2;
    const y = (page.height - h) / 2;
    object(pageId, () =>
      write(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /XObject << /Im${i} ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`),
    );
    const content = `q ${num(w)} 0 0 ${num(h)} ${num(x)} ${num(y)} cm /Im${i} Do Q`;
    object(contentId, () => write(`<< /Length ${encoder.encode(content).length} >>\nstream\n${content}\nendstream`));
    object(imageId, () => {
      write(`<< /Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${img.jpeg.length} >>\nstream\n`);
      write(img.jpeg);
      write('\nendstream');
    });
  });
  const count = 3 + images.length * 3;
  const xref = length;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Page count of a PDF by its page objects (for tests and checks). */
export function pdfPageCount(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  return (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
