// A PDF course document (a syllabus, a module handbook) read as the HTML the rest of the pipeline reads: its text
// laid out in lines, a line whose pieces stand apart (a form's "Instructor ⟶ Jane Smith", a table's columns) as a
// table row, a line set larger than the body as a heading, and its link annotations as links. The extractor, the
// critic and the learners then treat a PDF syllabus as they treat an HTML one, with no reader of their own.
// PDF.js (through unpdf, which runs it without a worker of its own or a canvas) does the reading, on the reader's
// thread (pdf-reader.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { escapeUTF8 as esc } from 'entities';

// The CMap files of PDF.js's own package: text in an unembedded CJK font with a predefined encoding (UniJIS-UCS2-H,
// 90ms-RKSJ-H: what server-side PDF libraries write for Japanese) reads as nothing without them. A path, not a
// file: URL, which PDF.js's Node reader does not take.
const cMapUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/cmaps/`;

/** Pages read from one document: a module handbook runs to a few hundred. */
export const maxPdfPages = 300;
/** Characters read from one document (pages after the one that passes this are not read). */
const maxChars = 1_000_000;

interface Piece { text: string; x: number; y: number; end: number; size: number; href?: string }
interface Annotation { subtype?: string; url?: string; unsafeUrl?: string; rect?: number[] }

/** The link whose rectangle holds the piece's middle. */
function linkAt(links: { href: string; rect: number[] }[], x: number, y: number): string | undefined {
  return links.find(({ rect: [x1, y1, x2, y2] }) => x >= Math.min(x1!, x2!) && x <= Math.max(x1!, x2!) && y >= Math.min(y1!, y2!) - 2 && y <= Math.max(y1!, y2!) + 2)?.href;
}

/** Pieces on one baseline, left to right (a line's pieces may come in any order in the content stream). */
function linesOf(pieces: Piece[]): Piece[][] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Piece[][] = [];
  for (const p of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - p.y) <= Math.max(2, 0.4 * Math.min(line[0]!.size, p.size))) line.push(p);
    else lines.push([p]);
  }
  for (const line of lines) line.sort((a, b) => a.x - b.x);
  return lines;
}

/** A line's cells: pieces further apart than two spaces' width start a new cell. */
function cellsOf(line: Piece[]): Piece[][] {
  const cells: Piece[][] = [];
  let last: Piece | undefined;
  for (const p of line) {
    if (!p.text.trim()) continue; // PDF.js fills a gap with a space piece as wide as the gap
    if (last && cells.length && p.x - last.end <= 1.2 * Math.max(p.size, last.size)) cells.at(-1)!.push(p);
    else cells.push([p]);
    last = p;
  }
  return cells;
}

/** A cell's text as HTML, with a gap between pieces as a space and a linked run as a link. */
function cellHtml(cell: Piece[]): string {
  let html = '';
  let open: string | undefined;
  cell.forEach((p, i) => {
    const prev = cell[i - 1];
    const gap = prev && p.x - prev.end > 0.15 * p.size && !/\s$/.test(prev.text) && !/^\s/.test(p.text) ? ' ' : '';
    if (open !== p.href) {
      if (open) html += '</a>';
      html += gap;
      if (p.href) html += `<a href="${esc(p.href)}">`;
      open = p.href;
    } else {
      html += gap;
    }
    html += esc(p.text);
  });
  return open ? `${html}</a>` : html;
}

/** A paragraph (its lines' runs) or a table (rows of cells, each cell its lines' runs). */
interface Block { size: number; runs: Piece[][]; rows?: Piece[][][][] }

// By script extensions: the prolonged sound mark ー and the iteration marks belong to kana and kanji text too.
const cjk = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Runs of one cell or paragraph, each a line of it, joined as the text flows (no space between CJK lines). */
function runsHtml(runs: Piece[][]): string {
  let html = '';
  runs.forEach((run, i) => {
    const prev = runs[i - 1]?.at(-1)?.text ?? '';
    const next = run[0]?.text ?? '';
    if (i > 0 && !(cjk.test(prev.at(-1) ?? '') && cjk.test(next[0] ?? ''))) html += ' ';
    html += cellHtml(run);
  });
  return html;
}

/**
 * A page's lines as paragraphs and tables. A line of one piece that starts where the line above started (or where
 * its last cell started), in the same size, right below it, continues it: a form's value of several lines, or a
 * paragraph whose line above ran to the right margin (a wrapped paragraph, not a new field).
 */
function blocksOf(lines: Piece[][]): Block[] {
  const blocks: Block[] = [];
  const margin = Math.max(0, ...lines.flatMap((l) => l.filter((p) => p.text.trim()).map((p) => p.end)));
  // `closed`: the line above ends a sentence, so the paragraph may end there (the page's longest line may be a
  // paragraph's last, with nothing wrapped onto the next).
  let above: { block: Block; start: number; end: number; y: number; size: number; closed: boolean } | undefined;
  for (const line of lines) {
    const cells = cellsOf(line);
    if (!cells.length) continue;
    const size = Math.max(...cells.flat().map((p) => p.size));
    const y = cells[0]![0]!.y;
    const start = cells.at(-1)![0]!.x;
    const end = cells.at(-1)!.at(-1)!.end;
    const closed = /[.。!?！？:：]\s*$/.test(cells.at(-1)!.at(-1)!.text);
    // A line that opens with a label ("Credits: 3") is a field of its own even below the page's longest line.
    const labelled = /^[^:：]{1,40}[:：]/.test(cells[0]!.map((p) => p.text).join(''));
    // Below a table row, a line that starts at its last cell's edge is more of that cell (a wrapped value, or a
    // value of several lines: a weekly plan); a paragraph goes on only where the line above ran to the margin.
    const continues = above && cells.length === 1 && !labelled && Math.abs(above.start - start) <= 2 && Math.abs(above.size - size) <= 0.1 * size
      && above.y - y <= 2 * size && (above.block.rows !== undefined || (above.end >= margin - 8 * size && !above.closed));
    if (continues) {
      const block = above!.block;
      (block.rows ? block.rows.at(-1)!.at(-1)! : block.runs).push(cells[0]!);
      above = { ...above!, end, y, closed };
      continue;
    }
    const last = blocks.at(-1);
    if (cells.length > 1) {
      const row = cells.map((c) => [c]);
      if (last?.rows) last.rows.push(row);
      else blocks.push({ size, runs: [], rows: [row] });
      above = { block: blocks.at(-1)!, start, end, y, size, closed };
    } else {
      blocks.push({ size, runs: [cells[0]!] });
      above = { block: blocks.at(-1)!, start, end, y, size, closed };
    }
  }
  return blocks;
}

/** A document's Title as its page title, unless it is what a word processor filled in ("Microsoft Word -
 * syllabus2026.docx", "Untitled"): then the first heading or line says better what the document is. */
function usableTitle(title: unknown): string | undefined {
  if (typeof title !== 'string') return undefined;
  const t = title.replace(/^Microsoft (Word|PowerPoint|Excel) - /i, '').trim();
  if (!t || /\.(docx?|pdf|xlsx?|pptx?|rtf|odt|txt|tex|dvi|ps|indd|pages|jtd)$/i.test(t) || /^(untitled|無題|document\d*|doc\d+)$/i.test(t)) return undefined;
  return t;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
}

/**
 * The document's text as HTML. Throws on a file PDF.js cannot read (the crawler records that as the page's
 * error). Text drawn as images (a scan) or in a font that maps its glyphs to no characters is lost.
 */
export async function pdfToHtml(body: Uint8Array): Promise<{ html: string; pages: number }> {
  // PDF.js may take ownership of the buffer it is given: it gets a copy.
  const doc = await getDocumentProxy(new Uint8Array(body), { verbosity: 0, stopAtErrors: false, cMapUrl, cMapPacked: true });
  try {
    const info = (await doc.getMetadata().catch(() => undefined))?.info as { Title?: unknown } | undefined;
    const pages = Math.min(doc.numPages, maxPdfPages);
    const pageLines: Piece[][][] = [];
    let chars = 0;
    for (let n = 1; n <= pages && chars < maxChars; n++) {
      const page = await doc.getPage(n);
      const links = ((await page.getAnnotations().catch(() => [])) as Annotation[])
        .filter((a) => a.subtype === 'Link' && (a.url ?? a.unsafeUrl) && a.rect?.length === 4)
        .map((a) => ({ href: (a.url ?? a.unsafeUrl)!, rect: a.rect! }));
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str) continue;
        const [a, b, , d, x, y] = item.transform as number[];
        const size = Math.abs(d!) || Math.hypot(a!, b!) || 10;
        pieces.push({ text: item.str, x: x!, y: y!, end: x! + (item.width || 0), size, href: linkAt(links, x! + (item.width || 0) / 2, y! + size / 3) });
        chars += item.str.length;
      }
      pageLines.push(linesOf(pieces));
      page.cleanup();
    }
    const bodySize = median(pageLines.flat().flatMap((line) => line.filter((p) => p.text.trim()).map((p) => p.size)));
    const out: string[] = [];
    let firstHeading: string | undefined;
    for (const lines of pageLines) {
      const blocks = blocksOf(lines);
      for (const block of blocks) {
        if (block.rows) {
          out.push(`<table>\n${block.rows.map((row) => `<tr>${row.map((cell) => `<td>${runsHtml(cell)}</td>`).join('')}</tr>`).join('\n')}\n</table>`);
        } else if (bodySize && block.size >= 1.25 * bodySize) {
          out.push(`<h2>${runsHtml(block.runs)}</h2>`);
          firstHeading ??= block.runs.map((r) => r.map((p) => p.text).join('')).join(' ').trim();
        } else {
          out.push(`<p>${runsHtml(block.runs)}</p>`);
        }
      }
    }
    const firstLine = pageLines.flat().map((line) => line.map((p) => p.text).join('').trim()).find((t) => t) ?? '';
    const title = usableTitle(info?.Title) ?? firstHeading ?? firstLine;
    const html = `<!doctype html>\n<html><head><meta charset="utf-8"><title>${esc(title.slice(0, 500))}</title></head>\n<body>\n${out.join('\n')}\n</body></html>\n`;
    return { html, pages: doc.numPages };
  } finally {
    await doc.loadingTask.destroy();
  }
}
