// A Word (.docx) course document read as HTML: mammoth maps its paragraphs, headings (by their styles), lists and
// tables onto the HTML the rest of the pipeline reads, as src/parse/pdf.ts does for a PDF. Images are left out: a
// syllabus says nothing in them a crawler reads. The older binary .doc format is not read.
import mammoth from 'mammoth';
import { decodeHTML, escapeUTF8 as esc } from 'entities';

/** Text of the first element matching `tag` in an HTML fragment, without its markup. */
function firstText(html: string, tag: RegExp): string | undefined {
  const bare = tag.exec(html)?.[1]?.replace(/<[^>]*>/g, '');
  const text = bare && decodeHTML(bare).replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** The document as HTML; throws on a file that is not a Word document inside (the crawler records the error). */
export async function docxToHtml(body: Uint8Array): Promise<{ html: string }> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(body) }, {
    externalFileAccess: false,
    convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
  });
  const title = firstText(value, /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/) ?? firstText(value, /<p[^>]*>([\s\S]*?)<\/p>/) ?? '';
  const html = `<!doctype html>\n<html><head><meta charset="utf-8"><title>${esc(title.slice(0, 500))}</title></head>\n<body>\n${value}\n</body></html>\n`;
  return { html };
}
