// A course search system's pages, where scripts and forms do what links do elsewhere: the department is chosen
// from a GET form's select or from a select that navigates on change, and each row of a department's results opens
// its syllabus by an onclick, a javascript: link to a function the page defines, or a data-href. Each helper returns
// the HTML and the addresses a browser would load from it, which the site's truth counts as the page's links.
import type { GoldCourse } from './model.ts';
import type { Phrasebook } from './languages.ts';
import { esc } from './render.ts';

export type Chooser = 'get-form' | 'select-onchange' | 'select-function';
export type Opener = 'row-onclick' | 'function-link' | 'javascript-href' | 'data-href';
export interface Scripted { html: string; links: string[] }

/** Splits "/s/search?nendo=2026&dept=cs" into the part every department shares and the department's value. */
function lastValue(path: string): [prefix: string, value: string] {
  const at = path.lastIndexOf('=') + 1;
  return [path.slice(0, at), path.slice(at)];
}

/** Chooses a department's listing. Listing paths differ only in their last query value ("…&dept=cs"). */
export function departmentChooser(listings: [path: string, name: string][], kind: Chooser, words: Phrasebook): Scripted {
  const prompt = `<option value="">${esc(words.ui.chooseDepartment)}</option>`;
  const options = listings.map(([path, name]) => `<option value="${esc(lastValue(path)[1])}">${esc(name)}</option>`).join('');
  const [prefix] = lastValue(listings[0]![0]);
  if (kind === 'get-form') {
    // The form's fields in the order of the listing's query: filled ones hidden, empty ones a keyword box.
    const [action, query] = prefix.split('?') as [string, string];
    const fields = query.split('&').slice(0, -1).map((kv) => {
      const [name, value = ''] = kv.split('=');
      return value ? `<input type="hidden" name="${esc(name!)}" value="${esc(value)}">` : `<input type="text" name="${esc(name!)}" size="20">`;
    }).join('');
    const selectName = query.split('&').at(-1)!.replace(/=$/, '');
    return {
      html: `<form action="${esc(action)}" method="get">${fields}<select name="${esc(selectName)}">${prompt}${options}</select> <input type="submit" value="${esc(words.ui.search)}"></form>`,
      links: listings.map(([path]) => path),
    };
  }
  if (kind === 'select-onchange') {
    return {
      html: `<p><select onchange="if (this.value) location.href = '${esc(prefix)}' + this.options[this.selectedIndex].value;">${prompt}${options}</select></p>`,
      links: listings.map(([path]) => path),
    };
  }
  return {
    html: `<script>\nfunction showDepartment(d) {\n  if (d === '') return;\n  var url = '${prefix}' + d;\n  window.location.href = url;\n}\n</script>\n<p><select name="dept" onchange="showDepartment(this.value)">${prompt}${options}</select></p>`,
    links: listings.map(([path]) => path),
  };
}

/** A department's results: a table of courses, each opening its page by script. Course paths name the course's code
 * ("…detail?nendo=2026&code=GB0123"), so the page's own function can build them from it. */
export function courseTable(rows: { course: GoldCourse; path: string }[], kind: Opener, words: Phrasebook): Scripted {
  const head = `<tr><th>${esc(words.ui.code)}</th><th>${esc(words.ui.title)}</th><th>${esc(words.ui.teacher)}</th></tr>`;
  const cells = (c: GoldCourse, title: string) => `<td>${esc(c.code)}</td><td>${title}</td><td>${esc(c.instructors.join(words.nameList))}</td>`;
  const first = rows[0]!;
  const at = first.path.lastIndexOf(first.course.code);
  const [prefix, suffix] = [first.path.slice(0, at), first.path.slice(at + first.course.code.length)];
  const fn = `<script>\nfunction openSyllabus(code) {\n  var url = '${prefix}' + code + '${suffix}';\n  var w = window.open(url, 'syllabus', 'width=800,height=700,scrollbars=yes');\n  if (w) w.focus();\n}\n</script>\n`;
  const body = rows.map(({ course, path }) => {
    const title = esc(course.title);
    switch (kind) {
      case 'row-onclick': return `<tr onclick="location.href='${esc(path)}'" style="cursor:pointer">${cells(course, title)}</tr>`;
      case 'function-link': return `<tr>${cells(course, `<a href="#" onclick="openSyllabus('${course.code}'); return false;">${title}</a>`)}</tr>`;
      case 'javascript-href': return `<tr>${cells(course, `<a href="javascript:openSyllabus('${course.code}')">${title}</a>`)}</tr>`;
      case 'data-href': return `<tr class="clickable" data-href="${esc(path)}">${cells(course, title)}</tr>`;
    }
  }).join('\n');
  const binder = kind === 'data-href'
    ? `<script>\ndocument.querySelectorAll('tr[data-href]').forEach(function (row) {\n  row.addEventListener('click', function () { location.href = row.dataset.href; });\n});\n</script>\n`
    : '';
  return {
    html: `${kind === 'function-link' || kind === 'javascript-href' ? fn : ''}<table class="results">\n${head}\n${body}\n</table>\n${binder}`,
    links: rows.map(({ path }) => path),
  };
}
