// Unlabelled header blocks: a syllabus may print code, title, credits, term and teacher in a block of its own with
// no labels at all. The values with a shape of their own (code, credits, term, names) mark the block: the
// tightest element that holds two of them. The title is the line in that block that has no such shape, reads
// like a name of something (short, not a sentence, not a list, not a number), and sits nearest the code (or
// first, when the code stands elsewhere). Larger blocks are tried when the tightest holds no such line.
import type { Line, PageIndex } from './page-index.ts';
import { cleanText } from './normalize.ts';
import { creditsShape, isCourseCode, isTermLine, termShape, unlabelledNames } from './shapes.ts';

// Words of a page's own controls, not of its content: "previous", "next", "back", "print".
const controlWords = /^(?:前へ|次へ|戻る|トップ|ホーム|印刷|閉じる|一覧|検索|ログイン|back|next|previous|prev|home|top|print|close|menu|more|search|login|log in)$/i;
const maxBlockLines = 60;
const kanaReading = /^[\p{Script=Katakana}ー]+(?:[\s\u3000]+[\p{Script=Katakana}ー]+)+$/u;

/** Does a line carry a value that its shape alone gives away? */
function isShaped(text: string): boolean {
  if (text.length > 120) return false;
  return isCourseCode(text) || (creditsShape(text)?.score ?? 0) >= 0.9 || (termShape(text)?.score ?? 0) >= 0.9 || isTermLine(text) || unlabelledNames(text);
}

/** A line that may be a title: the name of something, not a value of another shape, a sentence or a list. */
function titleLike(text: string, labels: Set<string>): boolean {
  if (text.length < 2 || text.length > 80 || !/\p{L}{2}/u.test(text) || labels.has(text) || controlWords.test(text)) return false;
  if (/^\d/.test(text) || /[。!?！？]/u.test(text) || /[.:：]\s*\S/u.test(text)) return false;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) && /[,，、]/u.test(text)) return false;
  // Katakana words apart are how names are read aloud ("ヤマダ タロウ"); a katakana title is written as one word.
  if (kanaReading.test(text)) return false;
  return !(isCourseCode(text) || creditsShape(text) || termShape(text) || isTermLine(text) || unlabelledNames(text));
}

/** The title of an unlabelled header block, with the line it stands on. */
export function titleInHeaderBlock(index: PageIndex, lines: Line[], code: string, labels: Set<string>): Line | undefined {
  const codeKey = cleanText(code.normalize('NFKC'));
  const codeAt = lines.findIndex((l) => l.text === code || cleanText(l.text.normalize('NFKC')) === codeKey);
  const anchors = lines.map((l, k) => (k === codeAt || isShaped(l.text) ? k : -1)).filter((k) => k >= 0);
  if (anchors.length < 2) return undefined;
  // Elements holding two or more anchor lines, tightest first.
  const held = new Map<number, number>();
  for (const k of anchors) {
    for (let e = lines[k]!.element, up = 0; e >= 0 && up < 10; e = index.elements[e]!.parent, up++) {
      const name = index.elements[e]!.name;
      if (name === 'body' || name === 'html') break;
      held.set(e, (held.get(e) ?? 0) + 1);
    }
  }
  const blocks = [...held].filter(([, n]) => n >= 2).map(([e]) => index.elements[e]!).sort((a, b) => a.end - a.start - (b.end - b.start));
  let tried = 0;
  for (const block of blocks) {
    const inside = lines.map((l, k) => [l, k] as const).filter(([l]) => l.start >= block.start && l.start < block.end);
    if (inside.length > maxBlockLines) break;
    if (tried++ >= 4) break;
    const anchorSet = new Set(anchors);
    const candidates = inside.filter(([l, k]) => !anchorSet.has(k) && titleLike(l.text, labels));
    if (!candidates.length) continue;
    const codeInside = codeAt >= 0 && inside.some(([, k]) => k === codeAt);
    // Nearest the code; of two as near, the one after it (a title follows its code more often than not).
    const distance = (k: number) => Math.abs(k - codeAt) - (k > codeAt ? 0.5 : 0);
    const best = codeInside ? candidates.reduce((a, b) => (distance(b[1]) < distance(a[1]) ? b : a)) : candidates[0]!;
    return best[0];
  }
  return undefined;
}
