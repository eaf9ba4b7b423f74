// A department that keeps its courses in its people's own folders, the way many department sites did and still
// do: a faculty directory links each teacher's home page, a home page links the teacher's course pages among
// papers, research pages and students, and a course page links its own material. A courses page lists only some
// of the courses; the rest are found through the people who teach them. Some links on home pages are dead.
import type { SiteBuilder } from './builder.ts';
import { generateDepartments, type Conventions } from './courses.ts';
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import { chooseLabels, esc, renderCourse, type CourseStyle } from './render.ts';

export interface PeopleFoldersSpec {
  conventions: Conventions;
  /** The department's directory of its teachers (a folder path), linked from every page. */
  directory: [path: string, title: string];
  /** The pages from the home page down to the courses page, each linking the next; the last lists some courses. */
  hubs: [path: string, title: string][];
  /** Where a person's folder is: "/~jdoe/", "/users/jdoe/", "/staff/jdoe/". */
  folder: (login: string) => string;
  /** A person's home page in the folder: the folder itself or a page in it ("jdoe.html", "index.html"). */
  homeName: (login: string) => string;
  /** A course page's path in its teacher's folder. */
  coursePath: (folder: string, code: string, term: string) => string;
  style: CourseStyle;
}

const materialNames = ['lectures.html', 'homework.html', 'hw1.html', 'hw2.html', 'exams.html', 'solutions.html', 'readings.html', 'grades.html', 'project.html', 'notes.html'];
const ownPageNames = ['research.html', 'papers.html', 'cv.html', 'hobbies.html', 'links.html', 'group.html'];

const loginOf = (name: string, used: Set<string>) => {
  const [first = 'x', last = 'y'] = name.toLowerCase().replace(/[^a-z ]/g, '').split(' ');
  let login = `${first[0]}${last}`.slice(0, 8);
  for (let i = 2; used.has(login); i++) login = `${last.slice(0, 6)}${i}`;
  used.add(login);
  return login;
};

export function buildPeopleFolders(b: SiteBuilder, r: Random, spec: PeopleFoldersSpec): void {
  const lang = spec.conventions.language;
  const labels = chooseLabels(r, lang);
  const courses = generateDepartments(r, spec.conventions, r.int(1, 2), [12, 26]).flatMap((d) => d.courses);
  const used = new Set<string>();
  const teachers = Array.from({ length: r.int(12, 24) }, () => {
    const name = b.words.person(r);
    const login = loginOf(name, used);
    return { name, login, folder: spec.folder(login), courses: [] as GoldCourse[] };
  });
  const students = Array.from({ length: r.int(20, 50) }, () => {
    const name = b.words.person(r);
    const login = loginOf(name, used);
    return { name, login, folder: spec.folder(login), courses: [] as GoldCourse[] };
  });
  // Most courses are taught by faculty; a few sections by graduate students, on their own home pages. The gold
  // record names the person whose folder holds the course.
  for (const c of courses) {
    const person = r.chance(0.12) ? r.pick(students) : r.pick(teachers);
    person.courses.push(c);
    c.instructors = [person.name];
  }
  const teachingWord = r.pick(['Teaching', 'Courses', 'Classes', 'Courses taught', 'Current courses']);
  const home = (p: { login: string; folder: string }) => `${p.folder}${spec.homeName(p.login)}`;
  const term = r.pick(['f96', 'fall', '2026', 'spring', 'S27']);
  const listed: [string, string][] = [];

  for (const person of [...teachers, ...students]) {
    const isTeacher = teachers.includes(person);
    const items: [string, string][] = [];
    for (const course of person.courses) {
      const slug = course.code.replace(/[\s-]+/g, '').toLowerCase();
      const path = spec.coursePath(person.folder, slug, term);
      items.push([path, r.chance(0.5) ? `${course.code}: ${course.title}` : course.title]);
      if (r.chance(0.45)) listed.push([path, `${course.code} ${course.title}`]);
      const folder = path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
      const material = r.sample(materialNames, r.int(2, 6)).map((n): [string, string] => [`${folder}${n.replace('.html', `-${slug}.html`)}`, n.replace('.html', '')]);
      for (const [m, text] of material) {
        if (r.chance(0.2)) continue; // a dead link: the page is gone
        b.html(m, `${course.code} ${text}`, `<h1>${esc(course.code)}: ${esc(text)}</h1>\n<p>${b.sentences(3)}</p>\n<p><a href="${path}">${esc(course.code)}</a></p>`);
      }
      const body = `${renderCourse[spec.style](course, labels, lang)}\n${b.list(material)}\n<p><a href="${home(person)}">${esc(person.name)}</a></p>`;
      b.html(path, `${course.code} ${course.title}`, body, { kind: 'course', courses: [course] });
    }
    // Their own pages: research, papers, the rest; some linked but gone.
    const own = r.sample(ownPageNames, r.int(1, isTeacher ? 4 : 3)).map((n): [string, string] => [`${person.folder}${n}`, n.replace('.html', '').replace(/^cv$/, 'Curriculum vitae')]);
    for (const [p, text] of own) {
      if (r.chance(0.25)) continue;
      const papers = Array.from({ length: r.int(0, 3) }, (_, i): [string, string] => [`${person.folder}papers/${text.slice(0, 3).toLowerCase()}${i + 1}.html`, `Paper ${i + 1}`]);
      for (const [pp] of papers) if (!r.chance(0.3)) b.html(pp, `Paper`, `<h1>Paper</h1><p>${b.sentences(5)}</p>`);
      b.html(p, `${person.name}: ${text}`, `<h1>${esc(text)}</h1>\n<p>${b.sentences(3)}</p>\n${b.list(papers)}\n<p><a href="${home(person)}">${esc(person.name)}</a></p>`);
    }
    const advisees = isTeacher ? r.sample(students, r.int(0, 4)).map((s): [string, string] => [home(s), s.name]) : [];
    const teaching = items.length ? `<h2>${teachingWord}</h2>\n${b.list(items)}` : '';
    const main = `<h1>${esc(person.name)}</h1>\n<p>${b.sentences(2)}</p>\n${teaching}\n${b.list(own)}\n${advisees.length ? `<h2>Students</h2>\n${b.list(advisees)}` : ''}`;
    b.html(home(person), person.name, main);
  }

  b.html(spec.directory[0], spec.directory[1], `<h1>${esc(spec.directory[1])}</h1>\n<p>${b.sentences(1)}</p>\n${b.list(teachers.map((t) => [home(t), t.name]))}\n<p><a href="${spec.directory[0]}students.html">Graduate students</a></p>`);
  b.html(`${spec.directory[0]}students.html`, 'Graduate students', `<h1>Graduate students</h1>\n${b.list(students.map((s) => [home(s), s.name]))}`);
  spec.hubs.forEach(([path, title], i) => {
    const next = spec.hubs[i + 1];
    const links: [string, string][] = next ? [next] : listed;
    b.html(path, title, `<h1>${esc(title)}</h1>\n<p>${b.sentences(2)}</p>\n${b.list(links)}\n<p><a href="${spec.directory[0]}">${esc(spec.directory[1])}</a></p>`, { kind: next || !listed.length ? 'other' : 'listing' });
  });
}
