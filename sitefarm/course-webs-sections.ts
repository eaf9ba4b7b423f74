// The rest of a 1990s department website around its course webs: people's home pages and the directories that
// list them, research groups, tech reports by year, a seminar series with a page per talk, news, admissions,
// jobs and the home page that links every section.
import type { Random } from './random.ts';
import { esc } from './render.ts';
import type { OldSite } from './old-html.ts';
import type { Offering, Person, Term } from './course-web-pages.ts';
import * as v from './vocab-course-webs.ts';
import { firstNames, lastNames } from './vocab.ts';

const topics = Object.values(v.topicWords).flat();
const titleFrom = (r: Random, patterns: string[]) => {
  const t = r.pick(topics);
  return r.pick(patterns).replace('{T}', t[0]!.toUpperCase() + t.slice(1));
};
const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Faculty and student home pages with the pages in their folders, and the directories that list them. */
export function buildPeople(s: OldSite, r: Random, p: { faculty: Person[]; students: Person[]; offerings: Offering[]; domain: string; hostile: number }): void {
  const teachingWord = r.pick(['Courses I teach', 'Teaching', 'Courses', 'Classes taught', 'Current and past courses']);
  const linkTo = (o: Offering) => (o.alias && r.chance(0.4) ? o.alias : o.home);
  const latin1 = s.b.options.encoding === 'iso-8859-1';

  for (const f of p.faculty) {
    const mine = p.offerings.filter((o) => o.instructors.includes(f));
    const teaching: [string, string][] = mine.map((o) => [linkTo(o), `${o.course.code} ${o.course.title} (${o.term.label})`]);
    // Old course pages the instructor once kept here, long gone.
    if (mine.length && r.chance(p.hostile * 4)) teaching.push([`${f.folder}teaching/${mine[0]!.course.slug}-old.html`, `${mine[0]!.course.code} (older offerings)`]);
    const own = r.sample(v.facultyPages, r.int(1, 4)).map((n): [string, string] => [`${f.folder}${n}`, n.replace('.html', '').replace(/^cv$/, 'Curriculum vitae')]);
    for (const [path, text] of own) {
      const items = text === 'students'
        ? r.sample(p.students, r.int(1, 5)).map((x): [string, string] => [x.home, x.name])
        : Array.from({ length: r.int(2, 8) }, (): [string, string] => [r.chance(0.3) ? `/tr/${r.int(1990, 2004)}/` : `${f.folder}${text}.html#${r.int(1, 9)}`, titleFrom(r, v.reportPatterns)]);
      s.page(path, `${f.name}: ${text}`, `<H2>${esc(text)}</H2>\n${s.list(items)}\n<P>${s.a(f.home, f.name)}</P>`);
    }
    const interests = r.sample(topics, r.int(2, 4)).join(', ');
    s.page(f.home, f.name, `<H1>${esc(f.name)}</H1>\n<P>${esc(r.pick(v.ranks))}<BR>\nOffice: ${esc(r.pick(v.buildings))} ${r.int(100, 600)}<BR>\nPhone: (555) ${r.int(200, 999)}-${r.int(1000, 9999)}<BR>\nEmail: ${esc(f.email)}</P>\n<P>Research interests: ${esc(interests)}.</P>\n${teaching.length ? `<H2>${esc(teachingWord)}</H2>\n${s.list(teaching)}` : ''}\n${s.list(own)}\n<P>${s.a('/people/', 'People')} | ${s.a('/', 'Department home')}</P>`);
  }

  for (const st of p.students) {
    const taing = p.offerings.filter((o) => o.tas.includes(st) && r.chance(0.6));
    const own = r.sample(v.studentPages, r.int(0, 3)).map((n): [string, string] => [`${st.folder}${n}`, n.replace('.html', '')]);
    // Accented names: on a UTF-8 site these pages are in Latin-1, declared in a meta tag or not at all.
    const odd = /[^\x00-\x7f]/.test(st.name) && !latin1 ? { encoding: 'iso-8859-1' as const, declare: r.pick(['meta', 'none'] as const) } : {};
    for (const [path, text] of own) {
      const items = text === 'friends' ? r.sample(p.students, r.int(2, 6)).map((x): [string, string] => [x.home, x.name])
        : text === 'hobbies' ? r.sample(v.hobbies, r.int(2, 4)).map((h): [string, string] => [`http://www.${slugOf(h)}.org/`, h])
          : Array.from({ length: r.int(1, 3) }, (): [string, string] => [`/tr/${r.int(1994, 2004)}/`, titleFrom(r, v.reportPatterns)]);
      s.page(path, `${st.name}'s ${text}`, `<H2>${esc(text)}</H2>\n${s.list(items)}\n<P>${s.a(st.home.slice(st.folder.length) || './', 'Back to my home page')}</P>`, odd);
    }
    const advisor = r.pick(p.faculty);
    const ta = taing.length ? `<P>This term I am a TA for ${taing.map((o) => s.a(linkTo(o), o.course.code)).join(' and ')}.</P>` : '';
    s.page(st.home, `${st.name}'s Home Page`, `<H1>${esc(st.name)}</H1>\n<P>I am a graduate student working with ${s.a(advisor.home, advisor.name)} on ${esc(r.pick(topics))}.</P>\n${ta}\n${own.length ? s.list(own.map(([h, t]) => [h.slice(st.folder.length), t])) : ''}\n<P>${esc(st.email)}</P>`, odd);
  }

  // Directories: faculty on one page; students on one page, paginated, or by letter; staff without pages.
  s.page('/people/faculty.html', 'Faculty', `<H1>Faculty</H1>\n<TABLE BORDER=0>\n${p.faculty.map((f) => `<TR><TD>${s.a(f.home, f.name)}</TD><TD>${esc(f.email)}</TD></TR>`).join('\n')}\n</TABLE>\n<P>${s.a('/people/', 'People')}</P>`);
  const byName = [...p.students].sort((a, b) => a.name.split(' ')[1]!.localeCompare(b.name.split(' ')[1]!));
  const mode = r.pick(['one', 'pages', 'letters'] as const);
  let studentIndex = '/people/students.html';
  if (mode === 'one') {
    s.page(studentIndex, 'Graduate students', `<H1>Graduate students</H1>\n${s.list(byName.map((x) => [x.home, x.name]))}`);
  } else if (mode === 'pages') {
    const size = r.int(10, 20);
    const pages = Math.ceil(byName.length / size);
    const at = (n: number) => (n === 1 ? '/people/students.html' : `/people/students.html?page=${n}`);
    for (let n = 1; n <= pages; n++) {
      const pager = Array.from({ length: pages }, (_, i) => (i + 1 === n ? `${n}` : s.a(at(i + 1), String(i + 1)))).join(' ');
      s.page(at(n), `Graduate students (page ${n})`, `<H1>Graduate students</H1>\n${s.list(byName.slice((n - 1) * size, n * size).map((x) => [x.home, x.name]))}\n<P>Page: ${pager}</P>`);
    }
  } else {
    studentIndex = '/people/students/';
    const letters = [...new Set(byName.map((x) => x.name.split(' ')[1]![0]!.toUpperCase()))];
    const bar = letters.map((l) => s.a(`/people/students/${l.toLowerCase()}.html`, l)).join(' ');
    for (const l of letters) s.page(`/people/students/${l.toLowerCase()}.html`, `Graduate students: ${l}`, `<H1>Graduate students: ${l}</H1>\n<P>${bar}</P>\n${s.list(byName.filter((x) => x.name.split(' ')[1]![0]!.toUpperCase() === l).map((x) => [x.home, x.name]))}`);
    s.page(studentIndex, 'Graduate students', `<H1>Graduate students</H1>\n<P>By last name: ${bar}</P>`);
  }
  const staff = Array.from({ length: r.int(5, 12) }, () => `<TR><TD>${esc(`${r.pick(firstNames)} ${r.pick(lastNames)}`)}</TD><TD>${esc(r.pick(v.staffRoles))}</TD><TD>(555) ${r.int(200, 999)}-${r.int(1000, 9999)}</TD></TR>`);
  s.page('/people/staff.html', 'Staff', `<H1>Staff</H1>\n<TABLE BORDER=1>\n${staff.join('\n')}\n</TABLE>`);
  s.page('/people/', 'People', `<H1>People</H1>\n${s.list([['faculty.html', 'Faculty'], [studentIndex.replace('/people/', ''), 'Graduate students'], ['staff.html', 'Staff']])}\n<P>${s.a('/', 'Department home')}</P>`);
}

/** The home page and every section beside the courses and the people. */
export function buildDepartmentSections(s: OldSite, r: Random, d: { institution: string; deptName: string; domain: string; section: [string, string]; faculty: Person[]; students: Person[]; terms: Term[] }): void {
  const back = `<P>${s.a('/', d.deptName)}</P>`;
  const simple = (path: string, title: string, extra = '') => s.page(path, title, `<H1>${esc(title)}</H1>\n<P>${esc(r.pick(v.mailLines))} ${esc(r.pick(v.descriptionSentences).replace(/\{\w\}/g, r.pick(topics)))}</P>\n${extra}\n${back}`);

  // About, admissions, jobs.
  const about: [string, string][] = [['/about/history.html', 'History'], ['/about/directions.html', 'Directions'], ['/about/contact.html', 'Contact']];
  for (const [p, t] of about) simple(p, t);
  simple('/about/', `About the ${d.deptName}`, s.list(about));
  const admissions: [string, string][] = [['/admissions/undergrad.html', 'Undergraduate admissions'], ['/admissions/grad.html', 'Graduate admissions'], ['/admissions/faq.html', 'Frequently asked questions'], ['/admissions/apply.html', 'How to apply']];
  for (const [p, t] of admissions) simple(p, t);
  simple('/admissions/', 'Admissions', s.list(admissions));
  const jobs = Array.from({ length: r.int(1, 4) }, (_, i): [string, string] => [`/jobs/position-${i + 1}.html`, r.pick(['Tenure-track faculty position', 'Lecturer position', 'Systems programmer', 'Postdoctoral researcher'])]);
  for (const [p, t] of jobs) simple(p, t);
  simple('/jobs/', 'Employment opportunities', s.list(jobs));

  // News.
  const news = Array.from({ length: r.int(8, 30) }, (_, i): [string, string] => [`/news/${i + 1}.html`, r.pick(v.newsTitles)]);
  for (const [p, t] of news) simple(p, t, `<P>${s.a('/news/', 'All news')}</P>`);
  simple('/news/', 'Department news', s.list(news));

  // Research groups: their members' home pages, projects, publications.
  const groups = r.sample(v.groupWords, r.int(4, 9)).map((g): [string, string] => [`/research/${slugOf(g)}/`, `${g} Group`]);
  for (const [p, t] of groups) {
    const members = [...r.sample(d.faculty, r.int(1, 4)), ...r.sample(d.students, r.int(2, 8))];
    const sub: [string, string][] = [['projects.html', 'Projects'], ['publications.html', 'Publications']];
    for (const [n, x] of sub) simple(`${p}${n}`, `${t}: ${x}`, s.list(Array.from({ length: r.int(3, 10) }, () => [`/tr/`, titleFrom(r, v.reportPatterns)] as [string, string])));
    s.page(p, t, `<H1>${esc(t)}</H1>\n<P>The group works on ${esc(r.sample(topics, 3).join(', '))}.</P>\n<H2>Members</H2>\n${s.list(members.map((m) => [m.home, m.name]))}\n${s.list(sub)}\n${back}`);
  }
  simple('/research/', 'Research', s.list(groups));

  // Tech reports: one page a year, one page a report.
  const lastYear = d.terms[0]!.year;
  const years = Array.from({ length: r.int(4, 9) }, (_, i) => lastYear - i);
  for (const y of years) {
    const reports = Array.from({ length: r.int(6, 25) }, (_, i): [string, string] => [`/tr/${y}/${y}-${String(i + 1).padStart(2, '0')}.html`, `TR ${y}-${String(i + 1).padStart(2, '0')}: ${titleFrom(r, v.reportPatterns)}`]);
    for (const [p, t] of reports) {
      const authors = r.sample(d.faculty, r.int(1, 2));
      s.page(p, t, `<H2>${esc(t)}</H2>\n<P>${authors.map((a) => s.a(a.home, a.name)).join(', ')}</P>\n<H3>Abstract</H3>\n<P>${esc(r.pick(v.descriptionSentences).replace(/\{\w\}/g, r.pick(topics)))}</P>\n<P><A HREF="ftp://ftp.${d.domain}/pub/tr/${y}/${p.split('/').pop()!.replace('.html', '.ps.Z')}">PostScript</A></P>\n<P>${s.a(`/tr/${y}/`, `Reports of ${y}`)}</P>`);
    }
    s.page(`/tr/${y}/`, `Technical reports ${y}`, `<H1>Technical reports, ${y}</H1>\n${s.list(reports.map(([p, t]) => [p.slice(`/tr/${y}/`.length), t]))}\n<P>${s.a('/tr/', 'All years')}</P>`);
  }
  simple('/tr/drafts/', 'Drafts (internal)');
  simple('/tr/', 'Technical reports', s.list([...years.map((y): [string, string] => [`/tr/${y}/`, String(y)]), ['/tr/drafts/', 'Drafts']]));

  // Seminars: a page per term, a page per talk.
  const seminarWord = r.pick(['Colloquium', 'Colloquia', 'Seminars', 'Distinguished Lecture Series']);
  const seminarTerms = d.terms.slice(0, r.int(2, d.terms.length));
  for (const t of seminarTerms) {
    const dir = `/colloq/${t.yy}${t.q}/`;
    const talks = Array.from({ length: r.int(5, 14) }, (_, i): [string, string] => [`${dir}talk${i + 1}.html`, titleFrom(r, v.talkPatterns)]);
    for (const [p, title] of talks) simple(p, title, `<P><B>Speaker:</B> ${esc(`${r.pick(firstNames)} ${r.pick(lastNames)}`)}, ${esc(r.pick(v.affiliations))}</P>\n<P>${s.a(dir, `${seminarWord}, ${t.label}`)}</P>`);
    simple(dir, `${seminarWord}: ${t.label}`, s.list(talks));
  }
  simple('/colloq/', seminarWord, s.list(seminarTerms.map((t) => [`/colloq/${t.yy}${t.q}/`, t.label])));

  simple('/private/', 'Department only');
  const nav: [string, string][] = r.sample([
    ['/about/', 'About the department'], ['/news/', 'News'], ['/research/', 'Research'], ['/people/', 'People'], ['/admissions/', 'Admissions'],
    ['/colloq/', seminarWord], ['/tr/', 'Technical reports'], ['/jobs/', 'Jobs'],
  ] as [string, string][], 8);
  nav.splice(r.int(0, 4), 0, d.section);
  nav.push(['/private/', 'Internal (department only)'], ['/cgi-bin/search', 'Search']);
  const home = `<H1>${esc(d.deptName)}</H1>\n<H3>${esc(d.institution)}</H3>\n${r.chance(0.5) ? s.list(nav) : `<P>[ ${nav.map(([h, t]) => s.a(h, t)).join(' | ')} ]</P>`}\n<P>${esc(r.pick(v.newsTitles))}: ${s.a(r.pick(news)[0], 'read more')}</P>\n<HR>\n<ADDRESS>webmaster@${esc(d.domain)}</ADDRESS>`;
  s.page('/', d.deptName, home);
  if (r.chance(0.5)) s.page('/index.html', d.deptName, home, { duplicateOf: '/' });
}
