// Programmes of study beside a catalog: an index of majors, minors and certificates, each a page of requirements
// (a table of course codes, titles and credits, no descriptions), some codes linked to where the course is
// described. Real catalogs have dozens to hundreds of them; a crawler that takes a table of codes for the courses
// themselves, or for the way to them, spends its fetches here before it reads a course.
import type { SiteBuilder } from './builder.ts';
import type { Department } from './courses.ts';
import { esc } from './render.ts';

export interface ProgrammeSpec {
  /** Where the index of programmes is, and what the catalog calls it ("Programs of Study"). */
  index: [path: string, title: string];
  /** A programme's page, from its slug. */
  path: (slug: string) => string;
  /** Programmes per department (majors, minors, certificates, concentrations). */
  perDepartment: [number, number];
  /** Share of a requirement table's codes linked to the course's page (its department's listing for inline catalogs). */
  linked: number;
}

const kinds = ['Bachelor of Science in', 'Bachelor of Arts in', 'Minor in', 'Certificate in', 'Master of Science in', 'Concentration in', 'Honors Program in', 'Graduate Certificate in'];

/** Adds the programmes' index and pages; `courseHref` is where a course is described. Returns the index link. */
export function addProgrammes(b: SiteBuilder, spec: ProgrammeSpec, departments: Department[], courseHref: (dept: Department, index: number) => string, origin: string): [string, string] {
  const { rng } = b;
  const all = departments.flatMap((d) => d.courses.map((c, i) => ({ dept: d, course: c, i })));
  const programmes: [string, string][] = [];
  for (const dept of departments) {
    const count = rng.int(spec.perDepartment[0], spec.perDepartment[1]);
    for (const kind of rng.sample(kinds, Math.min(count, kinds.length))) {
      const name = `${kind} ${dept.name}`;
      const slug = `${dept.slug}-${kind.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-+$/, '')}`;
      // Mostly the department's own courses, a few from elsewhere, in the catalog's order.
      const own = rng.sample(dept.courses.map((c, i) => ({ dept, course: c, i })), Math.min(dept.courses.length, rng.int(6, 14)));
      const other = rng.sample(all.filter((x) => x.dept !== dept), rng.int(1, 4));
      const rows = [...own, ...other].map(({ dept: d, course, i }) => {
        const code = rng.chance(spec.linked) ? `<a href="${esc(courseHref(d, i))}">${esc(course.code)}</a>` : esc(course.code);
        return `<tr><td>${code}</td><td>${esc(course.title)}</td><td>${esc(course.creditsRaw)}</td></tr>`;
      });
      const path = spec.path(slug);
      const total = [...own, ...other].reduce((n, x) => n + x.course.credits, 0);
      b.html(path, name, `<h1>${esc(name)}</h1>\n<p>${b.sentences(2)}</p>\n<h2>Requirements</h2>\n<table class="requirements">\n<tr><th>Course</th><th>Title</th><th>Credits</th></tr>\n${rows.join('\n')}\n<tr><td colspan="2">Total</td><td>${total}</td></tr>\n</table>\n<p>${b.sentences(1)}</p>`, { origin });
      programmes.push([path, name]);
    }
  }
  b.html(spec.index[0], spec.index[1], `<h1>${esc(spec.index[1])}</h1>\n<p>${b.sentences(1)}</p>\n${b.list(programmes)}`, { origin });
  return spec.index;
}
