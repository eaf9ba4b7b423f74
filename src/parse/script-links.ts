// Where a page's scripts would send the browser, read without running them. Course search systems (Japanese
// syllabus systems above all, and student systems elsewhere) open a course from a table row's onclick, a
// `javascript:` link or a function the page defines ("openSyllabus('2026','A123')"), and reach a department's
// list through a select's onchange or a GET form. A crawler that follows only <a href> finds none of their
// courses. What is read: string literals joined with `+` (or a template literal), the handler's arguments bound to
// the parameters of a function defined in the page's own scripts, and that function's local variables, up to a
// call or two deep. Anything else (a computed value, a function from an external script) is no address.

/** A function the page's inline scripts define. */
export interface InlineFunction {
  params: string[];
  body: string;
}

export type Bindings = ReadonlyMap<string, string>;

const maxCode = 2_000;
const maxScript = 300_000;
const maxFunctions = 300;
const maxDepth = 3;
const maxParentheses = 4;

// Characters the scanners below may still read. A hostile page (thousands of handlers of unclosed brackets) would
// otherwise cost time in the square of its size; elementTargets gives each page a budget (withScanBudget), and
// once it is spent every further address is unknown.
let stepsLeft = Number.POSITIVE_INFINITY;

/** Runs `read` with at most `steps` characters to scan, whatever it reads. */
export function withScanBudget<T>(steps: number, read: () => T): T {
  const before = stepsLeft;
  stepsLeft = steps;
  try {
    return read();
  } finally {
    stepsLeft = before;
  }
}

/** Where an expression `a + 'b' + c` ends: a `,` `;` `)` or `}` outside brackets and strings. */
function expressionEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    if (--stepsLeft < 0) return code.length;
    const ch = code[i]!;
    if (ch === '"' || ch === "'" || ch === '`') {
      i = stringEnd(code, i);
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return i;
      depth--;
    } else if ((ch === ',' || ch === ';' || ch === '\n') && depth === 0) return i;
  }
  return code.length;
}

/** The index of the quote closing the string that opens at `start`. */
function stringEnd(code: string, start: number): number {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i++) {
    if (--stepsLeft < 0) return code.length;
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i;
  }
  return code.length;
}

function unescape(s: string): string {
  return s.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) =>
    e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e === 'n' ? '\n' : e === 't' ? '\t' : e);
}

/** The value of the `+` of literals and bound names in `expr`, or undefined when any part is unknown. */
export function evaluate(expr: string, bindings: Bindings, nesting = 0): string | undefined {
  if (nesting > maxParentheses || stepsLeft <= 0) return undefined;
  stepsLeft -= expr.length;
  const parts: string[] = [];
  let i = 0;
  const s = expr.trim();
  while (i < s.length) {
    while (i < s.length && /\s/.test(s[i]!)) i++;
    if (i >= s.length) break;
    const ch = s[i]!;
    if (ch === '"' || ch === "'") {
      const end = stringEnd(s, i);
      if (end >= s.length) return undefined;
      parts.push(unescape(s.slice(i + 1, end)));
      i = end + 1;
    } else if (ch === '`') {
      const end = stringEnd(s, i);
      if (end >= s.length) return undefined;
      let unknown = false;
      parts.push(unescape(s.slice(i + 1, end)).replace(/\$\{\s*([\w$.]+)\s*\}/g, (_, name: string) => {
        const v = bindings.get(name);
        if (v === undefined) unknown = true;
        return v ?? '';
      }));
      if (unknown) return undefined;
      i = end + 1;
    } else if (/[\d]/.test(ch)) {
      const m = /^\d+(\.\d+)?/.exec(s.slice(i))!;
      parts.push(m[0]);
      i += m[0].length;
    } else if (/[A-Za-z_$]/.test(ch)) {
      const m = /^[\w$]+(\.[\w$]+)*/.exec(s.slice(i))!;
      const v = bindings.get(m[0]);
      if (v === undefined) return undefined;
      parts.push(v);
      i += m[0].length;
    } else if (ch === '(' ) {
      // A parenthesised part: `'a' + (b) + 'c'`.
      const close = expressionEnd(s, i + 1);
      const inner = evaluate(s.slice(i + 1, close), bindings, nesting + 1);
      if (inner === undefined || s[close] !== ')') return undefined;
      parts.push(inner);
      i = close + 1;
    } else return undefined;
    while (i < s.length && /\s/.test(s[i]!)) i++;
    if (i >= s.length) break;
    if (s[i] !== '+') return undefined;
    i++;
  }
  return parts.length ? parts.join('') : undefined;
}

/** The arguments of a call whose `(` is at `open`, as source text, and the index after its `)`. */
function callArguments(code: string, open: number): { args: string[]; end: number } | undefined {
  const args: string[] = [];
  let i = open + 1;
  for (;;) {
    const end = expressionEnd(code, i);
    if (end >= code.length) return undefined;
    const arg = code.slice(i, end).trim();
    if (arg) args.push(arg);
    if (code[end] === ')') return { args, end: end + 1 };
    if (code[end] !== ',') return undefined;
    i = end + 1;
  }
}

// Assignments and calls that load a page: location = …, location.href = …, location.assign(…),
// location.replace(…), window.open(…), and an element's href set to go there.
const assignSink = /(?:\blocation|\.href)\s*=(?!=)\s*/g;
const callSink = /(?:\blocation\.(?:assign|replace)|\b(?:window|self|top|parent)\.open|(?<![\w$.])(?:open|navigate(?:To)?))\s*\(/g;

/** `code` with every string literal's characters blanked, so that patterns match only the code around them. */
function maskStrings(code: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch !== '"' && ch !== "'" && ch !== '`') continue;
    const end = Math.min(stringEnd(code, i), code.length - 1);
    out += code.slice(from, i + 1) + ' '.repeat(Math.max(0, end - i - 1)) + code.slice(end, end + 1);
    from = end + 1;
    i = end;
  }
  return out + code.slice(from);
}

/** What `code` would load, with `bindings` for its names and `functions` for the calls it makes. `budget` bounds
 * the function bodies read, whatever a hostile page's functions call. */
export function scriptTarget(code: string, functions: ReadonlyMap<string, InlineFunction>, bindings: Bindings = new Map(), depth = 0, budget = { calls: 64 }): string | undefined {
  if (code.length > maxCode || depth > maxDepth || stepsLeft <= 0) return undefined;
  const local = new Map(bindings);
  const masked = maskStrings(code);
  // Local variables first, in order: `var url = base + code;` ahead of `window.open(url)`.
  for (const m of masked.matchAll(/(?:\b(?:var|let|const)\s+)?\b([A-Za-z_$][\w$]*)\s*=(?![=>])\s*/g)) {
    if (masked.slice(Math.max(0, m.index - 1), m.index) === '.') continue;
    const start = m.index + m[0].length;
    const value = evaluate(code.slice(start, expressionEnd(code, start)), local);
    if (value !== undefined) local.set(m[1]!, value);
  }
  for (const m of masked.matchAll(assignSink)) {
    const start = m.index + m[0].length;
    const value = evaluate(code.slice(start, expressionEnd(code, start)), local);
    if (value !== undefined) return value;
  }
  for (const m of masked.matchAll(callSink)) {
    const call = callArguments(code, m.index + m[0].length - 1);
    const first = call?.args[0];
    const value = first === undefined ? undefined : evaluate(first, local);
    if (value !== undefined) return value;
  }
  // A call to a function the page defines, its arguments bound to the parameters.
  for (const m of masked.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(/g)) {
    const fn = functions.get(m[1]!);
    if (!fn || budget.calls-- <= 0) continue;
    const call = callArguments(code, m.index + m[0].length - 1);
    if (!call) continue;
    const bound = new Map<string, string>();
    call.args.forEach((arg, k) => {
      const value = evaluate(arg, local);
      if (value !== undefined && fn.params[k]) bound.set(fn.params[k]!, value);
    });
    const value = scriptTarget(fn.body, functions, bound, depth + 1, budget);
    if (value !== undefined) return value;
  }
  // A function from elsewhere (an external script) given an address: `openWindow('syllabus/a123.html')`.
  if (depth === 0) {
    for (const m of code.matchAll(/(["'])((?:\\.|(?!\1).)*)\1/g)) {
      const literal = unescape(m[2]!);
      if (looksLikeAddress(literal)) return literal;
    }
  }
  return undefined;
}

/** A string that reads as a page's address: a path, a URL, or a file name a server script answers to. */
export function looksLikeAddress(s: string): boolean {
  if (!s || s.length > 2_000 || /\s/.test(s.trim())) return false;
  if (/^(https?:)?\/\/[\w.-]+/i.test(s) || /^\.{0,2}\/[\w~%.-]/.test(s)) return true;
  return /^[\w~%./-]+\.(s?html?|php\d?|aspx?|jsp|cgi|pl|cfm|do|action|pdf|docx)(\?[^"'<>]*)?(#.*)?$/i.test(s);
}

/** The functions defined in a page's inline scripts, by name: `function f(a, b) {…}`, `var f = function (a) {…}`,
 * `const f = (a) => {…}`. */
export function inlineFunctions(scripts: string[]): Map<string, InlineFunction> {
  const code = scripts.join('\n').slice(0, maxScript);
  const masked = maskStrings(code);
  const functions = new Map<string, InlineFunction>();
  const heads = /\bfunction\s+([A-Za-z_$][\w$]*)\s*\(([^)]*)\)\s*\{|\b([A-Za-z_$][\w$]*)\s*=\s*(?:function\s*[\w$]*\s*\(([^)]*)\)|\(([^)]*)\)\s*=>)\s*\{/g;
  for (const m of masked.matchAll(heads)) {
    if (functions.size >= maxFunctions) break;
    const name = m[1] ?? m[3]!;
    const params = (m[2] ?? m[4] ?? m[5] ?? '').split(',').map((p) => p.trim().replace(/\s*=.*$/, '')).filter(Boolean);
    const open = m.index + m[0].length - 1;
    const close = blockEnd(code, open);
    if (close < 0) continue;
    if (!functions.has(name)) functions.set(name, { params, body: code.slice(open + 1, close).slice(0, maxCode) });
  }
  return functions;
}

/** The index of the `}` closing the block that opens at `open`, or -1. */
function blockEnd(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (--stepsLeft < 0) return -1;
    const ch = code[i]!;
    if (ch === '"' || ch === "'" || ch === '`') i = stringEnd(code, i);
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}
