// Structure readers: label/value pairs out of what pages use, each read once from the page index (linear in
// page size). Tables (a label cell and its value cells, several pairs per row, a label row above its value
// row, a header row over columns), definition lists, "Label: value" lines (with <br> or not, bold lead-ins,
// Banner's fieldlabeltext spans), and label lines followed by their section (headings, bold labels, sibling
// label and value elements). Which label means which field is decided later (aliases, then value shapes).
import type { PageIndex } from './page-index.ts';

export type Structure = 'table' | 'column' | 'dl' | 'line' | 'section';

export interface LabeledValue {
  label: string;
  value: string;
  /** The element holding the value (its CSS path, for the provenance, is worked out only if the pair is used). */
  element: number;
  structure: Structure;
  /** Buffer offset of the value (course blocks claim the pairs inside their range). */
  offset: number;
  /** Column pairs: which table and column (values of one column add up, e.g. every section's instructor). */
  column?: string;
}

const maxLabel = 60;
const maxValue = 8000;
const lineLabel = /^([^:：]{1,50}?)\s*[:：]\s*(.*)$/u;
const cellTags = new Set(['td', 'th', 'dd', 'dt']);
const labelTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th', 'dt', 'b', 'strong', 'label', 'legend', 'caption', 'summary']);

/** A class that names its element a field's label (`<span class="label">Code Apogée</span> <span class="valeur">…`,
 * Drupal's `field__label`, `libelle`): a label in markup of no label tag of its own. */
const labelClass = /(?:^|[\s_-])(?:label|libell[eé]|etiquette)(?:$|[\s_-])/i;
export const namedLabel = (attribs: Record<string, string>): boolean => attribs.class !== undefined && labelClass.test(attribs.class);

/** A label has letters, is short, and is not itself a sentence or a number. */
export function looksLikeLabel(text: string): boolean {
  return text.length > 0 && text.length <= maxLabel && /\p{L}/u.test(text) && !/[.。!?]\s*\S/u.test(text) && (text.match(/\s/g)?.length ?? 0) <= 8;
}

const tableTag = new Set(['table']);

function cells(index: PageIndex, tr: number): number[] {
  return index.children(tr).filter((c) => index.elements[c]!.name === 'td' || index.elements[c]!.name === 'th');
}

function tablePairs(index: PageIndex, out: LabeledValue[]): void {
  const rowsByTable = new Map<number, number[]>();
  index.elements.forEach((e, i) => {
    if (e.name !== 'tr') return;
    const table = index.closest(e.parent, tableTag, 3);
    if (!rowsByTable.has(table)) rowsByTable.set(table, []);
    rowsByTable.get(table)!.push(i);
  });
  for (const [table, rows] of rowsByTable) {
    let header: string[] | undefined;
    for (let r = 0; r < rows.length; r++) {
      const row = cells(index, rows[r]!);
      if (!row.length) continue;
      const isTh = row.map((c) => index.elements[c]!.name === 'th');
      const texts = row.map((c) => (index.lengthOf(c) <= maxValue * 2 ? index.textOf(c, maxValue) : ''));
      // A row of labels only: a header over the columns below, or one label over the value row below.
      if (isTh.every(Boolean)) {
        if (row.length === 1) {
          const next = rows[r + 1] !== undefined ? cells(index, rows[r + 1]!) : [];
          if (next.length === 1 && index.elements[next[0]!]!.name === 'td' && looksLikeLabel(texts[0]!)) {
            out.push({ label: texts[0]!, value: index.textOf(next[0]!, maxValue), element: next[0]!, structure: 'table', offset: index.elements[next[0]!]!.start });
            r++;
          }
          continue;
        }
        header = texts;
        continue;
      }
      // Under a header row: each cell pairs with its column's label.
      if (header && row.length === header.length && !isTh.some(Boolean)) {
        row.forEach((c, k) => {
          if (texts[k] && looksLikeLabel(header![k]!)) out.push({ label: header![k]!, value: texts[k]!, element: c, structure: 'column', offset: index.elements[c]!.start, column: `${table}:${k}` });
        });
        continue;
      }
      header = undefined;
      // Label cells (th) each followed by their value cells: several pairs in one row.
      if (isTh.some(Boolean)) {
        for (let k = 0; k < row.length; k++) {
          if (!isTh[k] || !looksLikeLabel(texts[k]!)) continue;
          let v = k + 1;
          // A label followed by more labels (a group heading over sub-labels) pairs with nothing itself.
          if (v >= row.length || isTh[v]) continue;
          const values: string[] = [];
          for (; v < row.length && !isTh[v]; v++) if (texts[v]) values.push(texts[v]!);
          if (values.length) out.push({ label: texts[k]!, value: values.join(' '), element: row[k + 1]!, structure: 'table', offset: index.elements[row[k + 1]!]!.start });
        }
        continue;
      }
      // Two plain cells: label and value.
      if (row.length === 2 && looksLikeLabel(texts[0]!) && texts[1]) {
        out.push({ label: texts[0]!, value: texts[1]!, element: row[1]!, structure: 'table', offset: index.elements[row[1]!]!.start });
      }
    }
  }
}

function definitionPairs(index: PageIndex, out: LabeledValue[]): void {
  index.elements.forEach((e, i) => {
    if (e.name !== 'dl') return;
    let label: string | undefined;
    let values: number[] = [];
    const flush = () => {
      if (label && values.length) {
        out.push({ label, value: values.map((v) => index.textOf(v, maxValue)).join(' '), element: values[0]!, structure: 'dl', offset: index.elements[values[0]!]!.start });
      }
      values = [];
    };
    for (const c of index.children(i)) {
      const name = index.elements[c]!.name;
      if (name === 'dt') { flush(); label = index.lengthOf(c) <= maxLabel * 3 ? index.textOf(c) : undefined; }
      else if (name === 'dd') values.push(c);
    }
    flush();
  });
}

/** Is the line written as a label in its own element (heading, bold, th, dt) or a short line ending in a colon? */
function isLabelLine(index: PageIndex, element: number, text: string): boolean {
  if (!looksLikeLabel(text.replace(/[:：]\s*$/u, ''))) return false;
  if (/[:：]\s*$/u.test(text)) return true;
  const e = index.elements[element];
  if (!e) return false;
  if (labelTags.has(e.name) || namedLabel(e.attribs)) return true;
  // The whole line is one bold or labelled element inside its block.
  const only = index.children(element);
  return only.length === 1 && labelTags.has(index.elements[only[0]!]!.name) && index.textOf(only[0]!, maxLabel * 2) === text;
}

function leadIn(index: PageIndex, element: number, text: string): { label: string; value: string } | undefined {
  const first = index.children(element)[0];
  if (first === undefined || index.lengthOf(first) > maxLabel * 2) return undefined;
  const e = index.elements[first]!;
  if (!labelTags.has(e.name) && !namedLabel(e.attribs)) return undefined;
  const label = index.textOf(first);
  if (!looksLikeLabel(label) || !text.startsWith(label) || text.length <= label.length + 1) return undefined;
  // The bold text must open the line (no text before it in the element).
  if (index.elements[first]!.start - index.elements[element]!.start > 2) return undefined;
  return { label, value: text.slice(label.length).replace(/^[\s:：]+/u, '') };
}

function linePairs(index: PageIndex, out: LabeledValue[]): void {
  const lines = index.lines();
  // A section opened inside a table cell ends with the cell (the page's next table is not its value).
  let section: { label: string; from: number; element: number; until: number } | undefined;
  let sectionLines: string[] = [];
  let sectionChars = 0;
  const close = () => {
    if (section && sectionLines.length) {
      out.push({ label: section.label, value: sectionLines.join('\n'), element: section.element, structure: 'section', offset: section.from });
    }
    section = undefined;
    sectionLines = [];
    sectionChars = 0;
  };
  for (const line of lines) {
    if (section && line.start >= section.until) close();
    const cell = index.closest(line.element, cellTags, 4);
    const inTable = cell >= 0;
    // "Label: value" on one line.
    const m = line.text.length <= maxValue ? lineLabel.exec(line.text) : null;
    if (m && m[2] && looksLikeLabel(m[1]!) && !/^\d/.test(m[1]!) && !/https?$/i.test(m[1]!)) {
      close();
      out.push({ label: m[1]!, value: m[2], element: line.element, structure: 'line', offset: line.start });
      continue;
    }
    // A bold lead-in and its value on one line: "<strong>開講学期</strong> 前期".
    const lead = leadIn(index, line.element, line.text);
    if (lead) {
      close();
      out.push({ label: lead.label, value: lead.value, element: line.element, structure: 'line', offset: line.start });
      continue;
    }
    // A label line opens a section that runs to the next label line (heading, bold label, "Label:" alone).
    // Inside table cells only an explicit "Label:" opens one (a th is read as a table label already).
    if (inTable ? /^[^:：]{1,50}[:：]$/u.test(line.text) : isLabelLine(index, line.element, line.text)) {
      close();
      section = { label: line.text.replace(/[:：]\s*$/u, ''), from: line.start + line.text.length, element: line.element, until: inTable ? index.elements[cell]!.end : Infinity };
      continue;
    }
    if (section && sectionChars < maxValue && sectionLines.length < 60) {
      sectionLines.push(line.text);
      sectionChars += line.text.length;
      if (sectionLines.length === 1) section.element = line.element;
    }
  }
  close();
}

/** Every label/value pair the readers find, in document order. */
export function labeledValues(index: PageIndex): LabeledValue[] {
  const out: LabeledValue[] = [];
  tablePairs(index, out);
  definitionPairs(index, out);
  linePairs(index, out);
  return out.sort((a, b) => a.offset - b.offset);
}
