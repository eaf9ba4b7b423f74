// One course offering's "course web": its home page (the target: code, title, term, instructor, TAs, meeting
// times, a short description, links to its material) and the pages around it that are not targets: lecture
// notes, homework and solutions, exams, handouts, a calendar, grades, sections, and on many a hypermail archive
// of the class mailing list (indexes by thread, date, subject and author over dozens to hundreds of messages,
// each linking the next and the previous one).
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';
import type { OldSite } from './old-html.ts';
import * as v from './vocab-course-webs.ts';

export interface Person { name: string; login: string; home: string; folder: string; email: string; faculty: boolean }
export interface Term { season: string; year: number; label: string; yy: string; q: string; current: boolean }
export interface Course { code: string; slug: string; title: string; topic: string; description: string; prerequisites: string; credits: number; creditsRaw: string }

export interface Offering {
  course: Course;
  term: Term;
  instructors: Person[];
  tas: Person[];
  /** The course web's folder, its home page (the target's address) and the address its links use for the home. */
  folder: string;
  home: string;
  alias?: string;
  gold: GoldCourse;
  /** Listed on its term's page (otherwise only its instructor's home page links it). */
  listed: boolean;
  /** Messages in its mailing-list archive (0: none). */
  messages: number;
  sections: number;
}

/** How this site's course webs look: drawn once per site, since one department's webs grew from one template. */
export interface WebStyle {
  template: 'headings' | 'sidebar' | 'dl' | 'plain' | 'news-first';
  labels: { instructor: string; ta: string; lectures: string; description: string; prerequisites: string; credits: string; office: string };
  pageTitle: (o: Offering) => string;
  homework: (n: number) => string;
  solution: (n: number) => string;
  lectures: 'folder' | 'page';
  archive: string;
  /** Material under the course web's own "private" folder, disallowed on some sites. */
  privateGrades: boolean;
  navAtTop: boolean;
  dateLine: boolean;
}

export function drawWebStyle(r: Random): WebStyle {
  const hw = r.pick([(n: number) => `hw${n}.html`, (n: number) => `homework/hw${n}.html`, (n: number) => `assignments/a${n}.html`, (n: number) => `hw/${n}.html`, (n: number) => `homework${n}.html`]);
  return {
    template: r.pick(['headings', 'sidebar', 'dl', 'plain', 'news-first'] as const),
    labels: {
      instructor: r.pick(['Instructor', 'Instructor', 'Professor', 'Lecturer', 'Instructor(s)']),
      ta: r.pick(['TA', 'TAs', 'Teaching Assistants', 'Teaching assistant(s)', 'Graders']),
      lectures: r.pick(['Lectures', 'Lecture', 'Meets', 'Class meetings', 'Time and place']),
      description: r.pick(['Description', 'Course description', 'Overview', 'About the course', 'Catalog description']),
      prerequisites: r.pick(['Prerequisites', 'Prerequisite', 'Prereq', 'Background']),
      credits: r.pick(['Credits', 'Credit', 'Units', 'Credit hours']),
      office: r.pick(['Office hours', 'Office Hours', 'Hours']),
    },
    pageTitle: r.pick([
      (o: Offering) => `${o.course.code} Home Page`, (o: Offering) => `${o.course.code} ${o.term.label}`, (o: Offering) => o.course.slug,
      (o: Offering) => `${o.course.code} - ${o.course.title}`, (o: Offering) => `${o.course.code}: ${o.course.title}, ${o.term.label}`,
    ]),
    homework: hw,
    solution: r.pick([(n: number) => `solutions/sol${n}.html`, (n: number) => `hw${n}-sol.html`, (n: number) => `solutions/hw${n}.html`]),
    lectures: r.chance(0.6) ? 'folder' : 'page',
    archive: r.pick(['mail', 'archive', 'hypermail', 'mailing-list', 'list-archive']),
    privateGrades: r.chance(0.4),
    navAtTop: r.chance(0.5),
    dateLine: r.chance(0.6),
  };
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const monthOf = (t: Term) => ({ Winter: ['Jan', 'Feb', 'Mar'], Spring: ['Apr', 'May', 'Mar'], Summer: ['Jun', 'Jul', 'Aug'], Autumn: ['Oct', 'Nov', 'Sep'], Fall: ['Sep', 'Oct', 'Nov'] } as Record<string, string[]>)[t.season]!;

/** Builds one offering's course web: its home page (the target) and everything it links. */
export function buildCourseWeb(s: OldSite, r: Random, o: Offering, style: WebStyle, ctx: { deptHome: string; deptName: string; domain: string }): void {
  const { course, term } = o;
  const f = o.folder;
  const homeHref = o.alias ?? o.home;
  const rel = (p: string) => p.slice(f.length); // links inside the course web are relative to its folder
  const materials: [string, string][] = [];
  const pages: { path: string; title: string; body: () => string }[] = [];
  const add = (name: string, text: string, body: () => string, dead = false) => {
    materials.push([`${f}${name}`, text]);
    if (!dead) pages.push({ path: `${f}${name}`, title: `${course.code} ${text}`, body });
  };
  const para = (n: number) => Array.from({ length: n }, () => r.pick(v.mailLines)).join(' ');
  const words = v.topicWords[course.topic]!;

  // Lectures: one page of notes, or a folder of one page per lecture.
  if (style.lectures === 'folder') {
    const count = r.int(0, term.current ? 10 : 16);
    const notes: [string, string][] = Array.from({ length: count }, (_, i) => [`${f}lectures/lec${String(i + 1).padStart(2, '0')}.html`, `Lecture ${i + 1}: ${i === 0 ? v.lectureTopics[0] : r.pick([...words, ...v.lectureTopics])}`]);
    for (const [p, t] of notes) pages.push({ path: p, title: `${course.code} ${t}`, body: () => `<H2>${esc(course.code)} ${esc(t)}</H2>\n<P>${para(3)}</P>\n<P>Slides: ${esc(p.replace(/\.html$/, '.ps'))} (PostScript)</P>` });
    add('lectures/', 'Lecture notes', () => `<H2>${esc(course.code)} Lecture notes</H2>\n${s.list(notes.map(([p, t]) => [p.slice(`${f}lectures/`.length), t]))}`);
  } else {
    add('lectures.html', 'Lectures', () => `<H2>${esc(course.code)} Lectures</H2>\n<OL>${words.map((w) => `<LI>${esc(w)}`).join('\n')}</OL>`);
  }
  // Homework, and solutions to the ones already due; in a running term the next one is linked before it is posted.
  const homeworks = r.int(2, term.current ? 6 : 9);
  for (let n = 1; n <= homeworks; n++) {
    add(style.homework(n), `Homework ${n}`, () => `<H2>${esc(course.code)} Homework ${n}</H2>\n<P>Due ${r.pick(days)}, ${r.pick(monthOf(term))} ${r.int(1, 28)} at the start of lecture.</P>\n<OL>${words.slice(0, r.int(2, words.length)).map((w) => `<LI>${esc(`Problem on ${w}.`)}`).join('\n')}</OL>`, term.current && n === homeworks && r.chance(0.5));
    if (r.chance(term.current ? 0.3 : 0.6)) add(style.solution(n), `Solution ${n}`, () => `<H2>${esc(course.code)} Homework ${n} solutions</H2>\n<PRE>${para(4)}</PRE>`);
  }
  for (const [name, text] of r.sample(v.materials, r.int(2, 9))) {
    const grades = name === 'grades.html' && style.privateGrades;
    add(grades ? 'private/grades.html' : name, text, () => `<H2>${esc(course.code)} ${esc(text)}</H2>\n<P>${para(r.int(2, 5))}</P>`);
  }
  for (let i = 0; i < o.sections; i++) {
    const letter = String.fromCharCode(97 + i);
    const ta = o.tas[i % Math.max(1, o.tas.length)];
    add(`section-${letter}.html`, `Section ${letter.toUpperCase()}`, () => `<H2>${esc(course.code)} Section ${letter.toUpperCase()}${letter.toUpperCase()}</H2>\n<P>${esc(course.title)}, ${esc(term.label)}</P>\n<P>TA: ${ta ? s.a(ta.home, ta.name) : 'to be announced'}<BR>\nMeets ${r.pick(['Tuesday', 'Thursday', 'Wednesday'])} ${r.pick(v.meetingTimes)}, ${r.pick(v.buildings)} ${r.int(100, 330)}</P>\n<P>${para(2)}</P>`);
  }
  if (o.messages) materials.push([`${f}${style.archive}/`, 'Mailing list archive']);

  // Material pages: a course nav bar of the main pages, back to the home page.
  const navItems: [string, string][] = [[homeHref, `${course.code} home`], ...materials.filter(([p]) => !p.slice(f.length).includes('/') || p.endsWith('/')).slice(0, 6)];
  for (const pg of pages) {
    const up = '../'.repeat(pg.path.slice(f.length).split('/').length - 1);
    const nav = `<P>[ ${navItems.map(([h, t]) => s.a(h.startsWith(f) ? `${up}${h.slice(f.length)}` || './' : h, t)).join(' | ')} ]</P>`;
    const body = style.navAtTop ? `${nav}\n${pg.body()}` : `${pg.body()}\n<HR>\n${nav}`;
    s.page(pg.path, pg.title, body);
  }
  if (o.messages) buildArchive(s, r, o, `${f}${style.archive}/`, homeHref);

  // The home page.
  const L = style.labels;
  const names = (ps: Person[]) => ps.map((p) => s.a(p.home, p.name)).join(', ');
  const lecture = `${r.pick(v.meetingDays)} ${r.pick(v.meetingTimes)}, ${r.pick(v.buildings)} ${r.int(100, 330)}`;
  const office = `${r.pick(['MW', 'TTh', 'F', 'M'])} ${r.int(1, 4)}:30-${r.int(5, 6)}:00`;
  const instructorLine = o.instructors.map((p) => `${s.a(p.home, p.name)} (${esc(p.login)}@${esc(ctx.domain)})`).join(', ');
  const facts: [string, string][] = [
    [L.instructor, instructorLine], ...(o.tas.length ? [[L.ta, names(o.tas)] as [string, string]] : []), [L.lectures, esc(lecture)], [L.office, esc(office)],
    [L.credits, esc(course.creditsRaw)], ...(course.prerequisites ? [[L.prerequisites, esc(course.prerequisites)] as [string, string]] : []),
  ];
  const links = materials.map(([p, t]): [string, string] => [rel(p) || './', t]);
  const news = `<UL>\n${Array.from({ length: r.int(1, 4) }, () => `<LI><B>${r.int(1, 12)}/${r.int(1, 28)}</B>: ${esc(r.pick(v.mailLines))}`).join('\n')}\n</UL>`;
  const mail = o.messages ? `<P>The class mailing list is ${esc(course.slug)}@${esc(ctx.domain)}.</P>` : '';
  const back = `<P>${s.a(ctx.deptHome, ctx.deptName)}</P>`;
  const head = `${esc(course.code)}: ${esc(course.title)}`;
  let body: string;
  switch (style.template) {
    case 'headings':
      body = `<H1>${head}</H1>\n<H2>${esc(term.label)}</H2>\n${facts.map(([l, x]) => `<P><B>${esc(l)}:</B> ${x}</P>`).join('\n')}\n<H3>${esc(L.description)}</H3>\n<P>${esc(course.description)}</P>\n<H3>Course materials</H3>\n${s.list(links)}\n${mail}\n${back}`;
      break;
    case 'sidebar':
      body = `<TABLE WIDTH="100%" BORDER=0><TR><TD VALIGN=TOP WIDTH=160 BGCOLOR="#ddddff">\n${links.map(([h, t]) => s.a(h, t)).join('<BR>\n')}\n</TD><TD VALIGN=TOP>\n<CENTER><H2>${head}</H2><H3>${esc(term.label)}</H3></CENTER>\n<TABLE BORDER=0>\n${facts.map(([l, x]) => `<TR><TD><B>${esc(l)}</B></TD><TD>${x}</TD></TR>`).join('\n')}\n</TABLE>\n<P><B>${esc(L.description)}:</B> ${esc(course.description)}</P>\n${mail}\n${back}</TD></TR></TABLE>`;
      break;
    case 'dl':
      body = `<h1>${esc(course.code)} - ${esc(course.title)}</h1>\n<p>${esc(term.label)}</p>\n<h2>General information</h2>\n<dl>\n${facts.map(([l, x]) => `<dt>${esc(l)}</dt><dd>${x}</dd>`).join('\n')}\n</dl>\n<h2>${esc(L.description)}</h2>\n<p>${esc(course.description)}</p>\n<h2>Links</h2>\n${s.list(links)}\n${mail}\n${back}`;
      break;
    case 'plain':
      body = `<CENTER><H2>${esc(course.code)}<BR>${esc(course.title)}</H2>${esc(term.label)}</CENTER>\n<HR>\n${facts.map(([l, x]) => `${esc(l)}: ${x}<BR>`).join('\n')}\n<P>${esc(course.description)}</P>\n<P>${links.map(([h, t]) => s.a(h, t)).join(' | ')}</P>\n${mail}\n${back}`;
      break;
    case 'news-first':
      body = `<H1>${esc(course.code)} ${esc(course.title)}</H1>\n<H3>${esc(term.label)}</H3>\n<H2>Announcements</H2>\n${news}\n<H2>Course information</H2>\n<UL>\n${facts.map(([l, x]) => `<LI>${esc(l)}: ${x}`).join('\n')}\n</UL>\n<H2>${esc(L.description)}</H2>\n<P>${esc(course.description)}</P>\n<H2>Course work</H2>\n${s.list(links)}\n${mail}\n${back}`;
      break;
  }
  const footer = style.dateLine ? `<HR><ADDRESS>${esc(o.instructors[0]!.login)}@${esc(ctx.domain)}<BR>Last modified: ${r.pick(monthOf(term))} ${r.int(1, 28)}, ${term.year}</ADDRESS>` : '';
  s.page(o.home, style.pageTitle(o), body, { kind: 'course', courses: [o.gold], footer });
  if (o.alias) s.page(o.alias, style.pageTitle(o), body, { kind: 'course', courses: [o.gold], footer, duplicateOf: o.home });
}

/** A hypermail archive: four indexes over every message, each message linking its neighbours and the indexes. */
function buildArchive(s: OldSite, r: Random, o: Offering, dir: string, homeHref: string): void {
  const people = [...o.instructors, ...o.tas];
  const threads: { subject: string; first: number }[] = [];
  const messages = Array.from({ length: o.messages }, (_, i) => {
    const reply = threads.length > 0 && r.chance(0.6);
    const thread = reply ? r.pick(threads.slice(-5)) : { subject: r.pick(v.mailSubjects).replace('{n}', String(r.int(1, 8))), first: i };
    if (!reply) threads.push(thread);
    const from = r.chance(0.3) && people.length ? r.pick(people).name : `student${r.int(1, 90)}`;
    const month = monthOf(o.term)[Math.min(2, Math.floor((3 * i) / o.messages))]!;
    return { file: `${String(i).padStart(4, '0')}.html`, subject: reply ? `Re: ${thread.subject}` : thread.subject, from, date: `${month} ${1 + (i % 28)} ${o.term.year}`, replyTo: reply ? thread.first : -1 };
  });
  const sortedBy = (i: number) => `<B>Messages sorted by:</B> ${s.a(`date.html#${i}`, '[ date ]')} ${s.a(`index.html#${i}`, '[ thread ]')} ${s.a(`subject.html#${i}`, '[ subject ]')} ${s.a(`author.html#${i}`, '[ author ]')}`;
  messages.forEach((m, i) => {
    const nav = [
      sortedBy(i),
      i + 1 < messages.length ? `<B>Next message:</B> ${s.a(messages[i + 1]!.file, `${messages[i + 1]!.from}: "${messages[i + 1]!.subject}"`)}` : '',
      i > 0 ? `<B>Previous message:</B> ${s.a(messages[i - 1]!.file, `${messages[i - 1]!.from}: "${messages[i - 1]!.subject}"`)}` : '',
      m.replyTo >= 0 ? `<B>In reply to:</B> ${s.a(messages[m.replyTo]!.file, messages[m.replyTo]!.from)}` : '',
    ].filter(Boolean).map((x) => `<LI>${x}`).join('\n');
    s.page(`${dir}${m.file}`, `${o.course.slug}: ${m.subject}`, `<H1>${esc(m.subject)}</H1>\n<B>From:</B> ${esc(m.from)}<BR>\n<B>Date:</B> ${esc(m.date)}\n<UL>\n${nav}\n</UL>\n<!-- body="start" -->\n<P>${esc(r.pick(v.mailLines))} ${esc(r.pick(v.mailLines))}</P>\n<!-- body="end" -->\n<HR>\n<UL>\n${nav}\n</UL>`);
  });
  const indexes: [string, string, (a: typeof messages[number], b: typeof messages[number]) => number][] = [
    ['index.html', 'thread', (a, b) => (a.replyTo < 0 ? messages.indexOf(a) : a.replyTo) - (b.replyTo < 0 ? messages.indexOf(b) : b.replyTo)],
    ['date.html', 'date', () => 0], ['subject.html', 'subject', (a, b) => a.subject.replace(/^Re: /, '').localeCompare(b.subject.replace(/^Re: /, ''))],
    ['author.html', 'author', (a, b) => a.from.localeCompare(b.from)],
  ];
  for (const [file, by, order] of indexes) {
    const list = [...messages].sort(order).map((m) => [m.file, m.subject] as [string, string]);
    const others = indexes.filter(([x]) => x !== file).map(([x, y]) => s.a(x, `[ ${y} ]`)).join(' ');
    const index = `<H1>${esc(o.course.slug)} mailing list archive by ${by}</H1>\n<P>${messages.length} messages. Sorted by: ${others}</P>\n<P>${s.a(homeHref, `${o.course.code} home page`)}</P>\n${s.list(list, (i) => ` <I>${esc(messages.find((m) => m.file === list[i]![0])!.from)}</I>`)}`;
    s.page(`${dir}${file}`, `${o.course.slug} archive by ${by}`, index);
    // The archive's folder address serves its index as the web server does.
    if (file === 'index.html') s.page(dir, `${o.course.slug} archive by ${by}`, index, { duplicateOf: `${dir}index.html` });
  }
}
