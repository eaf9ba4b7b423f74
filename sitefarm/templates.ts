// The academic part of a site, in the shapes real catalogs take: hubs leading to department listings
// (paginated or not), listings leading to course pages, or all courses inline on department pages.
import type { GoldCourse } from './model.ts';
import type { SiteBuilder } from './builder.ts';
import { generateDepartments, type Conventions, type Department } from './courses.ts';
import { chooseLabels, courseBlock, courseJsonLd, coursePdf, esc, renderCourse, type CourseStyle, type PdfLayout } from './render.ts';
import { writePdf } from './pdf.ts';
import { courseTable, departmentChooser, type Chooser, type Opener } from './scripted.ts';
import { addProgrammes, type ProgrammeSpec } from './programmes.ts';

export interface CatalogSpec {
  conventions: Conventions;
  departments: number;
  coursesPerDept: [number, number];
  /** Pages from the home page down to the department index, each linking the next. */
  hubs: [path: string, title: string][];
  /** Department listing path (A-type page). */
  listing: (dept: Department) => string;
  /** Split each listing over pages of this many courses (query-string pagination). */
  pageSize?: number;
  paginate?: (listingPath: string, page: number) => string;
  /** Course page path (B-type); omitted for inline catalogs, where the listing holds every course. */
  coursePath?: (dept: Department, course: GoldCourse, index: number) => string;
  style: CourseStyle | 'inline';
  origin?: string;
  /** Print-friendly near-duplicate of each course page. */
  printView?: (path: string) => string;
  /** Listings link to an old URL that redirects to the course page. */
  redirectVia?: (path: string) => string;
  jsonLd?: boolean;
  /** Each department listing links a PDF beside it: a stub no reader can open (HTML stays the target). */
  pdfBeside?: boolean;
  /** Each course's page is a PDF syllabus only, in this layout; the listing is a table whose links name the course
   * or only say "PDF". */
  pdfCourses?: { layout: PdfLayout; anchor: 'title' | 'generic'; font?: 'embedded' | 'predefined' };
  /** A course search system: departments chosen through a form or a select, courses opened from their rows by script
   * (sitefarm/scripted.ts). Listing paths differ only in their last query value, course paths name the code. */
  scripted?: { chooser: Chooser; opener: Opener };
  /** Programmes of study beside the catalog (sitefarm/programmes.ts), linked from the department index. */
  programmes?: ProgrammeSpec;
  /** Departments whose course pages robots.txt disallows. */
  disallowDepartments?: number;
}

/** Where course `index` of a department is described: its page, or its listing's page for inline catalogs. */
function describedAt(spec: CatalogSpec, dept: Department, index: number): string {
  if (spec.style !== 'inline') return spec.coursePath!(dept, dept.courses[index]!, index);
  const page = spec.pageSize ? Math.floor(index / spec.pageSize) + 1 : 1;
  return page === 1 ? spec.listing(dept) : spec.paginate!(spec.listing(dept), page);
}

function originPrefix(spec: CatalogSpec): string {
  return spec.origin && spec.origin !== 'www' ? `{{${spec.origin}}}` : '';
}

export function buildCatalog(b: SiteBuilder, spec: CatalogSpec): Department[] {
  const { rng } = b;
  const origin = spec.origin ?? 'www';
  const prefix = originPrefix(spec);
  const labels = chooseLabels(rng, spec.conventions.language);
  const departments = generateDepartments(rng, spec.conventions, spec.departments, spec.coursesPerDept);
  const lang = spec.conventions.language;

  // Programmes first: their requirement tables link where each course is described.
  const programmes = spec.programmes ? addProgrammes(b, spec.programmes, departments, (d, i) => describedAt(spec, d, i), origin) : undefined;

  // Hubs: each links to the next; the last links every department listing (and the programmes). The first hub
  // lives on www (the academic nav); later hubs on the catalog origin.
  spec.hubs.forEach(([path, title], i) => {
    const next = spec.hubs[i + 1];
    const links: [string, string][] = next
      ? [[`${prefix}${next[0]}`, next[1]]]
      : [...(programmes ? [[`${prefix}${programmes[0]}`, programmes[1]] as [string, string]] : []), ...departments.map((d) => [`${prefix}${spec.listing(d)}`, d.name] as [string, string])];
    const hubOrigin = i === 0 ? 'www' : origin;
    const relLinks = links.map(([href, text]) => [hubOrigin === origin ? href.replace(prefix, '') : href, text] as [string, string]);
    const siblings: [string, string][] = [[`${hubOrigin === 'www' ? '' : '{{www}}'}/news/`, b.words.ui.announcements], [`${hubOrigin === 'www' ? '' : '{{www}}'}/admissions/`, b.words.ui.admissions]];
    const chooser = !next && spec.scripted ? departmentChooser(relLinks, spec.scripted.chooser, b.words) : undefined;
    b.html(path, title, `<h1>${esc(title)}</h1>\n<p>${b.sentences(2)}</p>\n${chooser?.html ?? b.list(relLinks)}\n${b.list(siblings)}`, { origin: hubOrigin, ...(chooser ? { scriptedLinks: chooser.links } : {}) });
  });

  const disallowed = new Set(departments.slice(-(spec.disallowDepartments ?? 0)).map((d) => d.slug));
  if (spec.disallowDepartments === 0) disallowed.clear();
  departments.forEach((dept) => {
    const listingPath = spec.listing(dept);
    if (spec.style === 'inline') {
      // Inline catalogs split a department over pages of `pageSize` courses, every course in full on the page.
      const size = spec.pageSize ?? dept.courses.length;
      const pages = Math.ceil(dept.courses.length / size);
      const pathOf = (p: number) => (p === 1 ? listingPath : spec.paginate!(listingPath, p));
      for (let p = 1; p <= pages; p++) {
        const courses = dept.courses.slice((p - 1) * size, p * size);
        const blocks = courses.map((c) => courseBlock(c, labels, lang)).join('\n');
        const pager = pages > 1 ? `<p class="pager">${Array.from({ length: pages }, (_, k) => (k + 1 === p ? `<b>${k + 1}</b>` : `<a href="${pathOf(k + 1)}">${k + 1}</a>`)).join(' ')}</p>` : '';
        const path = pathOf(p);
        b.html(path, `${dept.name} courses`, `<h1>${esc(dept.name)}</h1>\n<p>${b.sentences(1)}</p>\n${blocks}\n${pager}`, { kind: 'course', courses, origin });
        if (spec.printView) {
          b.html(spec.printView(path), `${dept.name} courses (print)`, `<h1>${esc(dept.name)}</h1>\n${blocks}`, { kind: 'course', courses, origin, duplicateOf: path });
        }
        if (disallowed.has(dept.slug)) {
          b.disallow.push(`${path}$`);
          if (spec.printView) b.disallow.push(`${spec.printView(path)}$`);
        }
      }
      return;
    }
    const coursePaths = dept.courses.map((c, i) => spec.coursePath!(dept, c, i));
    const size = spec.pageSize ?? dept.courses.length;
    const pages = Math.ceil(dept.courses.length / size);
    for (let p = 1; p <= pages; p++) {
      const items = dept.courses.slice((p - 1) * size, p * size).map((c, j) => {
        const target = coursePaths[(p - 1) * size + j]!;
        const href = spec.redirectVia ? spec.redirectVia(target) : target;
        return [b.track(href), `${c.code} ${c.title}`] as [string, string];
      });
      const path = p === 1 ? listingPath : spec.paginate!(listingPath, p);
      const pager = pages > 1
        ? `<p class="pager">${Array.from({ length: pages }, (_, k) => k + 1 === p ? `<b>${k + 1}</b>` : `<a href="${k === 0 ? listingPath : spec.paginate!(listingPath, k + 1)}">${k + 1}</a>`).join(' ')}</p>`
        : '';
      if (spec.pdfCourses) {
        // A syllabus system's table: code, title, teacher, and the syllabus to download.
        const generic = b.words.ui.syllabusPdf;
        const rows = dept.courses.slice((p - 1) * size, p * size).map((c, j) => {
          const href = esc(items[j]![0]);
          const title = spec.pdfCourses!.anchor === 'title' ? `<a href="${href}">${esc(c.title)}</a>` : esc(c.title);
          const file = spec.pdfCourses!.anchor === 'generic' ? `<td><a href="${href}">${esc(generic)}</a></td>` : '';
          return `<tr><td>${esc(c.code)}</td><td>${title}</td><td>${esc(c.instructors.join(', '))}</td>${file}</tr>`;
        });
        b.html(path, `${dept.name}: ${b.words.ui.courses}`, `<h1>${esc(dept.name)}</h1>\n<table class="list">\n${rows.join('\n')}\n</table>\n${pager}`, { kind: 'listing', origin });
        continue;
      }
      if (spec.scripted) {
        const rows = dept.courses.slice((p - 1) * size, p * size).map((course, j) => ({ course, path: coursePaths[(p - 1) * size + j]! }));
        const table = courseTable(rows, spec.scripted.opener, b.words);
        b.html(path, `${dept.name}: ${b.words.ui.courses}`, `<h1>${esc(dept.name)}</h1>\n${table.html}\n${pager}`, { kind: 'listing', origin, scriptedLinks: table.links });
        continue;
      }
      const pdf = spec.pdfBeside && p === 1 ? `${listingPath.replace(/\?.*$/, '').replace(/(\.html?|\/)?$/, '')}.pdf` : undefined;
      const pdfLink = pdf ? `<p><a href="${pdf}">${b.words.ui.pdf}</a></p>` : '';
      if (pdf) b.add(pdf, { body: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'), contentType: 'application/pdf', links: [] }, origin);
      b.html(path, `${dept.name}: ${b.words.ui.courses}`, `<h1>${esc(dept.name)}</h1>\n${pdfLink}${b.list(items)}\n${pager}`, { kind: 'listing', origin });
    }
    dept.courses.forEach((course, i) => {
      const path = coursePaths[i]!;
      if (spec.pdfCourses) {
        const doc = coursePdf(course, labels, lang, spec.pdfCourses.layout, b.options.institution);
        b.add(path, { body: writePdf({ ...doc, font: spec.pdfCourses.font }), contentType: 'application/pdf', kind: 'course', courses: [course], links: [] }, origin);
        if (disallowed.has(dept.slug)) b.disallow.push(`${path}$`);
        return;
      }
      const printLink = spec.printView ? `<p><a href="${spec.printView(path)}">${b.words.ui.printView}</a></p>` : '';
      const back = `<p><a href="${listingPath}">${b.words.ui.backToList}</a></p>`;
      const ld = spec.jsonLd ? courseJsonLd(course, path, b.options.institution) : '';
      const body = `${ld}\n${renderCourse[spec.style as CourseStyle](course, labels, lang)}\n${printLink}${back}`;
      b.html(path, `${course.code} ${course.title}`, body, { kind: 'course', courses: [course], origin, broken: i % 11 === 5 });
      if (spec.printView) b.html(spec.printView(path), `${course.code} (print)`, renderCourse[spec.style as CourseStyle](course, labels, lang), { kind: 'course', courses: [course], origin, duplicateOf: path });
      if (spec.redirectVia) b.redirect(spec.redirectVia(path), path, 301, origin);
      if (disallowed.has(dept.slug)) {
        b.disallow.push(`${path}$`);
        if (spec.printView) b.disallow.push(`${spec.printView(path)}$`);
      }
    });
  });
  return departments;
}
