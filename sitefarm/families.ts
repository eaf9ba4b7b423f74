// Families of generated sites, for training and for leave-one-family-out figures: each family is one way
// catalogs are built (a catalog system), and each of its sites draws its own navigation depth, hub vocabulary
// (with invented words no seed list holds), URL scheme, course layout, encoding and hostility from a seed. A
// model that only learned the twelve hand-made sites' words and paths has nothing to hold on to here.
import { SiteBuilder } from './builder.ts';
import { buildCatalog, type CatalogSpec } from './templates.ts';
import type { Encoding, SiteDefinition } from './model.ts';
import type { Language } from './languages.ts';
import type { Conventions } from './courses.ts';
import type { CourseStyle } from './render.ts';
import { Random } from './random.ts';
import { buildPeopleFolders, type PeopleFoldersSpec } from './people-folders.ts';
import { buildCmsFinder, type CmsFinderSpec, type SortKind } from './cms-finder.ts';
import { buildEsUniversidad } from './es-universidad.ts';
import { buildCourseWebs } from './course-webs.ts';
import { buildDrupalNodes } from './drupal-nodes.ts';
import { buildFrUniversite } from './fr-universite.ts';
import { buildLmsCatalog, lmsCatalogSpec, type LmsCatalogSpec } from './lms-catalog.ts';

export interface Family {
  id: string;
  description: string;
  language: Language;
  /** The catalog a site of the family has, from its seeded draws and its hub chain, or */
  catalog?: (r: Random, hubs: [string, string][], conventions: Conventions) => Omit<CatalogSpec, 'conventions' | 'hubs'>;
  /** a department whose courses are in its people's folders, or */
  people?: (r: Random) => Omit<PeopleFoldersSpec, 'conventions' | 'hubs'>;
  /** a whole university website on a content-management system, its courses behind a course finder. */
  cms?: (r: Random) => Omit<CmsFinderSpec, 'conventions'>;
  /** a whole website the family builds itself, from the site's id and seeded draws (its own name, encoding, template). */
  site?: (id: string, r: Random, description: string) => SiteDefinition;
  /** or a university's learning-management platform, its courses in a tree of categories. */
  lms?: (r: Random) => Omit<LmsCatalogSpec, 'conventions'>;
}

const syllables = ['ka', 'lo', 'vi', 'ren', 'tu', 'mar', 'sel', 'dor', 'pha', 'qui', 'ust', 'bre', 'no', 'zan', 'eli', 'gor'];
/** A word no vocabulary holds ("Vidorsel"): hub names differ from every site a model saw. */
function inventedWord(r: Random): string {
  const w = Array.from({ length: r.int(2, 3) }, () => r.pick(syllables)).join('');
  return w[0]!.toUpperCase() + w.slice(1);
}

const hubWordsEn = ['Academics', 'Study', 'Learning', 'Education', 'Programs', 'Curriculum', 'Faculties', 'Schools', 'Students', 'Registrar', 'Records', 'Publications', 'Resources', 'Teaching', 'Offerings'];
const catalogWordsEn = ['Catalog', 'Catalogue', 'Bulletin', 'Calendar', 'Handbook', 'Prospectus', 'Course Guide', 'Subject Guide', 'Class Schedule', 'Offerings', 'Unit Guide', 'Course Inventory'];
const hubWordsJa = ['教育', '学部', '大学院', '在学生', '学務', '教務', '学生生活', '授業', '履修'];
const catalogWordsJa = ['シラバス', '講義要覧', '授業計画', '履修案内', '開講科目', '科目一覧', '便覧'];
const hubWordsDe = ['Studium', 'Lehre', 'Studienangebot', 'Fakultäten', 'Fachbereiche', 'Studierende', 'Studiengänge', 'Prüfungsamt', 'Studienorganisation'];
const catalogWordsDe = ['Modulhandbuch', 'Vorlesungsverzeichnis', 'Modulkatalog', 'Lehrveranstaltungen', 'Modulbeschreibungen', 'Studienverlaufsplan'];
/** Umlauts as German addresses spell them. */
const ascii = (w: string) => w.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss');
const slugStyles: ((w: string) => string)[] = [(w) => w.toLowerCase().replace(/\s+/g, '-'), (w) => w.toLowerCase().replace(/\s+/g, '_'), (w) => w.replace(/\s+/g, ''), (w) => w.toLowerCase().replace(/\s+/g, '').slice(0, 4)];

/** A chain of 1 to `max` hubs from the home page down to the department index, in this site's words. */
function hubChain(r: Random, language: Language, max: number): [string, string][] {
  const slug = r.pick(slugStyles);
  const depth = r.int(1, max);
  const hubs: [string, string][] = [];
  let path = '/';
  for (let i = 0; i < depth; i++) {
    const last = i === depth - 1;
    const word = language === 'ja'
      ? (last ? r.pick(catalogWordsJa) : r.pick(hubWordsJa))
      : language === 'de'
        ? (r.chance(0.35) ? `${inventedWord(r)} ${last ? r.pick(catalogWordsDe) : r.pick(hubWordsDe)}` : (last ? r.pick(catalogWordsDe) : r.pick(hubWordsDe)))
        : r.chance(0.35) ? `${inventedWord(r)} ${last ? r.pick(catalogWordsEn) : r.pick(hubWordsEn)}` : (last ? r.pick(catalogWordsEn) : r.pick(hubWordsEn));
    const segment = language === 'ja' || r.chance(0.2) ? inventedWord(r).toLowerCase() : slug(ascii(word));
    path = `${path}${segment}${i}/`;
    hubs.push([path, word]);
  }
  return hubs;
}

const inlineOrStyle = (r: Random): CourseStyle => r.pick(['table', 'dl', 'lines', 'headings'] as const);
/** A file name that says nothing of the course, as upload folders name them. */
function opaqueId(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

const tail = (hubs: [string, string][]) => hubs.at(-1)![0];

export const families: Family[] = [
  {
    id: 'inline-listing', language: 'en', description: 'every course described inline on one page per department, sometimes paginated',
    catalog: (r, hubs) => {
      const ext = r.pick(['.html', '/', '.htm']);
      return {
      departments: r.int(4, 7), coursesPerDept: [8, 24], style: 'inline', listing: (d) => `${tail(hubs)}${d.slug}${ext}`,
      ...(r.chance(0.5) ? { pageSize: r.int(4, 8), paginate: (l: string, p: number) => `${l}${l.includes('?') ? '&' : '?'}pg=${p}` } : {}),
      disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'page-per-course', language: 'en', description: 'department listings link one page per course, in varied layouts, some with print views',
    catalog: (r, hubs) => {
      const style = inlineOrStyle(r);
      const print = r.chance(0.5);
      const sep = r.pick(['-', '', '_']);
      const ext = r.pick(['.html', '/', '']);
      return {
        departments: r.int(4, 7), coursesPerDept: [8, 22], style, listing: (d) => `${tail(hubs)}${d.slug}/`,
        coursePath: (d, c) => `${tail(hubs)}${d.slug}/${c.code.replace(/\s+/g, sep).toLowerCase()}${ext}`,
        ...(print ? { printView: (p: string) => `${p}${p.includes('?') ? '&' : '?'}format=print` } : {}),
        disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'banner-like', language: 'en', description: 'a student-system catalog: query-string URLs on a script path, listings per subject and term, lines layout',
    catalog: (r) => {
      const script = `/${r.pick(['pls', 'prod', 'ssb', 'StudentRegistrationSsb'])}/${r.pick(['bwckctlg', 'ctlg', 'catalog'])}.p_disp_${r.pick(['courses', 'crse', 'listcrse'])}`;
      const term = `2026${r.int(1, 3)}0`;
      return {
        departments: r.int(5, 8), coursesPerDept: [10, 25], style: 'lines', listing: (d) => `${script}?term_in=${term}&one_subj=${d.prefix}`,
        coursePath: (d, c) => `${script.replace(/p_disp_\w+$/, 'p_disp_course_detail')}?cat_term_in=202610&subj_code_in=${d.prefix}&crse_numb_in=${c.code.replace(/\D/g, '')}`,
        pageSize: r.int(8, 15), paginate: (l: string, p: number) => `${l}&page_in=${p}`, disallowDepartments: 0,
      };
    },
  },
  {
    id: 'acalog-like', language: 'en', description: 'catalog software: catoid/navoid listings, paginated, course previews behind redirects',
    catalog: (r) => {
      const catoid = r.int(2, 40);
      const base = r.int(100, 999);
      return {
        departments: r.int(5, 8), coursesPerDept: [12, 30], style: r.pick(['lines', 'headings'] as const),
        listing: (d) => `/content.php?catoid=${catoid}&navoid=${d.slug}`, pageSize: r.int(8, 12), paginate: (l, p) => `${l}&filter%5Bcpage%5D=${p}`,
        coursePath: (d, _c, i) => `/preview_course_nopop.php?catoid=${catoid}&coid=${d.slug}${base + i}`,
        redirectVia: (p) => p.replace('preview_course_nopop.php', 'preview_course.php'), disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'courseleaf-like', language: 'en', description: 'a catalog host of its own with every course inline per subject (courseblocks), JSON-LD sometimes',
    catalog: (r) => {
      const root = r.pick(['courses', 'course-descriptions', 'azindex']);
      return { departments: r.int(5, 8), coursesPerDept: [10, 28], style: 'inline', origin: 'catalog', listing: (d) => `/${root}/${d.prefix.toLowerCase()}/`, disallowDepartments: 0 };
    },
  },
  {
    id: 'handbook', language: 'en', description: 'a handbook buried four or more clicks deep, one page per course in a table, with a PDF of each department beside it',
    catalog: (r, hubs) => ({
      departments: r.int(4, 6), coursesPerDept: [8, 18], style: 'table', listing: (d) => `${tail(hubs)}${d.slug}.html`,
      coursePath: (d, c) => `${tail(hubs)}${d.slug}/${c.code.replace(/\s+/g, '').toLowerCase()}.html`,
      pdfBeside: true, disallowDepartments: r.int(0, 1),
    }),
  },
  {
    id: 'ja-syllabus', language: 'ja', description: 'Japanese syllabus systems: query or path URLs, table, dl or 「項目：値」 layouts, Shift_JIS, EUC-JP or UTF-8',
    catalog: (r, hubs) => {
      const query = r.chance(0.5);
      return {
        departments: r.int(4, 6), coursesPerDept: [10, 24], style: r.pick(['table', 'dl', 'lines'] as const),
        listing: (d) => (query ? `${tail(hubs)}list?dept=${d.slug}&nendo=2026` : `${tail(hubs)}${d.slug}/`),
        coursePath: (d, c) => (query ? `${tail(hubs)}view?nendo=2026&code=${c.code}` : `${tail(hubs)}${d.slug}/${c.code.toLowerCase()}.html`),
        disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'de-modulhandbuch', language: 'de', description: 'German module handbooks: one page per module in a table, dl or lines layout, or every module inline per programme; codes like IN2064, ECTS or LP, UTF-8 or ISO-8859-1',
    catalog: (r, hubs) => {
      const inline = r.chance(0.3);
      const ext = r.pick(['.html', '/', '.php']);
      const word = r.pick(['modul', 'mod', 'lv']);
      return {
        departments: r.int(4, 6), coursesPerDept: [8, 22], style: inline ? 'inline' : inlineOrStyle(r),
        listing: (d) => `${tail(hubs)}${d.slug}${ext === '/' ? '/' : `.html`}`,
        ...(inline ? {} : { coursePath: (d: { slug: string }, c: { code: string }) => `${tail(hubs)}${d.slug}/${word}-${c.code.toLowerCase()}${ext}` }),
        disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'pdf-syllabi', language: 'ja', description: "syllabi published only as PDF: each department's table of courses links every course's syllabus PDF (a form, 「項目：値」 lines or headed sections), by its title or only as \"シラバス(PDF)\", at a .pdf path named by the course's code or by an opaque id, or a download script's query (whose PDFs use an unembedded font in a predefined encoding)",
    catalog: (r, hubs) => {
      const url = r.pick(['script', 'code', 'opaque'] as const);
      return {
        departments: r.int(4, 6), coursesPerDept: [10, 24], style: 'table', listing: (d) => `${tail(hubs)}${d.slug}/`,
        coursePath: (d, c) => (url === 'script' ? `${tail(hubs)}download?nendo=2026&code=${c.code}`
          : url === 'code' ? `${tail(hubs)}${d.slug}/pdf/${c.code.toLowerCase()}.pdf`
            : `/files/syllabus/2026/${opaqueId(c.code)}.pdf`),
        // A download script makes its PDFs as server-side libraries do: an unembedded font in a predefined encoding.
        pdfCourses: { layout: r.pick(['form', 'lines', 'headings'] as const), anchor: r.pick(['title', 'generic'] as const), font: url === 'script' ? 'predefined' : 'embedded' },
        disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'people-folders', language: 'en', description: "a department whose courses sit in its teachers' own folders (/~jdoe/cs302/), linked from their home pages among papers and students; a courses page lists some of them, and some links are dead",
    people: (r) => {
      const scheme = r.pick(['~', 'users/', 'staff/', 'homes/']);
      const homeName = r.pick([(_: string) => '', (l: string) => `${l}.html`, (_: string) => 'index.html', (_: string) => 'welcome.html']);
      const layout = r.pick([
        (f: string, code: string) => `${f}${code}/`,
        (f: string, code: string) => `${f}${code}.html`,
        (f: string, code: string, term: string) => `${f}classes/${code}/${term}/`,
        (f: string, code: string) => `${f}teaching/${code}.html`,
      ]);
      const word = r.pick(['Faculty', 'Faculty Directory', 'Personal Pages', 'Faculty and Staff', 'Teaching Staff', 'Our People']);
      return {
        directory: [`/${r.pick(['faculty', 'dept/people', 'directory', 'docs/faculty'])}/`, r.chance(0.35) ? `${inventedWord(r)} ${word}` : word],
        folder: (login) => `/${scheme}${login}/`, homeName, coursePath: layout, style: inlineOrStyle(r),
      };
    },
  },
  {
    id: 'search-system', language: 'ja', description: "course search systems run by script: a department is chosen from a GET form's select or from a select that navigates on change, and each row of its results opens the syllabus by an onclick, a javascript: link to a function the page defines, or a data-href; query URLs on a script path",
    catalog: (r, hubs) => {
      const ext = r.pick(['', '.php', '.do', '.aspx', '.jsp']);
      const [search, detail] = r.pick([['search', 'detail'], ['list', 'view'], ['kensaku', 'syllabus'], ['SearchList', 'SyllabusDetail']]);
      const keyword = r.chance(0.5);
      const year = r.pick(['nendo', 'year', 'ay']);
      const unit = r.pick(['dept', 'gakubu', 'bukyoku']);
      return {
        departments: r.int(4, 6), coursesPerDept: [10, 24], style: r.pick(['table', 'dl', 'lines'] as const),
        listing: (d) => `${tail(hubs)}${search}${ext}?${year}=2026${keyword ? '&keyword=' : ''}&${unit}=${d.slug}`,
        coursePath: (_d, c) => `${tail(hubs)}${detail}${ext}?${year}=2026&code=${c.code}`,
        scripted: {
          chooser: r.pick(['get-form', 'select-onchange', 'select-function'] as const),
          opener: r.pick(['row-onclick', 'function-link', 'javascript-href', 'data-href'] as const),
        },
        disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'programmes', language: 'en', description: 'a catalog whose department index also leads to dozens of programmes of study (majors, minors, certificates), each a requirements table of course codes, titles and credits, some codes linked to the course; courses one page each or inline per department',
    catalog: (r, hubs) => {
      const inline = r.chance(0.4);
      const style = inline ? 'inline' as const : inlineOrStyle(r);
      const word = r.pick(['Programs of Study', 'Degree Programs', 'Majors and Minors', 'Academic Programs', 'Programs A-Z', 'Areas of Study']);
      const root = tail(hubs);
      return {
        departments: r.int(5, 8), coursesPerDept: [8, 20], style, listing: (d) => `${root}${d.slug}${inline ? '.html' : '/'}`,
        ...(inline ? {} : { coursePath: (d: { slug: string }, c: { code: string }) => `${root}${d.slug}/${c.code.replace(/[\s-]+/g, '').toLowerCase()}.html` }),
        programmes: {
          index: [`${root}programs/`, r.chance(0.35) ? `${inventedWord(r)} ${word}` : word],
          path: (slug: string) => `${root}programs/${slug}.html`, perDepartment: [4, 8], linked: r.pick([0.2, 0.5, 0.9]),
        },
        disallowDepartments: r.int(0, 1),
      };
    },
  },
  {
    id: 'cms-finder', language: 'en', description: 'a university website on a content-management system: a mega-menu of 60 to 150 links and a footer of 20 to 40 on every page; courses found through a course finder that lists them by title only (no code), paginated, with facet links (level, faculty, study mode, start, sort) giving the same lists under many addresses; course pages at addresses made from their titles, faculty pages and staff profiles naming some of them',
    cms: (r) => {
      const words = ['Course finder', 'Find a course', 'Explore courses', 'Course search', 'Find your course'];
      const finderPath = r.pick(['/study/courses/', '/courses/', '/study/find-a-course/', '/course-finder/', '/study/course-search/']);
      const sections = r.pick(['slash', 'bare', 'html'] as const);
      const staffDir = r.pick(['/staff/', '/people/', '/about/people/', '/directory/']);
      const azValue = r.pick(['az', 'a-z', 'title', 'name_asc']);
      const sorts: [SortKind, string, string][] = [['az', azValue, 'A–Z'], ['za', azValue === 'az' ? 'za' : azValue === 'a-z' ? 'z-a' : `${azValue.replace(/_asc$/, '')}_desc`, 'Z–A'], ['newest', r.pick(['newest', 'date']), 'Newest'], ['popular', 'popular', 'Most popular']];
      const word = r.pick(['Staff directory', 'Find a person', 'Our people', 'Find an expert']);
      const news = r.pick([(n: number) => `/news/?page=${n}`, (n: number) => `/news/page/${n}/`, (n: number) => `/news/archive?pg=${n}`]);
      return {
        word: () => inventedWord(r),
        template: {
          shell: r.pick(['semantic', 'divs'] as const), menu: r.pick(['nested', 'columns'] as const),
          ids: [r.pick(['masthead', 'site-header', 'header', 'top']), r.pick(['menu', 'site-nav', 'main-menu', 'megamenu', 'primary-nav']), r.pick(['content', 'main-content', 'page', 'main']), r.pick(['footer', 'colophon', 'site-footer', 'page-footer'])],
        },
        sectionPath: (s, p) => (!p ? `/${s}/` : sections === 'slash' ? `/${s}/${p}/` : sections === 'bare' ? `/${s}/${p}` : `/${s}/${p}.html`),
        finder: {
          path: finderPath, title: r.chance(0.3) ? `${inventedWord(r)} ${r.pick(words).toLowerCase()}` : r.pick(words), pageSize: r.int(10, 20),
          params: { page: r.pick(['page', 'page', 'pg', 'p']), level: r.pick(['level', 'studyLevel', 'type']), faculty: r.pick(['faculty', 'school', 'area']), mode: r.pick(['mode', 'delivery', 'attendance']), start: r.pick(['start', 'intake', 'entry']), sort: r.pick(['sort', 'order', 'sortBy']) },
          levels: r.pick([['ug', 'pg'], ['undergraduate', 'postgraduate'], ['UG', 'PG']] as [string, string][]),
          modes: r.pick([[['on-campus', 'On campus'], ['online', 'Online'], ['blended', 'Blended']], [['full-time', 'Full-time'], ['part-time', 'Part-time'], ['online', 'Online']], [['campus', 'Campus'], ['mixed', 'Mixed mode'], ['distance', 'Distance learning']]] as [string, string][][]),
          sorts: r.sample(sorts, r.int(1, 2)), maxFilters: r.pick([1, 2] as const), emptyQuery: r.chance(0.3), pageOne: r.chance(0.5),
          layout: r.pick(['cards', 'rows', 'list'] as const), summary: r.chance(0.6), more: r.chance(0.5),
        },
        coursePath: r.pick([
          (s: string) => `${finderPath}${s}/`, (s: string, f: string) => `/courses/${f}/${s}`, (s: string) => `/study/${s}.html`,
          (s: string, _f: string, level: 'ug' | 'pg') => `/study/${level === 'pg' ? 'postgraduate' : 'undergraduate'}/${s}/`, (s: string) => `/course/${s}`,
        ]),
        facultyPath: r.pick([(f: string) => `/faculties/${f}/`, (f: string) => `/schools/${f}/`, (f: string) => `/${f}/`]),
        staff: {
          directory: [staffDir, r.chance(0.2) ? `${inventedWord(r)} ${word.toLowerCase()}` : word],
          profile: r.pick([(s: string) => `${staffDir}${s}/`, (s: string) => `/profiles/${s}`, (s: string) => `/people/${s}.html`]),
          pageParam: r.pick(['page', 'p', 'pg']),
        },
        news: { page: (n) => (n === 1 ? '/news/' : news(n)), article: r.pick([(y: number, s: string) => `/news/${y}/${s}/`, (_y: number, s: string) => `/news/articles/${s}`, (y: number, s: string) => `/news/${y}/${s}.html`]) },
        style: inlineOrStyle(r), showStaff: r.pick([1, 0.7, 0.4]), nodeRedirects: r.chance(0.3), disallowSort: r.chance(0.3), disallowFaculties: r.int(0, 1),
      };
    },
  },
  {
    id: 'lms-catalog', language: 'en', description: "a university's learning-management platform (Moodle and the like), at the root or under /moodle/, /lms/ …: a category tree two or three levels deep (faculty, department, sometimes term or year), each category paginated with \"Show all\" and \"Expand all\" under other addresses; courses listed by full name (with a short name of code and term on some sites) and their teachers' profiles; the public summary pages (course/info.php, a guest enrolment page or a catalogue page) reached by the name, or only by a small summary link where the name leads to a login redirect; login pages, profiles, an endless calendar by epoch, site news, blogs, tags, badges and ?lang= copies of every page around them",
    lms: (r) => lmsCatalogSpec(r, () => inventedWord(r)),
  },
  {
    id: 'es-universidad', language: 'es', description: "Spanish-language university websites, in Spain or Latin America: a studies hub (Estudios, Oferta académica, Titulaciones, Carreras … or a word of its own) leads by level or by centre to the degrees (Grado en …, Máster Universitario en …, Licenciatura en …), each with a plan de estudios (a table by curso and cuatrimestre or a malla by semestre, on one page, one page per curso, or an unlinked table beside a list of guías) linking every asignatura's guía docente: codes like 800490, 21714 or IIC2233, credits in ECTS or créditos, labels that vary by site, table, grid, dl, lines or list layouts with headed, table or accordion sections; shared asignaturas in several plans (under one address or one per degree), a PDF beside some guías or only a PDF for some, the guías on a host of their own on some sites; UTF-8 or ISO-8859-1 (declared as such or as windows-1252); print views, ?lang=en or /en/ copies of every page, earlier years' guías (not targets: the current year's guía is), news, agenda, staff profiles naming what they teach, research groups, summer courses and a search form around them",
    site: (id, r, description) => buildEsUniversidad(id, r, description),
  },
  {
    id: 'course-webs', language: 'en', description: "a 1990s-2000s computer-science department website where every course offering has its own course web in a central tree (/education/courses/cse142/96au/, /Info/Courses/Fall-96/CS100/, /class/cs101/, /~cs302/): term pages list the offerings (current and past terms, a few only linked from their instructor's home page, some dead links), each course web's home page links lectures, homework, solutions, exams, sections and often a hypermail archive of hundreds of messages; faculty and student home pages in ~user folders, research groups, tech reports, seminar talks and news around them, hand-written HTML, Latin-1 on some sites",
    site: (id, r, description) => buildCourseWebs(id, r, description),
  },
  {
    id: 'drupal-nodes', language: 'en', description: "a university department's website on Drupal where every page is a node at /node/N (news, events, seminar talks, people, labs, basic pages and courses in one number space), path aliases on some sites and both addresses linked on some; one node per course with its fields in Drupal's markup, labels drawn per site; courses reached by a courses view (table or list, paginated with ?page=N, level filters as links or a GET form and sort links giving the same lists under many addresses), taxonomy term pages of teasers, faculty profiles' courses taught or programme curriculum tables, some courses by one route only; hundreds of news nodes in paginated archives, people directories, an endless month calendar, login links whose destination is the page, print views and revision tabs on some sites, dead links and Drupal's default robots.txt around them",
    site: (id, r, description) => buildDrupalNodes(id, r, description),
  },
  {
    id: 'fr-universite', language: 'fr', description: "French university websites (LMD): \"Formation\" leads to the offer of courses (Offre de formation, Catalogue des formations, Trouver une formation or a word of its own), on the main host or on a catalogue host of its own, by type of diploma and by domaine to the diplomas (Licence, Licence professionnelle, Master, BUT, DU) and their parcours, each with tabs (Présentation, Objectifs, Admission, Programme …) on one page or one page each; the programme lists each semester's UE with their ECTS and the EC of some below them (in accordions collapsed by script, headed tables, one page per semester or per year, or only a PDF maquette beside a list of the courses) and links each course's fiche: codes like HAI101I, INF3041L, 1UINF101, LE03Y010, S1ECOM03 or none, labels drawn per site (Code Apogée, Crédits ECTS, Responsable(s), Volume horaire CM/TD/TP, Contenu, Pré-requis, MCC …) in dl, table, grid, lines or list layouts with headed, bold, table or accordion sections; Ametys-like paths with opaque ids, plain slugs, a PHP script's queries or a catalogue by academic year; container UE pages (listings), courses shared by the parcours of a diploma and by diplomas (one address, or one per parcours: the same target), a faceted formation search (niveau, domaine, lieu, modalité, sorts) and on some sites a course search, print views, PDF fiches and maquettes, selection links, share links, /en/ or ?lang=en copies (the same target), the earlier offer's fiches (not targets); news archives of hundreds of items, an agenda and the endless calendar, labs, a staff directory whose teachers' pages name what they teach, dead links; UTF-8, or ISO-8859-1 declared as such or as windows-1252",
    site: (id, r, description) => buildFrUniversite(id, r, description),
  },
];

const enUS: Conventions = { language: 'en', codeStyle: 'space', creditStyle: 'credits', terms: ['Fall 2026', 'Spring 2027', 'Summer 2027'] };
const ja: Conventions = { language: 'ja', codeStyle: 'ja', creditStyle: 'ja', terms: ['前期', '後期', '通年'] };
const germany: Conventions = { language: 'de', codeStyle: 'compact', creditStyle: 'ects-points', terms: ['Wintersemester 2026/27', 'Sommersemester 2027', 'jedes Semester', 'WiSe 2026/27', 'SoSe 2027'] };

/** Site `index` of a family: everything drawn from the seed "family-index". */
export function familySite(family: Family, index: number): SiteDefinition {
  const id = `${family.id}-${index}`;
  const r = new Random(`family:${id}`);
  if (family.site) return family.site(id, r, family.description);
  const language = family.language;
  const encoding: Encoding = language === 'ja' ? r.pick(['shift_jis', 'euc-jp', 'utf-8'] as const) : language === 'de' ? r.pick(['utf-8', 'iso-8859-1'] as const) : 'utf-8';
  const noise = { news: r.int(60, 500), people: r.int(20, 150), research: r.int(5, 30) };
  const b = new SiteBuilder({
    id, institution: language === 'ja' ? `${inventedWord(r)}大学` : language === 'de' ? `${r.pick(['Universität', 'Technische Universität', 'Hochschule'])} ${inventedWord(r)}` : `${inventedWord(r)} ${r.pick(['University', 'College', 'Institute of Technology', 'State University'])}`,
    language, encoding, declare: r.pick(['header', 'meta', 'both'] as const), description: family.description, noise,
    ...(family.id === 'courseleaf-like' ? { extraOrigins: ['catalog'] } : {}),
    ...(r.chance(0.25) ? { crawlDelay: 0.05 } : {}),
  });
  const hubs = hubChain(r, language, family.id === 'handbook' ? 5 : 3);
  const conventions: Conventions = language === 'ja' ? ja : language === 'de' ? { ...germany, creditStyle: r.pick(['ects-points', 'lp'] as const) } : { ...enUS, codeStyle: r.pick(['space', 'dash', 'compact'] as const), creditStyle: r.pick(['credits', 'credit-hours', 'units', 'cr', 'ects'] as const) };
  if (family.lms) {
    buildLmsCatalog(b, r, { ...family.lms(r), conventions });
    return b.build();
  }
  if (family.cms) {
    buildCmsFinder(b, r, { ...family.cms(r), conventions });
    return b.build();
  }
  if (family.people) {
    const spec = family.people(r);
    b.academicNav = [hubs[0]!, spec.directory];
    b.addCommonSections();
    buildPeopleFolders(b, r, { ...spec, conventions, hubs });
    b.addHome();
    return b.build();
  }
  const spec = family.catalog!(r, hubs, conventions);
  // A catalog on its own host starts at that host's root, linked from the first hub on www.
  const catalogHubs: [string, string][] = spec.origin ? [hubs[0]!, ['/', `${hubs[0]![1]} ${language === 'en' ? 'Catalog' : ''}`.trim()]] : hubs;
  b.academicNav = [hubs[0]!];
  b.addCommonSections();
  buildCatalog(b, { ...spec, conventions, hubs: catalogHubs });
  b.addHome();
  return b.build();
}

/** Generated sites per family (the first ones) in the shipped models' training data, beside the hand-made sites. */
export const shippedSitesPerFamily = 3;

/** `perFamily` sites of each chosen family, from site `first` on (sites a bench never saw: a later seed). */
export function buildFamilies(perFamily = 2, only?: string[], first = 1): { family: string; site: SiteDefinition }[] {
  return families.filter((f) => !only || only.includes(f.id)).flatMap((f) => Array.from({ length: perFamily }, (_, i) => ({ family: f.id, site: familySite(f, first + i) })));
}
