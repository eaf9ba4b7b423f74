// A small PDF writer for simulated course documents: lines of text in any script, a line's cells set apart as a
// form or a table sets them, larger lines as headings, and link annotations. The text is drawn in a Type0 font
// with Identity-H encoding whose ToUnicode map names each character, the way word processors write PDFs, so a
// reader gets the text back without font files.

export interface PdfLine {
  /** One string, or a row's cells (each cell placed in its own column). */
  cells: string | string[];
  /** Font size in points; body text is 10. */
  size?: number;
  /** Where the line's first cell leads (a link annotation over it). */
  href?: string;
}

export interface PdfDocument {
  title?: string;
  /** Pages, each a list of lines from the top. */
  pages: PdfLine[][];
  /** Bytes of dead weight in an unused stream (what scanned images weigh in a real handbook). */
  padding?: number;
  /** `predefined`: an unembedded Japanese font (HeiseiMin-W3) in the predefined UniJIS-UCS2-H encoding and no
   * ToUnicode map, as server-side PDF libraries write Japanese (iText's Asian fonts); a reader needs the CMap files
   * to get the text back. Default: the word processor's way above. */
  font?: 'embedded' | 'predefined';
}

const pageWidth = 595;
const pageHeight = 842;
const columnWidth = 170;

/** UTF-16BE code units of a string, as the hex string Identity-H draws. */
function hex(s: string): string {
  const units: string[] = [];
  for (let i = 0; i < s.length; i++) units.push(s.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase());
  return units.join('');
}

/** A PDF literal string (for the document's title). */
function literal(s: string): string {
  return `<FEFF${hex(s)}>`;
}

function toUnicode(chars: Set<string>): string {
  const codes = [...chars].map((c) => hex(c));
  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += 100) {
    const block = codes.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map((h) => `<${h}> <${h}>`).join('\n')}\nendbfchar`);
  }
  return ['/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange', ...blocks, 'endcmap CMapName currentdict /CMap defineresource pop end end'].join('\n');
}

/** Lines of at most `width` characters, broken between words (or anywhere, for text without spaces). */
function wrap(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > width / 2 ? space : width;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^ /, '');
  }
  if (rest) lines.push(rest);
  return lines;
}

export function writePdf(doc: PdfDocument): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const reserve = (): number => objects.push('');
  const chars = new Set<string>();
  for (const page of doc.pages) for (const line of page) for (const c of [line.cells].flat()) for (let i = 0; i < c.length; i++) chars.add(c[i]!);

  const catalog = reserve();
  const pagesRoot = reserve();
  let font: number;
  if (doc.font === 'predefined') {
    const descriptor = add('<< /Type /FontDescriptor /FontName /HeiseiMin-W3 /Flags 6 /FontBBox [-123 -257 1001 910] /ItalicAngle 0 /Ascent 857 /Descent -143 /CapHeight 718 /StemV 93 >>');
    // Half an em for each character, as below.
    const cid = add(`<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HeiseiMin-W3 /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 500 >>`);
    font = add(`<< /Type /Font /Subtype /Type0 /BaseFont /HeiseiMin-W3-UniJIS-UCS2-H /Encoding /UniJIS-UCS2-H /DescendantFonts [${cid} 0 R] >>`);
  } else {
    const cmapText = toUnicode(chars);
    const cmap = add(`<< /Length ${Buffer.byteLength(cmapText)} >>\nstream\n${cmapText}\nendstream`);
    const descriptor = add('<< /Type /FontDescriptor /FontName /CourseSans /Flags 4 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>');
    // Half an em for each character: close enough to real widths for a reader to tell words apart from columns.
    const cid = add(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /CourseSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 500 >>`);
    font = add(`<< /Type /Font /Subtype /Type0 /BaseFont /CourseSans /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${cmap} 0 R >>`);
  }
  const kids: number[] = [];
  for (const lines of doc.pages) {
    const ops: string[] = ['BT'];
    const annots: number[] = [];
    let y = pageHeight - 60;
    for (const line of lines) {
      const size = line.size ?? 10;
      const cells = [line.cells].flat();
      // A cell too long for its column wraps onto the next lines at the column's left edge, as a form's long
      // value (a description) does.
      const wrapped = cells.map((cell, i) => wrap(cell, Math.floor(((i < cells.length - 1 ? columnWidth : pageWidth - 56 - 56 - i * columnWidth) - size) / (size * 0.5))));
      const rows = Math.max(...wrapped.map((w) => w.length));
      for (let row = 0; row < rows; row++) {
        y -= size * 1.6;
        wrapped.forEach((parts, i) => {
          const text = parts[row];
          if (text === undefined) return;
          const x = 56 + i * columnWidth;
          ops.push(`/F1 ${size} Tf 1 0 0 1 ${x} ${y.toFixed(1)} Tm <${hex(text)}> Tj`);
          if (i === 0 && row === 0 && line.href) {
            const width = text.length * size * 0.5;
            annots.push(add(`<< /Type /Annot /Subtype /Link /Rect [${x} ${(y - 2).toFixed(1)} ${(x + width).toFixed(1)} ${(y + size).toFixed(1)}] /Border [0 0 0] /A << /S /URI /URI (${line.href.replace(/[\\()]/g, '\\$&')}) >> >>`));
          }
        });
      }
    }
    ops.push('ET');
    const stream = ops.join('\n');
    const contents = add(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R${annots.length ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(' ')}]` : ''} >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R >>`;
  objects[pagesRoot - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  if (doc.padding) add(`<< /Length ${doc.padding} >>\nstream\n${'0'.repeat(doc.padding)}\nendstream`);
  const info = doc.title ? add(`<< /Title ${literal(doc.title)} /Producer (coursegraph sitefarm) >>`) : undefined;

  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
