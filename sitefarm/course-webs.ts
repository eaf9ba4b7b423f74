// A university department's website of the late 1990s to mid 2000s where every course offering has its own
// "course web" in a central tree (/education/courses/cse142/96au/, /Info/Courses/Fall-96/CS100/, /class/cs101/,
// /courses/fall97/cs367/, course accounts like /~cs302/). The home page links the department's sections; the
// courses section (its name drawn: Education, Instruction, Teaching … or a word of its own) has a page per term
// listing that term's offerings, and on some sites a catalog of one-line descriptions and a time schedule, neither
// linking any course web. A few offerings are linked only from their instructor's home page; a few moved into it,
// and their term page still links the old address. People's home pages (faculty, graduate students) sit in folders
// of one scheme, linked from directories (paginated or by letter on some sites) and from the course webs; around
// them research groups, tech reports by year, a seminar series with a page per talk, news, admissions and jobs.
//
// What the truth counts: each offering's course web home page (current and past terms alike) is its one target,
// the folder address and "index.html" being the same page on sites that link both. Material pages, sections,
// mailing-list archives, term pages, the catalog and the time schedule are not targets.
import { SiteBuilder } from './builder.ts';
import type { Encoding, SiteDefinition } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';
import { OldSite } from './old-html.ts';
import { buildCourseWeb, drawWebStyle, type Course, type Offering, type Person, type Term } from './course-web-pages.ts';
import { buildDepartmentSections, buildPeople } from './course-webs-sections.ts';
import * as v from './vocab-course-webs.ts';
import { firstNames, lastNames } from './vocab.ts';

const syllables = ['wes', 'ton', 'ham', 'ber', 'ly', 'mont', 'cor', 'ald', 'vin', 'ash', 'ford', 'ric', 'sel', 'dun'];
/** A word no vocabulary holds ("Westonham"): the place, and sometimes the courses section's own name; from a
 * language's own syllables when given. */
export function invented(r: Random, from: readonly string[] = syllables): string {
  const w = Array.from({ length: r.int(2, 3) }, () => r.pick(from)).join('');
  return w[0]!.toUpperCase() + w.slice(1);
}

const quarterCode: Record<string, string> = { Winter: 'wi', Spring: 'sp', Summer: 'su', Autumn: 'au', Fall: 'fa' };

/** The current term and 2 to 5 before it, newest first. */
function drawTerms(r: Random): Term[] {
  const quarters = r.chance(0.4);
  const seasons: readonly string[] = quarters ? v.seasonsQuarter : v.seasonsSemester;
  let year = r.int(1996, 2005);
  let i = r.pick(quarters ? [3, 0, 1] : [2, 0]);
  const terms: Term[] = [];
  const count = r.int(3, 6);
  while (terms.length < count) {
    const season = seasons[i]!;
    // Summer terms have few offerings and often no course webs: most sites skip them.
    if (season !== 'Summer' || r.chance(0.2)) {
      terms.push({ season, year, label: `${season} ${year}`, yy: String(year).slice(2), q: quarterCode[season]!, current: terms.length === 0 });
    }
    if (--i < 0) { i = seasons.length - 1; year--; }
  }
  return terms;
}

interface Scheme { web: (slug: string, code: string, t: Term) => string; term: (t: Term) => string }
/** Where a course web lives and where its term's page is, as different departments laid out their trees. */
function drawScheme(r: Random, section: string): Scheme {
  const s = (t: Term) => t.season.toLowerCase();
  return r.pick<Scheme>([
    { web: (slug, _c, t) => `${section}courses/${slug}/${t.yy}${t.q}/`, term: (t) => `${section}courses/${t.yy}${t.q}.html` },
    { web: (_s, code, t) => `/Info/Courses/${t.season}-${t.yy}/${code.replace(/\s+/g, '')}/`, term: (t) => `/Info/Courses/${t.season}-${t.yy}/` },
    { web: (slug, _c, t) => `/courses/${s(t)}${t.yy}/${slug}/`, term: (t) => `/courses/${s(t)}${t.yy}/` },
    { web: (slug, _c, t) => (t.current ? `/class/${slug}/` : `/class/archive/${slug}/${t.year}${s(t)}/`), term: (t) => `${section}${s(t)}${t.year}.html` },
    { web: (slug, _c, t) => (t.current ? `/~${slug}/` : `/~${slug}/${s(t)}${t.yy}/`), term: (t) => `${section}${s(t)}${t.yy}.html` },
    { web: (slug, _c, t) => `${section}${t.year}/${s(t)}/${slug}/`, term: (t) => `${section}${t.year}/${s(t)}/index.html` },
  ]);
}

const loginOf = (name: string, used: Set<string>) => {
  const [first = 'x', last = 'y'] = name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').split(' ');
  let login = `${first[0]}${last}`.slice(0, 8);
  for (let i = 2; used.has(login); i++) login = `${last.slice(0, 6)}${i}`;
  used.add(login);
  return login;
};

export function buildCourseWebs(id: string, r: Random, description: string): SiteDefinition {
  const place = invented(r);
  const institution = r.pick([`${place} University`, `University of ${place}`, `${place} State University`, `${place} Institute of Technology`]);
  const deptName = r.pick(['Department of Computer Science', 'Computer Science & Engineering', 'Department of Computer Sciences', 'School of Computer Science', 'Computer Science Department']);
  const domain = `cs.${place.toLowerCase()}.edu`;
  const encoding: Encoding = r.chance(0.65) ? 'utf-8' : 'iso-8859-1';
  const crawlDelay = r.chance(0.25) ? 0.05 : undefined;
  const b = new SiteBuilder({ id, institution, language: 'en', encoding, declare: r.pick(['header', 'header', 'meta', 'both'] as const), description, noise: { news: 0, people: 0, research: 0 }, ...(crawlDelay ? { crawlDelay } : {}) });
  const s = new OldSite(b, r, { upper: r.chance(0.5), background: r.pick(['#FFFFFF', '#ffffff', '#f0f0e0', null]), unquoted: r.pick([0, 0, 0.3, 0.7]) });

  // The courses section: its name and folder.
  const sectionWord = r.chance(0.25) ? `${invented(r)} ${r.pick(['Courses', 'Education', 'Classes'])}` : r.pick(['Courses', 'Education', 'Instruction', 'Teaching', 'Classes', 'Course Webs', 'Academics']);
  const section = r.chance(0.25) ? `/${invented(r).toLowerCase()}/` : `/${r.pick(['education', 'courses', 'instruction', 'teaching', 'academics', 'ugrad'])}/`;
  const scheme = drawScheme(r, section);
  const terms = drawTerms(r);
  const style = drawWebStyle(r);
  const homeName = r.pick(['', '', 'index.html', 'home.html', 'slug']);
  const aliasIndex = homeName === '' ? r.chance(0.5) : homeName === 'index.html';

  // People: faculty, graduate students (the TAs), and their folders.
  const used = new Set<string>();
  const folderOf = r.pick([(l: string) => `/~${l}/`, (l: string) => `/homes/${l}/`, (l: string) => `/people/${l}/`, (l: string) => `/u/${l}/`]);
  const personHome = r.pick([(f: string) => f, (f: string) => `${f}index.html`, (f: string) => `${f}home.html`]);
  const person = (name: string, faculty: boolean): Person => {
    const login = loginOf(name, used);
    const folder = folderOf(login);
    return { name, login, folder, home: personHome(folder), email: `${login}@${domain}`, faculty };
  };
  const names = new Set<string>();
  const name = (): string => {
    const n = r.chance(0.08) ? r.pick(v.accentedNames) : `${r.pick(firstNames)} ${r.pick(lastNames)}`;
    return names.has(n) ? name() : (names.add(n), n);
  };
  const faculty = Array.from({ length: r.int(12, 30) }, () => person(name(), true));
  const students = Array.from({ length: r.int(20, 60) }, () => person(name(), false));

  // Courses and their offerings, term by term; 20 to 80 offerings in all.
  const prefix = r.pick(['CSE', 'CS', 'CMSC', 'COMP', 'CPSC', 'CSCI', 'CS']);
  const codeStyle = r.pick(['space', 'compact', 'lower'] as const);
  const creditWord = r.pick([(c: number) => `${c} credits`, (c: number) => `${c} units`, (c: number) => `${c} credit hours`, (c: number) => `${c} cr.`]);
  const shift = r.pick([0, 0, 1, 2, 10]);
  const numbers = new Set<number>();
  const courses: Course[] = r.sample(v.courseTitles, r.int(16, 32)).sort((a, b) => a[0] - b[0]).map(([n, title, topic]) => {
    // A shifted number may land on one not shifted (480 + 10 and 490): the next free one is taken, so no two
    // courses share a code and a course web's folder.
    let num = n + (n % 100 < 90 ? shift : 0);
    while (numbers.has(num)) num++;
    numbers.add(num);
    const code = codeStyle === 'space' ? `${prefix} ${num}` : codeStyle === 'compact' ? `${prefix}${num}` : `${prefix.toLowerCase()}${num}`;
    // Each sentence names topics the one before did not.
    const words = r.sample(v.topicWords[topic]!, 4);
    const desc = r.sample(v.descriptionSentences, r.int(1, 2)).map((x, i) => x.replace('{a}', words[i % 4]!).replace('{b}', words[(i + 1) % 4]!).replace('{c}', words[(i + 2) % 4]!));
    const credits = r.pick([3, 3, 4, 4, 5]);
    return { code, slug: `${prefix.toLowerCase()}${num}`, title, topic, description: desc.map((d) => d[0]!.toUpperCase() + d.slice(1)).join(' '), prerequisites: '', credits, creditsRaw: creditWord(credits) };
  });
  courses.forEach((c, i) => { if (i > 2 && r.chance(0.4)) c.prerequisites = `${r.pick(courses.slice(0, i)).code}${r.chance(0.3) ? ' or permission of the instructor' : ''}`; });

  const offerings: Offering[] = [];
  let messageBudget = r.int(150, 700);
  for (const term of terms) {
    const count = term.current ? r.int(8, 20) : r.int(4, 14);
    for (const course of r.sample(courses, Math.min(count, courses.length))) {
      if (offerings.length >= 80) break;
      const instructors = r.chance(0.12) ? r.sample(faculty, 2) : [r.pick(faculty)];
      const level = Number(course.code.match(/\d+/)![0]);
      const tas = level < 500 || r.chance(0.4) ? r.sample(students, r.int(1, 3)) : [];
      const moved = r.chance(0.06);
      const folder = moved ? `${instructors[0]!.folder}${course.slug}-${term.season.toLowerCase()}${term.yy}/` : scheme.web(course.slug, course.code, term);
      const file = homeName === 'slug' ? `${course.slug}.html` : homeName;
      const home = `${folder}${file}`;
      const alias = aliasIndex ? (file === '' ? `${folder}index.html` : folder) : undefined;
      const messages = messageBudget > 20 && r.chance(0.35) ? Math.min(messageBudget, r.int(20, 200)) : 0;
      messageBudget -= messages;
      offerings.push({
        course, term, instructors, tas, folder, home, ...(alias ? { alias } : {}), listed: !moved && r.chance(0.88), messages,
        sections: level < 300 && r.chance(0.5) ? r.int(2, 5) : 0,
        gold: { code: course.code, title: course.title, credits: course.credits, creditsRaw: course.creditsRaw, instructors: instructors.map((p) => p.name), term: term.label, prerequisites: course.prerequisites, description: course.description },
      });
    }
  }
  const ctx = { deptHome: '/', deptName, domain };
  for (const o of offerings) buildCourseWeb(s, r, o, style, ctx);

  // Term pages: each lists its offerings with code and title, and some lines whose course web is gone.
  const hostile = r.pick([0, 0.05, 0.12]);
  const termPages: [string, string][] = terms.map((t) => [scheme.term(t), `${t.label}${t.current ? ' (current)' : ''}`]);
  const rowStyle = r.pick(['list', 'table'] as const);
  for (const t of terms) {
    const path = scheme.term(t);
    const here = offerings.filter((o) => o.term === t);
    const rows: { href: string; o: { code: string; title: string; who: string } }[] = here.map((o) => ({
      href: o.listed ? (r.chance(0.3) && o.alias ? o.alias : o.home) : '', o: { code: o.course.code, title: o.course.title, who: o.instructors.map((p) => p.name.split(' ')[1]).join(', ') },
    }));
    for (const o of here.filter((x) => !x.listed && x.folder.startsWith(x.instructors[0]!.folder))) rows.push({ href: scheme.web(o.course.slug, o.course.code, t), o: { code: o.course.code, title: o.course.title, who: o.instructors[0]!.name.split(' ')[1]! } });
    const gone = courses.filter((c) => !here.some((o) => o.course === c) && r.chance(hostile));
    for (const c of gone) rows.push({ href: scheme.web(c.slug, c.code, t), o: { code: c.code, title: c.title, who: r.pick(faculty).name.split(' ')[1]! } });
    rows.sort((a, z) => a.o.code.localeCompare(z.o.code, 'en', { numeric: true }));
    const relative = (h: string) => (h.startsWith(path.replace(/[^/]*$/, '')) ? h.slice(path.replace(/[^/]*$/, '').length) : h);
    const line = (x: (typeof rows)[number]) => (x.href ? s.a(relative(x.href), x.o.code) : esc(x.o.code));
    const listing = rowStyle === 'table'
      ? `<TABLE BORDER=1 CELLPADDING=3>\n<TR><TH>Course</TH><TH>Title</TH><TH>Instructor</TH></TR>\n${rows.map((x) => `<TR><TD>${line(x)}</TD><TD>${esc(x.o.title)}</TD><TD>${esc(x.o.who)}</TD></TR>`).join('\n')}\n</TABLE>`
      : `<UL>\n${rows.map((x) => `<LI>${line(x)} ${esc(x.o.title)} (${esc(x.o.who)})`).join('\n')}\n</UL>`;
    s.page(path, `${sectionWord}: ${t.label}`, `<H1>${esc(t.label)} course webs</H1>\n<P>Course web pages for ${esc(t.label)}. Courses without a link have no web page yet.</P>\n${listing}\n<P>${s.a(section, sectionWord)} | ${s.a('/', deptName)}</P>`, { kind: 'listing' });
  }

  // The courses section: term pages, and on some sites a catalog and a time schedule that link no course web.
  const extras: [string, string][] = [];
  if (r.chance(0.6)) {
    extras.push([`${section}catalog.html`, 'Course catalog']);
    s.page(`${section}catalog.html`, `${deptName} course catalog`, `<H1>Course descriptions</H1>\n<DL>\n${courses.map((c) => `<DT><B>${esc(c.code)} ${esc(c.title)}</B> (${c.credits})<DD>${esc(c.description.split('. ')[0]!.replace(/\.?$/, '.'))}`).join('\n')}\n</DL>\n<P>${s.a(section, sectionWord)}</P>`);
  }
  if (r.chance(0.5)) {
    extras.push([`${section}schedule.html`, `Time schedule, ${terms[0]!.label}`]);
    const rows = offerings.filter((o) => o.term.current).map((o) => `<TR><TD>${esc(o.course.code)}</TD><TD>${esc(o.course.title)}</TD><TD>${o.course.credits}</TD><TD>${esc(r.pick(v.meetingDays))} ${esc(r.pick(v.meetingTimes))}</TD><TD>${esc(r.pick(v.buildings))} ${r.int(100, 330)}</TD><TD>${esc(o.instructors[0]!.name)}</TD></TR>`);
    s.page(`${section}schedule.html`, `Time schedule ${terms[0]!.label}`, `<H1>Time schedule: ${esc(terms[0]!.label)}</H1>\n<TABLE BORDER=1>\n<TR><TH>Course</TH><TH>Title</TH><TH>Cr</TH><TH>Days/Time</TH><TH>Room</TH><TH>Instructor</TH></TR>\n${rows.join('\n')}\n</TABLE>`);
  }
  s.page(section, `${deptName}: ${sectionWord}`, `<H1>${esc(sectionWord)}</H1>\n<P>Every course offered by the department has a course web with its syllabus, assignments and handouts.</P>\n<H2>Course webs by term</H2>\n${s.list(termPages)}\n${extras.length ? `<H2>Other information</H2>\n${s.list(extras)}` : ''}\n<P>${s.a('/', deptName)}</P>`);

  buildPeople(s, r, { faculty, students, offerings, domain, hostile });
  buildDepartmentSections(s, r, { institution, deptName, domain, section: [section, sectionWord], faculty, students, terms });

  const disallow = ['/cgi-bin/', '/private/'];
  if (r.chance(0.35)) disallow.push(`/*/${style.archive}/`);
  if (style.privateGrades && r.chance(0.7)) disallow.push('/*/private/');
  if (r.chance(0.3)) disallow.push('/tr/drafts/');
  b.disallow.length = 0;
  b.disallow.push(...disallow);
  return b.build();
}
