// The course nodes of a Drupal department site and the routes to them: a courses view (table or list, paginated,
// exposed level filter as links or a GET form, sort links: the same lists under many addresses), taxonomy term
// pages of teasers per area, faculty profiles' "Courses taught", and programme pages' curriculum tables. Each
// site draws which routes it has; one of them lists (nearly) every course, and the few it leaves out are linked
// only from another route.
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';
import { generateDepartments, type Conventions } from './courses.ts';
import { DrupalSite, slugify, type Link, type Node } from './drupal-theme.ts';
import * as v from './vocab-drupal.ts';

export interface Course {
  node: Node;
  gold: GoldCourse;
  grad: boolean;
  area: number;
  teachers: number[];
  /** Left out of the site's main list: reached only by `via`. */
  hidden: boolean;
  via?: Route;
}

export type Route = 'view' | 'terms' | 'faculty' | 'programs';

export interface Faculty { node: Node; name: string; taught: Course[] }

/** Draws 25 to 120 courses of one to three subjects, numbered in the site's style, a quarter of them graduate. */
export function drawCourses(d: DrupalSite, r: Random, areas: number, faculty: number, type: string, titleCode: boolean): { courses: Course[]; subject: string; showInstructors: boolean } {
  const subjects = r.int(1, 3);
  const total = r.int(25, 117);
  const conv: Conventions = { language: 'en', codeStyle: r.pick(['space', 'dash', 'compact'] as const), creditStyle: 'credits', terms: v.termsOffered };
  const depts = generateDepartments(r, conv, subjects, [Math.ceil(total / subjects), Math.ceil(total / subjects)]);
  const credit = r.pick([(c: number) => `${c}`, (c: number) => `${c}.0`, (c: number) => `${c} credits`, (c: number) => `${c} hours`, (c: number) => `${c} (${c}-0)`]);
  const showInstructors = r.chance(0.6);
  const renamed = new Map<string, string>();
  const courses: Course[] = [];
  for (const dept of depts) {
    dept.courses.forEach((g, i) => {
      const grad = i >= dept.courses.length * 0.75;
      if (grad) {
        const code = g.code.replace(/\d+/, (n) => String(Number(n) + (n.length > 3 ? 2000 : 200)));
        renamed.set(g.code, code);
        g.code = code;
      }
      g.creditsRaw = credit(g.credits);
      const teachers = r.sample(Array.from({ length: faculty }, (_, k) => k), r.chance(0.15) ? 2 : 1);
      const titled = titleCode ? `${g.code}: ${g.title}` : g.title;
      courses.push({ node: d.node(type, titled, r.pick(['/academics/courses/', '/courses/', '/course/'])! + slugify(r.chance(0.4) ? g.code : g.title)), gold: g, grad, area: r.int(0, areas - 1), teachers, hidden: false });
    });
  }
  for (const c of courses) c.gold.prerequisites = c.gold.prerequisites.replace(/[A-Z]+[ -]?\d+/g, (code) => renamed.get(code) ?? code);
  return { courses, subject: depts[0]!.name, showInstructors };
}

/** The course node's page: its fields in the site's labels and markup. */
export function putCourse(d: DrupalSite, r: Random, c: Course, o: { labels: Record<string, string>; names: Record<string, string>; faculty: Faculty[]; showInstructors: boolean; areaLinks?: Link[]; crumbs: Link[] }): void {
  const g = c.gold;
  g.term = r.pick(v.termsOffered);
  const teachers = c.teachers.map((k) => o.faculty[k]!);
  g.instructors = o.showInstructors ? teachers.map((f) => f.name) : [];
  const L = o.labels;
  const N = o.names;
  const fields = [d.field(N.code!, L.code!, [esc(g.code)]), d.field(N.credits!, L.credits!, [esc(g.creditsRaw)], { type: 'decimal' }),
    d.field(N.description!, L.description!, [`<p>${esc(g.description)}</p>`], { type: 'text_with_summary', inline: false })];
  if (g.prerequisites) fields.push(d.field(N.prerequisites!, L.prerequisites!, [esc(g.prerequisites)], { type: 'text_long' }));
  if (o.showInstructors) fields.push(d.field(N.instructors!, L.instructors!, teachers.map((f) => d.a(f.node, f.name)), { type: 'entity_reference' }));
  fields.push(d.field(N.term!, L.term!, [esc(g.term)], { type: 'list_string' }));
  if (r.chance(0.7)) {
    const topic = g.title.replace(/^(Introduction to|Foundations of|Advanced Topics in|Principles of|Seminar in|Methods in|Topics in|Theory of|Applied) /, '').replace(/ (I|II)$/, '').toLowerCase();
    fields.push(d.field(N.outcomes!, L.outcomes!, [`<ul>${r.sample(v.outcomeVerbs, r.int(3, 5)).map((verb) => `<li>${verb} ${esc(r.pick([`the core methods of ${topic}`, `problems in ${topic}`, `results in ${topic} to a team project`, `${topic} in writing and orally`]))}</li>`).join('')}</ul>`], { type: 'text_long', inline: false }));
  }
  if (o.areaLinks) fields.push(d.field('field-area', L.area!, [`<a href="${o.areaLinks[c.area]![0]}" hreflang="en">${esc(o.areaLinks[c.area]![1])}</a>`], { type: 'entity_reference' }));
  fields.push(d.field('field-level', L.level!, [c.grad ? 'Graduate' : 'Undergraduate'], { type: 'list_string' }));
  d.putNode(c.node, fields.join('\n'), { kind: 'course', courses: [g], crumbs: o.crumbs });
}

export interface ViewSpec { path: string; title: string; table: boolean; withCodes: boolean; pageSize: number; param: string; values: [string, string, string]; form: boolean; sorts: boolean }

/** The courses view: every state of filter and sort it can be put in, each paginated; listing pages. */
export function putCourseView(d: DrupalSite, r: Random, courses: Course[], s: ViewSpec, crumbs: Link[], areaLinks: Link[]): void {
  const listed = courses.filter((c) => !c.hidden);
  const levels: (string | undefined)[] = [undefined, 'All', s.values[1], s.values[2]];
  const sorts: ([string, string] | undefined)[] = [undefined, ...(s.sorts ? (s.table ? [['title', 'asc'], ['title', 'desc'], ['field_course_number', 'asc'], ['field_course_number', 'desc']] as [string, string][] : [['title', 'ASC'], ['title', 'DESC']] as [string, string][]) : [])];
  const sortQuery = (so: [string, string] | undefined) => (!so ? '' : s.table ? `order=${so[0]}&sort=${so[1]}` : `sort_by=${so[0]}&sort_order=${so[1]}`);
  const query = (lv: string | undefined, so: [string, string] | undefined) => [lv ? `${s.param}=${lv}` : '', sortQuery(so)].filter(Boolean).join('&');
  const at = (lv: string | undefined, so: [string, string] | undefined) => { const q = query(lv, so); return q ? `${s.path}?${q}` : s.path; };
  for (const lv of levels) {
    for (const so of sorts) {
      let rows = listed.filter((c) => !lv || lv === 'All' || (lv === s.values[2]) === c.grad);
      if (so) rows = [...rows].sort((a, z) => (so[0] === 'title' ? a.gold.title.localeCompare(z.gold.title) : a.gold.code.localeCompare(z.gold.code, 'en', { numeric: true })) * (/desc/i.test(so[1]) ? -1 : 1));
      const pages = Math.max(1, Math.ceil(rows.length / s.pageSize));
      const filters = s.form
        ? `<form action="${s.path}" method="get" class="views-exposed-form"><label for="edit-level">Level</label><select name="${s.param}" id="edit-level">${[['All', '- Any -'], [s.values[1], 'Undergraduate'], [s.values[2], 'Graduate']].map(([val, txt]) => `<option value="${val}"${val === lv ? ' selected="selected"' : ''}>${txt}</option>`).join('')}</select><input type="submit" value="Apply"></form>`
        : `<div class="views-exposed-form bef-links"><ul>${[['All', '- Any -'], [s.values[1], 'Undergraduate'], [s.values[2], 'Graduate']].map(([val, txt]) => `<li><a href="${at(val, so)}"${val === lv ? ' class="bef-link--selected"' : ''}>${txt}</a></li>`).join('')}</ul></div>`;
      const scripted = s.form ? ['All', s.values[1], s.values[2]].map((val) => `${s.path}?${s.param}=${val}`) : undefined;
      const sortLinks = !s.sorts || s.table ? '' : `<div class="views-sort">Sort by: <a href="${at(lv, ['title', 'ASC'])}">Title (A-Z)</a> <a href="${at(lv, ['title', 'DESC'])}">Title (Z-A)</a></div>`;
      const head = (col: string, text: string) => {
        if (!s.sorts) return `<th>${text}</th>`;
        const dir = so && so[0] === col && so[1] === 'asc' ? 'desc' : 'asc';
        return `<th class="views-field"><a href="${at(lv, [col, dir])}" title="sort by ${text}" rel="nofollow">${text}</a></th>`;
      };
      for (let p = 0; p < pages; p++) {
        const slice = rows.slice(p * s.pageSize, (p + 1) * s.pageSize);
        const body = s.table
          ? `<table class="views-table cols-3"><thead><tr>${s.withCodes ? head('field_course_number', 'Course Number') : ''}${head('title', 'Title')}<th>Credits</th></tr></thead><tbody>${slice.map((c) => `<tr>${s.withCodes ? `<td class="views-field views-field-field-course-number">${esc(c.gold.code)}</td>` : ''}<td class="views-field views-field-title">${d.a(c.node, c.gold.title)}</td><td>${esc(c.gold.creditsRaw)}</td></tr>`).join('\n')}</tbody></table>`
          : `<div class="item-list"><ul>${slice.map((c) => `<li class="views-row">${d.a(c.node, s.withCodes ? `${c.gold.code} ${c.gold.title}` : c.gold.title)}</li>`).join('\n')}</ul></div>`;
        const q = query(lv, so);
        const path = p ? `${s.path}?${[q, `page=${p}`].filter(Boolean).join('&')}` : at(lv, so);
        const areas = areaLinks.length ? `<div class="block"><h2>Browse by area</h2><ul>${areaLinks.map(([h, x]) => `<li><a href="${h}">${esc(x)}</a></li>`).join('')}</ul></div>` : '';
        d.put(path, s.title, `<h1 class="page-title">${esc(s.title)}</h1>\n<div class="view view-courses view-display-id-page_1">${filters}${sortLinks}<div class="view-content">\n${body}\n</div>${d.pager(s.path, q, p, pages)}</div>${areas}`, { kind: 'listing', crumbs, ...(scripted ? { scriptedLinks: scripted } : {}) });
      }
    }
  }
}

/** Taxonomy term pages, one per area: teasers of its courses, paginated, with a feed. */
export function putTermPages(d: DrupalSite, r: Random, courses: Course[], areaLinks: Link[], tids: number[], all: boolean, crumbs: Link[]): void {
  areaLinks.forEach(([path, name], i) => {
    const mine = courses.filter((c) => c.area === i && (c.via === 'terms' || (!c.hidden && (all || r.chance(0.5)))));
    const pages = Math.max(1, Math.ceil(mine.length / 10));
    for (let p = 0; p < pages; p++) {
      const teasers = mine.slice(p * 10, p * 10 + 10).map((c) => `<article class="node node--type-${c.node.type} node--view-mode-teaser"><h2>${d.a(c.node, c.gold.title)}</h2><div class="field field--name-body">${esc(c.gold.description.split('. ')[0]!)}…</div><ul class="links inline"><li class="node-readmore"><a href="${d.href(c.node)}" rel="tag" title="${esc(c.gold.title)}">Read more<span class="visually-hidden"> about ${esc(c.gold.title)}</span></a></li></ul></article>`);
      d.put(p ? `${path}?page=${p}` : path, name, `<h1 class="page-title">${esc(name)}</h1>\n<div class="taxonomy-term-description"><p>Courses in ${esc(name)}.</p></div>\n<div class="view-content">${teasers.join('\n')}</div>${d.pager(path, '', p, pages)}<a href="/taxonomy/term/${tids[i]}/feed" class="feed-icon">Subscribe to ${esc(name)}</a>`, { kind: 'listing', crumbs });
    }
    d.b.add(`/taxonomy/term/${tids[i]}/feed`, { body: `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>${esc(name)}</title>${mine.slice(0, 10).map((c) => `<item><title>${esc(c.gold.title)}</title><link>${d.url(c.node)}</link></item>`).join('')}</channel></rss>\n`, contentType: 'application/rss+xml', links: [] });
  });
}

/** Degree programmes: a curriculum table of codes and titles, some codes linked to the course's node. */
export function putPrograms(d: DrupalSite, r: Random, courses: Course[], subject: string, primary: boolean, crumbs: Link[]): Link[] {
  const ug = courses.filter((c) => !c.grad);
  const grad = courses.filter((c) => c.grad);
  const specs: [string, Course[]][] = [[`BS in ${subject}`, ug], [`MS in ${subject}`, grad]];
  if (r.chance(0.5)) specs.push([`Minor in ${subject}`, ug.slice(0, Math.ceil(ug.length / 2))]);
  if (r.chance(0.5)) specs.push([`PhD in ${subject}`, grad]);
  const linked = primary ? 1 : r.pick([0.2, 0.5, 0.9]);
  const out: Link[] = [];
  for (const [title, pool] of specs) {
    const n = d.node('page', title, `/academics/${slugify(title)}`);
    const rows = pool.filter((c) => c.via === 'programs' || (primary ? !c.hidden : r.chance(0.6)));
    const table = `<table class="curriculum"><thead><tr><th>Course</th><th>Title</th><th>Credits</th></tr></thead><tbody>${rows.map((c) => `<tr><td>${c.via === 'programs' || r.chance(linked) ? `<a href="${d.href(c.node)}">${esc(c.gold.code)}</a>` : esc(c.gold.code)}</td><td>${esc(c.gold.title)}</td><td>${esc(String(c.gold.credits))}</td></tr>`).join('\n')}</tbody></table>`;
    d.putNode(n, `<div class="field field--name-body"><p>The ${esc(title)} prepares students for careers and further study. Students complete the courses below with advising approval.</p><h2>Curriculum</h2>\n${table}</div>`, { crumbs });
    out.push([d.href(n), title]);
  }
  return out;
}
