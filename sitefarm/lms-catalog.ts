// A university whose public course information lives on its learning-management platform, in the style of Moodle
// and the LMSs like it, on the site's host (at the root or under /moodle/, /lms/, /learn/ …). Every page carries the
// platform's chrome: a navbar (Home, Dashboard, Calendar, Log in, a language menu of "?lang=xx" links to the same
// page), a footer (help, policies, data retention summary, "Get the mobile app"), and on the front page a block
// region (calendar, latest announcements, navigation, tags) beside the front page's items (site announcements,
// "Available courses", the category tree). Courses sit in a tree of categories two or three levels deep (faculty,
// department, sometimes term or year), each category page listing its subcategories and its courses, paginated
// ("Page 1 2 3", "Show all 35" under another address), with "Expand all" giving the same lists under more. A course
// is listed by its full name, with its short name (code and term) on some sites, its teachers linked to their
// profiles and on small categories a summary snippet. The course descriptions are the public summary pages
// (course/info.php?id=N, a guest enrolment page showing the summary, or a catalogue page): on some sites the name
// links there, on others the name goes to course/view.php, which sends anonymous visitors to the login page (303),
// and only a small "i"/"Summary" link leads to the summary. Around them the traffic an LMS makes: login pages
// (with the address wanted), forgotten password, profiles of the teachers listing their courses by the login
// redirects, an endless calendar (month after month, by epoch), the site news forum, blogs, tags, badges, help
// pages, and links carrying a session key that send to the login page too.
import type { SiteBuilder } from './builder.ts';
import { generateDepartments, type Conventions, type Department } from './courses.ts';
import type { GoldCourse, TruthKind } from './model.ts';
import type { Random } from './random.ts';
import { chooseLabels, esc, renderCourse, type CourseStyle, type Labels } from './render.ts';
import { months } from './vocab.ts';

type Link = [href: string, text: string];

/** Where a site's summary pages are: the course information page, the guest enrolment page, or a catalogue's. */
export type LmsTarget = 'info' | 'enrol' | 'catalogue';
/** What a course's name links in a listing: the course itself (a login redirect, or on sites that let guests in,
 * a redirect to the enrolment page) with a small summary link beside it, or the summary page. */
export type NameLink = 'view' | 'view-enrol' | 'target';

/** Every address the platform writes, from its own paths and parameter names. */
export interface LmsPaths {
  front: string;
  /** Other addresses of the front page ("/index.php", "/?redirect=0"). */
  frontCopies: string[];
  /** What the navbar's Home links. */
  home: string;
  /** The top of the category tree. */
  index: string;
  category: (id: number, slug: string) => string;
  /** Page k (from 0) of a category's courses. */
  page: (category: string, k: number, perPage: number) => string;
  /** The pager links the first page by the category's own address. */
  firstPageBare: boolean;
  all: (category: string) => string;
  /** "Expand all": the same list with its subcategories' courses. */
  expand: (listing: string) => string;
  view: (id: number) => string;
  summary: (id: number, slug: string) => string;
  enrol: (id: number) => string;
  search: string;
  profile: (uid: number) => string;
  userInCourse: (uid: number, cid: number) => string;
  message: (uid: number) => string;
  login: string;
  /** The login page with the address wanted after it (what a login redirect sends to, on sites that keep it). */
  loginWith: (wanted: string) => string;
  forgot: string;
  signup: string;
  dashboard: string;
  myCourses: string;
  month: (time: number) => string;
  /** The navbar's calendar link: the current month without a time. */
  calendar: string;
  day: (time: number) => string;
  upcoming: string;
  newEvent: (time: number, sesskey: string) => string;
  exportCalendar: string;
  forum: (page: number) => string;
  discussion: (d: number) => string;
  reply: (post: number) => string;
  subscribe: (sesskey: string) => string;
  blog: (page: number) => string;
  blogEntry: (n: number) => string;
  userBlog: (uid: number) => string;
  tags: string;
  tag: (name: string) => string;
  addInterest: (name: string, sesskey: string) => string;
  badges: string;
  badge: (n: number) => string;
  help: (identifier: string) => string;
  sitePage: (cmid: number, slug: string) => string;
  activity: (mod: string, cmid: number) => string;
  retention: string;
  policies: string;
  support: string;
  appLaunch: string;
  sso: (sesskey: string) => string;
}

export interface LmsCatalogSpec {
  conventions: Conventions;
  /** An invented word ("Vidorsel") for names no vocabulary holds. */
  word: () => string;
  /** Where the platform is on the host ('' at the root); what the root is when it is not there. */
  base: string;
  root: 'redirect' | 'portal';
  /** Links written with the host, as Moodle writes every link. */
  absolute: boolean;
  scheme: 'moodle' | 'catalog' | 'pretty';
  paths: LmsPaths;
  /** The platform's look: Boost's navbar and block drawer, Classic's header and columns, or the university's own. */
  theme: 'boost' | 'classic' | 'custom';
  target: LmsTarget;
  /** The enrolment page shows the same summary as the summary page (another address of the course). */
  enrolCopy: boolean;
  nameLink: NameLink;
  /** How the small summary link looks. */
  icon: 'fa' | 'img' | 'text' | 'i';
  /** Listings say the short name before the full name. */
  listShortnames: boolean;
  fullname: 'code-title' | 'code-colon' | 'title' | 'title-code' | 'code-title-term';
  shortname: 'dash-term' | 'underscore-term' | 'code-term' | 'code';
  /** Where the structured facts are: the platform's custom fields, or lines the teacher wrote into the summary. */
  facts: 'custom' | 'summary';
  /** Summary pages with learning outcomes (share of courses). */
  outcomes: number;
  /** The catalogue page's layout (target 'catalogue'). */
  style: CourseStyle;
  /** Categories with more courses than this list them collapsed (name and summary link only). */
  summariesLimit: number;
  perPage: number;
  teachersInListing: boolean;
  shape: 'faculty-dept' | 'faculty-dept-term' | 'year-faculty-dept' | 'level-dept';
  terms: string[];
  /** Front page items shown to visitors, in order. */
  frontItems: ('news' | 'courses' | 'categories' | 'combo' | 'search')[];
  frontCourseLimit: number;
  words: { index: string; available: string; teacher: string; site: string; product: string };
  /** Languages besides English, and where the language menu is. */
  langs: string[];
  langMenu: 'all' | 'front-login' | 'none';
  /** A login redirect keeps the wanted address in the login page's. */
  loginWants: boolean;
  profiles: 'public' | 'login';
  /** A profile's course list links each course (the login redirect) or the person's profile in that course. */
  profileCourseLink: 'view' | 'user-course';
  blogs: 'public' | 'login' | 'none';
  badgesPublic: boolean;
  /** Share of courses that let guests in: their view page is the course's page, not a redirect. */
  guestShare: number;
  /** robots.txt lines (paths on the host). */
  disallow: string[];
}

/** Course numbers from 400 (4000) up are postgraduate. */
const postgraduate = (code: string) => { const n = Number(/\d+/.exec(code)?.[0] ?? 100); return (n >= 1000 ? Math.floor(n / 1000) : Math.floor(n / 100)) >= 4; };
const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const qs = (path: string, params: string) => `${path}${path.includes('?') ? '&' : '?'}${params}`;

/** A site's draws: paths, parameter names, words, layouts. */
export function lmsCatalogSpec(r: Random, word: () => string): Omit<LmsCatalogSpec, 'conventions'> {
  const base = r.pick(['', '', '/moodle', '/lms', '/learn', '/elearning', '/vle', '/online']);
  const scheme = r.pick(['moodle', 'moodle', 'catalog', 'pretty'] as const);
  const B = base;
  const sesskeyName = 'sesskey';
  let paths: LmsPaths;
  let target: LmsTarget;
  if (scheme === 'pretty') {
    const cats = r.pick(['categories', 'category', 'browse', 'catalog']);
    const courses = r.pick(['courses', 'course', 'c']);
    const about = r.pick(['about', 'summary', 'info', 'overview']);
    const users = r.pick(['users', 'user', 'profile', 'people']);
    const pageParam = r.pick(['page', 'p']);
    const bareIndex = r.chance(0.5);
    const slugged = r.chance(0.5);
    const want = r.pick(['return_to', 'redirect', 'next', 'returnUrl']);
    const expand = r.pick(['expand=all', 'view=expanded', 'open=all']);
    const all = r.pick(['per_page=all', 'all=1', 'show=all']);
    const cal = r.pick(['calendar', 'events']);
    const news = r.pick(['announcements', 'news']);
    paths = {
      front: `${B}/`, frontCopies: [], home: `${B}/`, index: `${B}/${cats}${bareIndex ? '' : '/'}`,
      category: (id, slug) => `${B}/${cats}/${id}${slugged ? `-${slug}` : ''}`,
      page: (c, k) => (k === 0 ? `${c}?${pageParam}=1` : `${c}?${pageParam}=${k + 1}`), firstPageBare: r.chance(0.6),
      all: (c) => qs(c, all), expand: (l) => qs(l, expand),
      view: (id) => `${B}/${courses}/${id}`, summary: (id) => `${B}/${courses}/${id}/${about}`, enrol: (id) => `${B}/${courses}/${id}/enrol`,
      search: `${B}/search`, profile: (u) => `${B}/${users}/${u}`, userInCourse: (u, c) => `${B}/${courses}/${c}/${users}/${u}`, message: (u) => `${B}/messages/new?to=${u}`,
      login: `${B}/login`, loginWith: (w) => `${B}/login?${want}=${encodeURIComponent(w)}`, forgot: `${B}/login/forgot`, signup: `${B}/register`,
      dashboard: `${B}/dashboard`, myCourses: `${B}/my-courses`,
      month: (t) => `${B}/${cal}?view=month&time=${t}`, calendar: `${B}/${cal}`, day: (t) => `${B}/${cal}?view=day&time=${t}`, upcoming: `${B}/${cal}?view=upcoming`,
      newEvent: (t, k) => `${B}/${cal}/new?time=${t}&${sesskeyName}=${k}`, exportCalendar: `${B}/${cal}/export`,
      forum: (p) => (p === 0 ? `${B}/${news}` : `${B}/${news}?page=${p + 1}`), discussion: (d) => `${B}/${news}/${d}`, reply: (p) => `${B}/${news}/reply/${p}`,
      subscribe: (k) => `${B}/${news}/subscribe?${sesskeyName}=${k}`,
      blog: (p) => (p === 0 ? `${B}/blog` : `${B}/blog?page=${p + 1}`), blogEntry: (n) => `${B}/blog/${n}`, userBlog: (u) => `${B}/blog?user=${u}`,
      tags: `${B}/tags`, tag: (n) => `${B}/tags/${n}`, addInterest: (n, k) => `${B}/tags/${n}/follow?${sesskeyName}=${k}`,
      badges: `${B}/badges`, badge: (n) => `${B}/badges/${n}`, help: (id) => `${B}/help/${id}`,
      sitePage: (_c, slug) => `${B}/pages/${slug}`, activity: (mod, c) => `${B}/${mod}/${c}`,
      retention: `${B}/privacy/retention`, policies: `${B}/privacy/policies`, support: `${B}/support`, appLaunch: `${B}/mobile/launch`,
      sso: (k) => `${B}/auth/saml/login?${sesskeyName}=${k}`,
    };
    target = 'catalogue';
  } else {
    const cal = r.chance(0.5) ? 'view=month&' : 'view=month&course=1&';
    const browse = r.chance(0.6) ? '&browse=courses' : '';
    const expandParam = r.pick(['expand=1', 'expandall=1', 'categoryexpand=1']);
    const homeCopy = r.chance(0.5);
    const catalogue = scheme === 'catalog' ? {
      dir: r.pick(['catalog', 'catalogue', 'local/catalogue', 'local/coursecatalogue', 'browse']),
      category: r.pick(['category.php?id=', 'index.php?category=', 'index.php?cat=']),
      course: r.pick(['course.php?id=', 'view.php?courseid=', 'details.php?id=', 'course.php?courseid=']),
      pageParam: r.pick(['pg', 'page', 'p']), all: r.pick(['showall=1', 'limit=0', 'perpage=all']), expand: r.pick(['expand=1', 'view=tree', 'tree=1']),
    } : undefined;
    paths = {
      front: `${B}/`, frontCopies: [`${B}/index.php`, ...(homeCopy ? [`${B}/?redirect=0`] : [])], home: homeCopy ? `${B}/?redirect=0` : `${B}/`,
      index: catalogue ? `${B}/${catalogue.dir}/` : `${B}/course/index.php`,
      category: (id) => (catalogue ? `${B}/${catalogue.dir}/${catalogue.category}${id}` : `${B}/course/index.php?categoryid=${id}`),
      page: (c, k, per) => (catalogue ? `${c}&${catalogue.pageParam}=${k + 1}` : `${c}${browse}&perpage=${per}&page=${k}`), firstPageBare: r.chance(0.4),
      all: (c) => (catalogue ? `${c}&${catalogue.all}` : `${c}${browse}&perpage=all&page=0`),
      expand: (l) => qs(l, catalogue ? catalogue.expand : expandParam),
      view: (id) => `${B}/course/view.php?id=${id}`,
      summary: (id) => (catalogue ? `${B}/${catalogue.dir}/${catalogue.course}${id}` : `${B}/course/info.php?id=${id}`),
      enrol: (id) => `${B}/enrol/index.php?id=${id}`,
      search: `${B}/course/search.php`, profile: (u) => `${B}/user/profile.php?id=${u}`, userInCourse: (u, c) => `${B}/user/view.php?id=${u}&course=${c}`,
      message: (u) => `${B}/message/index.php?id=${u}`,
      login: `${B}/login/index.php`, loginWith: (w) => `${B}/login/index.php?wantsurl=${encodeURIComponent(w)}`, forgot: `${B}/login/forgot_password.php`, signup: `${B}/login/signup.php`,
      dashboard: `${B}/my/`, myCourses: `${B}/my/courses.php`,
      month: (t) => `${B}/calendar/view.php?${cal}time=${t}`, calendar: `${B}/calendar/view.php?view=month`, day: (t) => `${B}/calendar/view.php?view=day&time=${t}`,
      upcoming: `${B}/calendar/view.php?view=upcoming`, newEvent: (t, k) => `${B}/calendar/event.php?action=new&course=1&time=${t}&${sesskeyName}=${k}`,
      exportCalendar: `${B}/calendar/export.php?course=1`,
      forum: (p) => (p === 0 ? `${B}/mod/forum/view.php?f=1` : `${B}/mod/forum/view.php?f=1&p=${p}`), discussion: (d) => `${B}/mod/forum/discuss.php?d=${d}`,
      reply: (p) => `${B}/mod/forum/post.php?reply=${p}`, subscribe: (k) => `${B}/mod/forum/subscribe.php?id=1&${sesskeyName}=${k}`,
      blog: (p) => (p === 0 ? `${B}/blog/index.php` : `${B}/blog/index.php?blogpage=${p}`), blogEntry: (n) => `${B}/blog/index.php?entryid=${n}`, userBlog: (u) => `${B}/blog/index.php?userid=${u}`,
      tags: `${B}/tag/search.php`, tag: (n) => `${B}/tag/index.php?tag=${n}`, addInterest: (n, k) => `${B}/tag/user.php?action=addinterest&${sesskeyName}=${k}&tag=${n}`,
      badges: `${B}/badges/view.php?type=1`, badge: (n) => `${B}/badges/badgeclass.php?id=${n}`,
      help: (id) => `${B}/help.php?component=core&identifier=${id}&lang=en`,
      sitePage: (c) => `${B}/mod/page/view.php?id=${c}`, activity: (mod, c) => `${B}/mod/${mod}/view.php?id=${c}`,
      retention: `${B}/admin/tool/dataprivacy/summary.php`, policies: `${B}/admin/tool/policy/viewall.php`, support: `${B}/user/contactsitesupport.php`,
      appLaunch: `${B}/admin/tool/mobile/launch.php?service=moodle_mobile_app&passport=${r.int(100, 999)}&urlscheme=moodlemobile`,
      sso: (k) => `${B}/auth/oauth2/login.php?id=1&wantsurl=%2F&${sesskeyName}=${k}`,
    };
    target = scheme === 'catalog' ? 'catalogue' : r.pick(['info', 'info', 'enrol'] as const);
  }
  const nameLink: NameLink = target === 'enrol' ? r.pick(['view-enrol', 'target', 'view'] as const) : r.pick(['view', 'view', 'target'] as const);
  const termSets = [
    ['Fall 2026', 'Spring 2027'], ['Semester 1, 2026', 'Semester 2, 2026'], ['Autumn 2026', 'Spring 2027'], ['2026 Term 1', '2026 Term 2', '2026 Term 3'],
    ['Michaelmas 2026', 'Hilary 2027'], ['Fall 2026', 'Winter 2027'], ['Trimester 1 2026', 'Trimester 2 2026'], ['Semester 1 2026', 'Semester 2 2026', 'Summer School 2027'],
  ];
  const indexWords = ['Course categories', 'Courses', 'Browse courses', 'Catalogue', 'Course catalog', 'All courses', 'Course catalogue', 'Browse all courses'];
  const availableWords = ['Available courses', 'Courses', 'Our courses', 'Featured courses', 'Browse courses'];
  const platforms = ['Learn', 'Online', 'Moodle', 'eLearning', 'LearnOnline', 'iLearn', 'MyCourses', 'Learning Hub', 'eCampus', 'VLE', 'Courses'];
  const inventedIndex = r.chance(0.3);
  const platformWord = r.pick(scheme === 'pretty' ? platforms.filter((w) => w !== 'Moodle') : platforms);
  const candidates = scheme === 'pretty'
    ? ['/calendar', '/events', '/users/', '/user/', '/profile/', '/people/', '/blog', '/tags/', '/badges', '/login', '/announcements', '/news', '/*?lang=', '/dashboard', '/messages/', '/search']
    : ['/calendar/', '/user/', '/blog/', '/tag/', '/badges/', '/login/', '/mod/forum/', '/admin/', '/my/', '/message/', '/*?lang=', '/*&lang=', '/help.php', '/course/search.php', '/lib/', '/theme/', '/pix/', '/course/view.php'];
  const robotsMode = r.pick(['nothing', 'some', 'some', 'many'] as const);
  const allowedToDisallow = candidates.filter((c) => !(nameLink === 'view-enrol' && c === '/course/view.php'));
  const disallow = robotsMode === 'nothing' ? [] : r.sample(allowedToDisallow, robotsMode === 'some' ? r.int(1, 3) : r.int(4, 7)).map((c) => (c.startsWith('/*') ? c : `${B}${c}`));
  const langPool = ['de', 'fr', 'es', 'it', 'pt_br', 'zh_cn', 'ar', 'mi', 'cy', 'ga', 'nl', 'ja', 'fi', 'sv'];
  const langMenu = r.pick(['all', 'all', 'front-login', 'none'] as const);
  const front: LmsCatalogSpec['frontItems'] = [];
  if (r.chance(0.7)) front.push('news');
  front.push(r.pick(['courses', 'categories', 'combo', 'combo'] as const));
  if (r.chance(0.3)) front.push(r.pick(['courses', 'categories', 'combo'] as const));
  if (r.chance(0.4)) front.push('search');
  return {
    word, base, root: r.pick(['redirect', 'portal'] as const), absolute: scheme !== 'pretty' ? r.chance(0.8) : r.chance(0.3), scheme, paths,
    theme: scheme === 'pretty' ? r.pick(['custom', 'boost'] as const) : r.pick(['boost', 'boost', 'classic', 'custom'] as const),
    target, enrolCopy: target === 'info' ? r.chance(0.4) : target === 'catalogue' && scheme === 'catalog' ? r.chance(0.3) : false,
    nameLink, icon: r.pick(['fa', 'img', 'text', 'i'] as const), listShortnames: r.chance(0.35),
    fullname: r.pick(['code-title', 'code-colon', 'title', 'title-code', 'code-title-term'] as const),
    shortname: r.pick(['dash-term', 'underscore-term', 'code-term', 'code'] as const),
    facts: r.pick(['custom', 'summary'] as const), outcomes: r.pick([0, 0.3, 0.8]), style: r.pick(['table', 'dl', 'lines', 'headings'] as const),
    summariesLimit: r.pick([5, 10, 10, 15, 20]), perPage: r.pick([10, 12, 15, 20, 20, 25, 30]), teachersInListing: r.chance(0.6),
    shape: r.pick(['faculty-dept', 'faculty-dept-term', 'year-faculty-dept', 'level-dept'] as const), terms: r.pick(termSets),
    frontItems: [...new Set(front)], frontCourseLimit: r.pick([10, 20, 30, 200]),
    words: {
      index: inventedIndex ? `${word()} ${r.pick(['courses', 'catalogue', 'course catalog'])}` : r.pick(indexWords),
      available: r.pick(availableWords), teacher: r.pick(['Teacher', 'Teacher', 'Lecturer', 'Course coordinator', 'Instructor', 'Unit coordinator', 'Course leader']),
      site: r.chance(0.3) ? `${word()} ${platformWord}` : platformWord, product: scheme === 'pretty' ? `${word()} LMS` : 'Moodle',
    },
    langs: langMenu === 'none' ? [] : r.sample(langPool, r.int(1, 4)), langMenu,
    loginWants: r.chance(0.4), profiles: r.pick(['public', 'public', 'login'] as const), profileCourseLink: r.pick(['view', 'user-course'] as const),
    blogs: r.pick(['public', 'login', 'none'] as const), badgesPublic: r.chance(0.6), guestShare: target === 'enrol' && nameLink === 'view-enrol' ? 0 : r.pick([0, 0.05, 0.15]),
    disallow,
  };
}

// ---------------------------------------------------------------------------------------------------------------

interface Chrome { home: string; dashboard: string; calendar: string; myCourses: string; login: string; notLoggedIn: string; skip: string; docs: string; support: string; retention: string; app: string; policies: string; powered: string; courses: string }
const chromeWords: Record<string, Chrome> = {
  en: { home: 'Home', dashboard: 'Dashboard', calendar: 'Calendar', myCourses: 'My courses', login: 'Log in', notLoggedIn: 'You are not logged in.', skip: 'Skip to main content', docs: 'Help and documentation', support: 'Contact site support', retention: 'Data retention summary', app: 'Get the mobile app', policies: 'Policies', powered: 'Powered by', courses: 'Courses' },
  de: { home: 'Startseite', dashboard: 'Dashboard', calendar: 'Kalender', myCourses: 'Meine Kurse', login: 'Login', notLoggedIn: 'Sie sind nicht angemeldet.', skip: 'Zum Hauptinhalt', docs: 'Hilfe und Dokumentation', support: 'Support kontaktieren', retention: 'Übersicht zur Datenaufbewahrung', app: 'Laden Sie die mobile App', policies: 'Richtlinien', powered: 'Powered by', courses: 'Kurse' },
  fr: { home: 'Accueil', dashboard: 'Tableau de bord', calendar: 'Calendrier', myCourses: 'Mes cours', login: 'Connexion', notLoggedIn: 'Non connecté.', skip: 'Passer au contenu principal', docs: 'Aide et documentation', support: "Contacter l'assistance du site", retention: 'Résumé de conservation de données', app: "Obtenir l'app mobile", policies: 'Règlements', powered: 'Fourni par', courses: 'Cours' },
  es: { home: 'Inicio', dashboard: 'Área personal', calendar: 'Calendario', myCourses: 'Mis cursos', login: 'Acceder', notLoggedIn: 'Usted no se ha identificado.', skip: 'Salta al contenido principal', docs: 'Ayuda y documentación', support: 'Contactar con el soporte del sitio', retention: 'Resumen de retención de datos', app: 'Descargar la app para dispositivos móviles', policies: 'Políticas', powered: 'Funciona con', courses: 'Cursos' },
};
const langNames: Record<string, string> = {
  en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español - Internacional', it: 'Italiano', pt_br: 'Português - Brasil', zh_cn: '简体中文', ar: 'عربي',
  mi: 'Māori - Te Reo', cy: 'Cymraeg', ga: 'Gaeilge', nl: 'Nederlands', ja: '日本語', fi: 'Suomi', sv: 'Svenska',
};
const facultyGroups: [string, string[]][] = [
  ['Science', ['Mathematics', 'Physics', 'Biology', 'Chemistry']], ['Engineering and Computing', ['Computer Science', 'Mechanical Engineering']],
  ['Social Sciences', ['Economics', 'Psychology']], ['Arts and Humanities', ['History', 'Linguistics']],
];
const nonCredit = ['Academic Integrity Module', 'Library Skills Online', 'Student Orientation', 'Staff Induction', 'Careers and Employability Toolkit',
  'Research Integrity Training', 'Digital Skills Hub', 'English Language Support', 'Sandbox', 'Teaching with the LMS', 'Wellbeing Essentials'];
const newsSubjects = ['Scheduled maintenance this Saturday', 'Welcome to the new teaching period', 'Exam timetable published', 'Library resources in your courses',
  'Plagiarism checker outage resolved', 'How to find your courses', 'The mobile app is now available', 'Course enrolment keys', 'Browser support changes',
  'New look for the platform', 'Reminder: update your profile', 'Lecture recordings now in your course', 'Submitting assignments: tips', 'Accessibility improvements',
  'Upgrade completed', 'Guest access to course summaries'];
const eventNames = ['Teaching period begins', 'Census date', 'Public holiday', 'Examination period begins', 'Results released', 'Enrolment closes', 'Graduation ceremony',
  'Reading week', 'System maintenance window', 'Orientation week', 'Last day to withdraw without penalty', 'Teaching period ends'];
const badgeNames = ['Digital Citizen', 'Academic Integrity', 'Library Explorer', 'Peer Mentor', 'First Steps', 'Research Ready', 'Safety Inducted', 'Online Learner'];
const outcomeTemplates = ['Explain the central ideas of {t}.', 'Apply methods from {t} to unfamiliar problems.', 'Communicate results about {t} clearly in writing.',
  'Evaluate competing approaches to {t}.', 'Design a small study that uses {t}.', 'Critically read research on {t}.'];
const genericTags = ['online', 'blended', 'first-year', 'capstone', 'flipped-classroom', 'lab', 'writing-intensive', 'elective', 'core', 'fieldwork', 'sustainability', 'open'];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Category { id: number; name: string; slug: string; parent?: Category; children: Category[]; entries: Entry[]; description: string; path: string }
interface Person { id: number; name: string; role: string; entries: Entry[]; city: string; interests: string[]; blog: number[] }
interface Entry {
  id: number;
  /** The gold record; none for a course no description is (a sandbox, an orientation module). */
  course?: GoldCourse;
  fullname: string;
  shortname: string;
  category: Category;
  teachers: Person[];
  tags: string[];
  guest: boolean;
  summaryPath: string;
  /** Where a listing's name link goes, and its small summary link (if any). */
  nameHref: string;
  iconHref?: string;
  outcomes: string[];
  topics: string[];
}
interface PageOpts {
  kind?: TruthKind;
  courses?: GoldCourse[];
  duplicateOf?: string;
  crumbs?: Link[];
  blocks?: string;
  /** Standard chrome, the login page's, or a popup's (no navbar, no language menu). */
  layout?: 'standard' | 'login' | 'popup';
  langMenu?: boolean;
  bodyId?: string;
  delayMs?: number;
  heading?: string;
}

export function buildLmsCatalog(b: SiteBuilder, r: Random, spec: LmsCatalogSpec): void {
  const P = spec.paths;
  const institution = b.options.institution;
  const site = `${institution.split(' ')[0]} ${spec.words.site}`;
  const words = spec.words;
  const labels: Labels = chooseLabels(r, 'en');
  const href = (path: string) => (spec.absolute && path.startsWith('/') ? `{{www}}${path}` : path);
  const link = (path: string, text: string, attrs = '') => `<a href="${esc(href(path))}"${attrs}>${esc(text)}</a>`;
  const sesskey = () => Array.from({ length: 10 }, () => r.pick([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'])).join('');
  const declareMeta = b.options.declare === 'meta' || b.options.declare === 'both';
  const handle = slugify(institution).replace(/-/g, '');
  const mainSite = `https://www.${handle}.example.edu/`;
  b.disallow.length = 0;
  b.disallow.push(...spec.disallow);

  /** Every redirect that sends an anonymous visitor to log in: plain, or the login page with the wanted address. */
  const loginPages = new Set<string>();
  const toLogin = (from: string) => {
    const to = spec.loginWants ? P.loginWith(from) : P.login;
    loginPages.add(to);
    b.redirect(from, href(to), 303);
  };
  const redirected = new Set<string>();
  /** A link that needs a login (a session key's, a dashboard's): registered once as a redirect to the login page. */
  const needsLogin = (path: string) => {
    if (!redirected.has(path)) { redirected.add(path); toLogin(path); }
    return path;
  };

  // The page template: head, navbar with the language menu, breadcrumbs, main region, blocks, footer.
  const footerLinks = (c: Chrome): string => [
    `<div class="footer-section"><a href="https://docs.${handle}.example.edu/lms/">${esc(c.docs)}</a></div>`,
    `<div class="footer-section">${link(P.support, c.support)}</div>`,
    `<div class="logininfo">${esc(c.notLoggedIn)} (${link(P.login, c.login)})</div>`,
    `<div class="tool_dataprivacy">${link(P.retention, c.retention)}</div>`,
    `<div class="policiesfooter">${link(P.policies, c.policies)}</div>`,
    `<div><a href="https://download.${words.product === 'Moodle' ? 'moodle.org' : `${slugify(words.product)}.example.com`}/mobile?version=2024100700&amp;lang=en&amp;iosappid=633359593">${esc(c.app)}</a> ${link(P.appLaunch, 'Open in app')}</div>`,
    `<div class="purgecaches"></div><div class="homelink">${link(P.home, c.home)}</div>`,
    `<div class="sitelink">${esc(c.powered)} <a href="https://${words.product === 'Moodle' ? 'moodle.com' : `${slugify(words.product)}.example.com`}">${esc(words.product)}</a></div>`,
  ].join('\n');
  const hiddenFields = (path: string) => (path.split('?')[1] ?? '').split('&').filter(Boolean)
    .map((kv) => { const [k, v = ''] = kv.split('='); return `<input type="hidden" name="${esc(decodeURIComponent(k!))}" value="${esc(decodeURIComponent(v))}">`; }).join('');
  const langMenuHtml = (path: string, lang: string) => {
    const items = ['en', ...spec.langs].map((l) => (l === lang ? `<span class="dropdown-item active">${esc(langNames[l]!)} \u200E(${l})\u200E</span>` : link(qs(path, `lang=${l}`), `${langNames[l]!} \u200E(${l})\u200E`, ` class="dropdown-item" hreflang="${l}"`)));
    // Classic's menu is a select that a script submits, the page's own parameters in hidden fields before it.
    if (spec.theme === 'classic') return `<div class="langmenu"><form method="get" action="${esc(href(path.split('?')[0]!))}">${hiddenFields(path)}<select name="lang" onchange="this.form.submit()">${['en', ...spec.langs].map((l) => `<option value="${l}"${l === lang ? ' selected' : ''}>${esc(langNames[l]!)}</option>`).join('')}</select></form></div>`;
    return `<div class="langmenu dropdown"><a class="dropdown-toggle" href="#" role="button">${esc(langNames[lang]!)}</a><div class="dropdown-menu">${items.join('')}</div></div>`;
  };
  const shell = (path: string, title: string, main: string, o: PageOpts, lang: string): string => {
    const c = chromeWords[lang] ?? chromeWords.en!;
    const layout = o.layout ?? 'standard';
    const meta = declareMeta ? '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />' : '';
    const head = `<!DOCTYPE html>\n<html dir="ltr" lang="${lang.replace('_', '-')}" xml:lang="${lang.replace('_', '-')}">\n<head><title>${esc(title === site ? site : spec.theme === 'boost' ? `${title} | ${site}` : `${site}: ${title}`)}</title>${meta}<meta name="viewport" content="width=device-width, initial-scale=1.0"></head>\n`;
    const langs = o.langMenu && spec.langs.length ? langMenuHtml(path, lang) : '';
    const crumbs = o.crumbs ? `<nav aria-label="Navigation bar"><ol class="breadcrumb">${[[P.home, c.home] as Link, ...o.crumbs].map(([h, t], i, all) => `<li class="breadcrumb-item">${i === all.length - 1 ? `<span>${esc(t)}</span>` : link(h, t)}</li>`).join('')}</ol></nav>` : '';
    const heading = o.heading ?? site;
    const bodyTag = `<body id="${o.bodyId ?? 'page-site-index'}" class="${spec.theme === 'classic' ? 'theme-classic' : `theme-${spec.theme}`} pagelayout-${layout === 'standard' ? 'incourse' : layout} notloggedin lang-${lang}">`;
    if (layout === 'popup') return `${head}${bodyTag}\n<div id="page"><div role="main"><span id="maincontent"></span>${main}</div></div>\n</body></html>\n`;
    const nav: Link[] = [[P.home, c.home], [P.dashboard, c.dashboard], [P.calendar, c.calendar], [P.index, c.courses]];
    const login = `<span class="login">${esc(c.notLoggedIn)} (${link(P.login, c.login)})</span>`;
    const skip = `<a class="sr-only sr-only-focusable" href="#maincontent">${esc(c.skip)}</a>`;
    const blocks = o.blocks ? `<aside id="block-region-side-pre" class="block-region" data-blockregion="side-pre" data-droptarget="1">${o.blocks}</aside>` : '';
    let body: string;
    if (spec.theme === 'boost') {
      const navbar = `<nav class="navbar fixed-top navbar-light bg-white navbar-expand" aria-label="Site navigation">\n<a href="${esc(href(P.home))}" class="navbar-brand d-none d-md-flex align-items-center m-0 mr-4 p-0 aabtn">${esc(site)}</a>\n<div class="primary-navigation"><nav class="moremenu navigation"><ul role="menubar" class="nav more-nav navbar-nav">${nav.map(([h, t]) => `<li data-key="${slugify(t)}" class="nav-item" role="none">${link(h, t, ' role="menuitem" class="nav-link"')}</li>`).join('')}</ul></nav></div>\n<div id="usernavigation" class="navbar-nav ml-auto">${langs}<div class="d-flex align-items-stretch usermenu-container">${login}</div></div>\n</nav>`;
      body = `${skip}\n<div id="page-wrapper" class="d-print-block">\n${navbar}\n<div id="page" data-region="mainpage" class="drawers show-drawer-right">\n<div class="main-inner">\n<header id="page-header" class="header-maxwidth d-print-none"><div class="page-context-header"><h1 class="h2">${esc(heading)}</h1></div>${crumbs}</header>\n<div id="page-content" class="pb-3 d-print-block"><div id="region-main-box"><section id="region-main" aria-label="Content"><span class="notifications" id="user-notifications"></span>\n<div role="main"><span id="maincontent"></span>\n${main}\n</div></section></div>\n${blocks}</div>\n</div>\n<footer id="page-footer" class="footer-popover bg-white">\n${footerLinks(c)}\n</footer>\n</div>\n</div>`;
    } else if (spec.theme === 'classic') {
      body = `${skip}\n<div id="page" class="container-fluid">\n<header id="page-header" class="row"><div class="col-12 pt-3 pb-3"><div class="card"><div class="card-body"><div class="d-flex"><div class="mr-auto"><div class="page-header-headings"><h1>${esc(heading)}</h1></div></div><div class="logininfo">${login}</div>${langs}</div><nav class="navbar navbar-expand"><ul class="nav custom-menu">${nav.map(([h, t]) => `<li class="nav-item">${link(h, t, ' class="nav-link"')}</li>`).join('')}</ul></nav><div class="d-flex flex-wrap"><div id="page-navbar">${crumbs}</div></div></div></div></div></header>\n<div id="page-content" class="row"><div id="region-main-box" class="col-12"><section id="region-main" class="has-blocks">\n<div role="main"><span id="maincontent"></span>\n${main}\n</div></section>\n<section data-region="blocks-column" class="d-print-none">${blocks}</section></div></div>\n<footer id="page-footer" class="py-3 bg-dark text-light"><div class="container">\n${footerLinks(c)}\n</div></footer>\n</div>`;
    } else {
      const uniNav = `<ul class="uni-links"><li><a href="${mainSite}">${esc(institution)}</a></li><li><a href="${mainSite}library/">Library</a></li><li><a href="${mainSite}students/">Current students</a></li><li><a href="${mainSite}it-help/">IT help</a></li></ul>`;
      body = `${skip}\n<div class="uni-header"><a class="uni-logo" href="${mainSite}">${esc(institution)}</a>${uniNav}</div>\n<header class="lms-header"><a class="lms-brand" href="${esc(href(P.home))}">${esc(site)}</a><nav class="lms-nav"><ul>${nav.map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}</ul></nav>${langs}<div class="lms-user">${login}</div></header>\n<div class="lms-page">${crumbs}\n<main id="region-main"><h1>${esc(heading)}</h1>\n${main}\n</main>\n${blocks}</div>\n<footer class="lms-footer">\n${footerLinks(c)}\n<p>© 2026 ${esc(institution)}</p>\n</footer>`;
    }
    return `${head}${bodyTag}\n${body}\n</body></html>\n`;
  };
  /** Registers a page and, where the language menu links them, its languages at "?lang=xx" of its address (English
   * too: every other language's menu links it, and Classic's select submits it). */
  const page = (path: string, title: string, main: string, o: PageOpts = {}) => {
    const langMenu = o.langMenu ?? (spec.langMenu === 'all' && o.layout !== 'popup');
    const opts = { ...o, langMenu };
    b.add(path, { body: shell(path, title, main, opts, 'en'), kind: o.kind ?? 'other', courses: o.courses ?? [], ...(o.duplicateOf ? { duplicateOf: o.duplicateOf } : {}), ...(o.delayMs ? { delayMs: o.delayMs } : {}) });
    if (!langMenu || !spec.langs.length) return;
    for (const l of ['en', ...spec.langs]) {
      const kind = o.kind ?? 'other';
      b.add(qs(path, `lang=${l}`), { body: shell(path, title, main, opts, l), kind, courses: o.courses ?? [], ...(kind === 'course' ? { duplicateOf: o.duplicateOf ?? path } : {}) });
    }
  };

  // People: the teachers (course contacts, whose profiles are public on most sites), an administrator and support staff.
  const firstNames = b.words.person;
  let nextUser = r.int(3, 400);
  const newUser = (role: string): Person => {
    const id = nextUser;
    nextUser += r.int(1, 40);
    return { id, name: firstNames(r), role, entries: [], city: r.pick(['Springfield', 'Riverton', 'Lakeside', 'Hillcrest', 'Northgate', 'Eastport']), interests: [], blog: [] };
  };
  const admin: Person = { id: 2, name: r.pick(['Admin User', `${site} Support`, 'LMS Administrator', 'Site Administrator']), role: 'Administrator', entries: [], city: '', interests: [], blog: [] };
  const support = Array.from({ length: r.int(1, 3) }, () => newUser('Learning technologist'));

  // Categories and courses: departments grouped into faculties (or levels, or under a year), terms below some.
  const conventions: Conventions = { ...spec.conventions, terms: spec.terms };
  const total = r.int(40, 150);
  const misc = r.chance(0.6);
  const maxCats = 12 - (misc ? 1 : 0);
  let shape = spec.shape;
  const deptCount = (() => {
    switch (shape) {
      // Room for a faculty per four groups of subjects (and a year above them).
      case 'faculty-dept': return r.int(2, maxCats - 4);
      case 'year-faculty-dept': return r.int(2, maxCats - 5);
      case 'faculty-dept-term': return r.int(2, 3);
      case 'level-dept': return r.int(2, 4);
    }
  })();
  const perDept: [number, number] = [Math.max(Math.ceil(40 / deptCount), Math.round((0.75 * total) / deptCount)), Math.min(Math.floor(150 / deptCount), Math.round((1.25 * total) / deptCount))];
  const departments: Department[] = generateDepartments(r, conventions, deptCount, perDept);
  let nextCat = r.int(2, 30);
  const categories: Category[] = [];
  const newCategory = (name: string, parent?: Category): Category => {
    const id = nextCat;
    nextCat += r.int(1, 6);
    const c: Category = { id, name, slug: slugify(name), parent, children: [], entries: [], description: r.chance(0.4) ? b.sentences(1) : '', path: '' };
    c.path = P.category(id, c.slug);
    parent?.children.push(c);
    categories.push(c);
    return c;
  };
  const facultyName = (f: string) => `${r.chance(0.2) ? `${spec.word()} ` : ''}${r.pick(['Faculty of', 'School of', 'College of', ''])} ${f}`.trim();
  const deptName = (d: Department) => r.pick([d.name, `Department of ${d.name}`, `${d.prefix} - ${d.name}`, `School of ${d.name}`]);
  const termName = r.pick([(t: string) => t, (t: string) => `${t} courses`, (t: string) => `${t} offerings`]);
  const facultyOf = (d: Department) => facultyGroups.find(([, s]) => s.includes(d.name))?.[0] ?? 'General Studies';
  const top: Category[] = [];
  const deptCats = new Map<Department, Category>();
  const leafFor = new Map<GoldCourse, Category>();
  if (shape === 'level-dept') {
    const [ug, pg] = r.pick([['Undergraduate', 'Postgraduate'], ['Undergraduate courses', 'Graduate courses'], ['Undergraduate study', 'Postgraduate study']]);
    const levels = [newCategory(ug!), newCategory(pg!)];
    top.push(...levels);
    for (const d of departments) {
      const name = deptName(d);
      const byLevel = [d.courses.filter((c) => !postgraduate(c.code)), d.courses.filter((c) => postgraduate(c.code))];
      byLevel.forEach((list, i) => {
        if (!list.length) return;
        const cat = newCategory(name, levels[i]);
        for (const c of list) leafFor.set(c, cat);
      });
    }
  } else {
    const year = shape === 'year-faculty-dept' ? newCategory(r.pick(['2026', '2026/27', 'Academic year 2026-2027', 'Current courses 2026'])) : undefined;
    if (year) top.push(year);
    const faculties = new Map<string, Category>();
    for (const d of departments) {
      const f = facultyOf(d);
      if (!faculties.has(f)) {
        const cat = newCategory(facultyName(f), year);
        faculties.set(f, cat);
        if (!year) top.push(cat);
      }
      const cat = newCategory(deptName(d), faculties.get(f));
      deptCats.set(d, cat);
      if (shape === 'faculty-dept-term' && categories.length + 2 <= maxCats) {
        const terms = spec.terms.slice(0, 2).map((t) => [t, newCategory(termName(t), cat)] as const);
        for (const c of d.courses) {
          const [t, tc] = r.pick(terms);
          c.term = t;
          leafFor.set(c, tc);
        }
      } else {
        for (const c of d.courses) leafFor.set(c, cat);
      }
    }
    if (shape === 'faculty-dept-term' && ![...leafFor.values()].some((c) => c.parent?.parent)) shape = 'faculty-dept';
  }
  const miscCat = misc ? newCategory(r.pick(['Miscellaneous', 'Student support', 'Staff development', 'Non-credit courses', `${spec.word()} hub`, 'Community', 'Training'])) : undefined;
  if (miscCat) top.push(miscCat);

  // Staff: every department a few teachers; a course's teachers come from its department.
  const staffOf = new Map<Department, Person[]>();
  const people: Person[] = [admin, ...support];
  for (const d of departments) {
    const staff = Array.from({ length: r.int(2, 8) }, () => newUser(words.teacher));
    staffOf.set(d, staff);
    people.push(...staff);
  }
  const names = new Set<string>();
  for (const p of people) {
    for (let k = 0; names.has(p.name) && k < 20; k++) p.name = firstNames(r);
    names.add(p.name);
  }

  // Courses: ids with the gaps deleted courses leave; names and short names as the site writes them.
  let nextCourse = r.int(2, 900);
  const entries: Entry[] = [];
  const termCode = (t: string) => {
    const y = /\d{4}/.exec(t)?.[0] ?? '2026';
    const n = /(?:Term|Semester|Trimester)\s*(\d)/.exec(t)?.[1];
    const season = n ? `S${n}` : t.replace(/\d|,/g, '').trim().slice(0, 2).toUpperCase();
    return r.chance(0.5) ? `${y}${season}` : `${season}${y.slice(2)}`;
  };
  const termCodes = new Map(spec.terms.map((t) => [t, termCode(t)]));
  const compact = (code: string) => code.replace(/[\s-]+/g, '');
  const topicsOf = (d: Department) => [...(b.words.subjects.find((s) => s.name === d.name)?.topics ?? ['the subject'])];
  const addEntry = (category: Category, course: GoldCourse | undefined, fullname: string, shortname: string, topics: string[]) => {
    const id = nextCourse;
    nextCourse += r.int(1, 12);
    const entry: Entry = { id, course, fullname, shortname, category, teachers: [], tags: [], guest: false, summaryPath: spec.target === 'enrol' ? P.enrol(id) : P.summary(id, slugify(fullname)), nameHref: '', outcomes: [], topics };
    category.entries.push(entry);
    entries.push(entry);
    return entry;
  };
  const offerings: [Department, GoldCourse, Category][] = departments.flatMap((d) => d.courses.map((c): [Department, GoldCourse, Category] => [d, c, leafFor.get(c)!]));
  // A course offered in two terms is two courses on the platform, each its own page (under the term level only).
  if (shape === 'faculty-dept-term') {
    for (const [d, c, cat] of [...offerings]) {
      if (offerings.length >= 150 || !r.chance(0.12)) continue;
      const other = cat.parent!.children.find((x) => x !== cat);
      const t = spec.terms.find((x) => other && termName(x) === other.name);
      if (other && t) offerings.push([d, { ...c, term: t, instructors: [...c.instructors] }, other]);
    }
  }
  for (const [d, c, cat] of offerings) {
    const staff = staffOf.get(d)!;
    const teachers = r.chance(0.06) ? [] : r.sample(staff, r.chance(0.25) ? 2 : 1);
    c.instructors = teachers.map((t) => t.name);
    const fullname = spec.fullname === 'code-title' ? `${c.code} ${c.title}` : spec.fullname === 'code-colon' ? `${c.code}: ${c.title}`
      : spec.fullname === 'title' ? c.title : spec.fullname === 'title-code' ? `${c.title} (${c.code})` : `${c.code} - ${c.title} (${c.term})`;
    const shortname = spec.shortname === 'dash-term' ? `${compact(c.code)}-${termCodes.get(c.term)}` : spec.shortname === 'underscore-term' ? `${compact(c.code)}_${termCodes.get(c.term)}`
      : spec.shortname === 'code-term' ? `${c.code} (${c.term})` : c.code;
    const e = addEntry(cat, c, fullname, shortname, topicsOf(d));
    e.teachers = teachers;
    for (const t of teachers) t.entries.push(e);
  }
  if (miscCat) {
    for (const name of r.sample(nonCredit, r.int(2, 5))) {
      const e = addEntry(miscCat, undefined, name === 'Teaching with the LMS' ? `Teaching with ${site}` : name, slugify(name).toUpperCase().slice(0, 12), ['study skills', 'the platform']);
      e.teachers = r.sample(support, 1);
      for (const t of e.teachers) t.entries.push(e);
    }
  }
  const sortBy = r.pick(['name', 'id', 'short'] as const);
  for (const cat of categories) cat.entries.sort((x, y) => (sortBy === 'id' ? x.id - y.id : sortBy === 'short' ? x.shortname.localeCompare(y.shortname) : x.fullname.localeCompare(y.fullname)));
  const countIn = (cat: Category): number => cat.entries.length + cat.children.reduce((n, c) => n + countIn(c), 0);

  // Where links to a course go; which courses let guests in; tags; learning outcomes.
  const tagPool = [...new Set([...genericTags, ...entries.flatMap((e) => e.topics.map(slugify))])];
  const usedTags = r.sample(tagPool, r.int(8, 20));
  for (const e of entries) {
    e.guest = r.chance(spec.guestShare);
    e.nameHref = spec.nameLink === 'target' ? e.summaryPath : P.view(e.id);
    if (spec.nameLink !== 'target' || r.chance(0.3)) e.iconHref = e.summaryPath;
    e.tags = r.chance(0.5) ? r.sample(usedTags, r.int(1, 3)) : [];
    if (e.course && r.chance(spec.outcomes)) e.outcomes = r.sample(outcomeTemplates, r.int(3, 5)).map((t) => t.replace('{t}', r.pick(e.topics)));
  }

  // Redirects every site has: a course's own page needs a login (or, where guests are let in, sends to enrolment).
  const guestPages: Entry[] = [];
  for (const e of entries) {
    const view = P.view(e.id);
    if (spec.nameLink === 'view-enrol') b.redirect(view, href(P.enrol(e.id)), 303);
    else if (e.guest) guestPages.push(e);
    else toLogin(view);
  }
  for (const p of [P.dashboard, P.myCourses, P.exportCalendar]) needsLogin(p);
  const activityMods = ['resource', 'page', 'quiz', 'assign', 'url', 'folder', 'forum', 'book', 'lesson'];
  let nextCm = r.int(20, 300);

  // The course boxes listings show.
  const iconLink = (path: string) => {
    switch (spec.icon) {
      case 'fa': return `<a title="Summary" href="${esc(href(path))}"><i class="icon fa fa-info-circle fa-fw" aria-hidden="true" title="Summary" aria-label="Summary"></i></a>`;
      case 'img': return `<a title="Summary" href="${esc(href(path))}"><img class="icon" alt="Summary" title="Summary" src="${esc(href(`${spec.base}/theme/image.php/${spec.theme}/core/1/i/info`))}"></a>`;
      case 'text': return `<a class="course-summary-link" href="${esc(href(path))}">${esc(spec.words.available === 'Our courses' ? 'More info' : 'Course summary')}</a>`;
      case 'i': return `<a class="info-icon" href="${esc(href(path))}" title="Course summary">i</a>`;
    }
  };
  const teacherLink = (t: Person) => (spec.scheme === 'pretty' ? P.profile(t.id) : P.userInCourse(t.id, 1));
  const snippet = (e: Entry) => {
    const text = e.course?.description ?? `${e.fullname} is open to all students and staff.`;
    return text.length > 110 ? `${text.slice(0, text.lastIndexOf(' ', 100))}...` : text;
  };
  const coursebox = (e: Entry, expanded: boolean) => {
    const label = spec.listShortnames ? `${e.shortname} ${e.fullname}` : e.fullname;
    const teachers = (expanded || spec.teachersInListing) && e.teachers.length
      ? `<ul class="teachers">${e.teachers.map((t) => `<li>${esc(words.teacher)}: ${link(teacherLink(t), t.name)}</li>`).join('')}</ul>` : '';
    const summary = expanded ? `<div class="summary"><div class="no-overflow">${esc(snippet(e))}</div></div>` : '';
    const more = e.iconHref ? `<div class="moreinfo">${iconLink(e.iconHref)}</div>` : '';
    const enrolIcons = `<div class="enrolmenticons">${e.guest ? '<i class="icon fa fa-unlock-alt fa-fw" title="Guest access"></i>' : ''}<i class="icon fa fa-sign-in fa-fw" title="Self enrolment"></i></div>`;
    return `<div class="coursebox clearfix ${expanded ? 'even' : 'collapsed'}" data-courseid="${e.id}" data-type="1"><div class="info"><h3 class="coursename">${link(e.nameHref, label, ' class="aalink"')}</h3>${more}${enrolIcons}</div><div class="content">${summary}${teachers}</div></div>`;
  };

  // Calendar: month views by epoch, month after month both ways further than any crawl goes; a day view for each day
  // with events; the navbar's link is the current month with no time, the front page's block has the time of now.
  const now = Date.UTC(2026, 10, 14, 10, 23) / 1000;
  const monthStart = (y: number, m: number) => Date.UTC(y, m, 1) / 1000;
  const back = r.int(200, 320);
  const ahead = r.int(150, 260);
  let nextEvent = r.int(10, 500);
  const eventsIn = new Map<string, { day: number; name: string; id: number }[]>();
  /** The month i months from the site's now (November 2026). */
  const monthOf = (i: number) => { const n = 2026 * 12 + 10 + i; return { y: Math.floor(n / 12), m: n % 12 }; };
  const calendarCrumbs: Link[] = [[P.calendar, 'Calendar']];
  const monthHtml = (y: number, m: number, mini: boolean) => {
    const key = `${y}-${m}`;
    const events = eventsIn.get(key) ?? [];
    const first = new Date(Date.UTC(y, m, 1)).getUTCDay();
    const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const cells: string[] = [];
    for (let i = 0; i < (first + 6) % 7; i++) cells.push('<td class="dayblank">&nbsp;</td>');
    for (let d = 1; d <= days; d++) {
      const here = events.filter((e) => e.day === d);
      const t = Date.UTC(y, m, d) / 1000;
      cells.push(here.length
        ? `<td class="day hasevent">${link(P.day(t), String(d))}${mini ? '' : `<ul>${here.map((e) => `<li>${link(`${P.day(t)}#event_${e.id}`, e.name)}</li>`).join('')}</ul>`}</td>`
        : `<td class="day">${d}</td>`);
    }
    const rows: string[] = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join('')}</tr>`);
    return `<table class="calendarmonth calendartable"><thead><tr>${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  };
  for (let i = -back; i <= ahead; i++) {
    const { y, m } = monthOf(i);
    const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const list = Array.from({ length: r.pick([0, 0, 1, 1, 2, 3]) }, () => ({ day: r.int(1, days), name: r.pick(eventNames), id: nextEvent++ })).sort((a, b2) => a.day - b2.day);
    eventsIn.set(`${y}-${m}`, list);
  }
  const monthPage = (i: number): string => {
    const { y, m } = monthOf(i);
    const prev = monthOf(i - 1);
    const next = monthOf(i + 1);
    const t = monthStart(y, m);
    const controls = `<div class="calendar-controls">${link(P.month(monthStart(prev.y, prev.m)), `◄ ${months[prev.m]} ${prev.y}`, ' class="arrow_link previous" title="Previous month"')} <h2 class="current">${months[m]} ${y}</h2> ${link(P.month(monthStart(next.y, next.m)), `${months[next.m]} ${next.y} ►`, ' class="arrow_link next" title="Next month"')}</div>`;
    const tools = `<p class="calendar-tools">${link(P.upcoming, 'Upcoming events')} · ${link(P.exportCalendar, 'Export calendar')} · ${link(needsLogin(P.newEvent(t, sesskey())), 'New event')}</p>`;
    return `<div class="maincalendar"><div class="heightcontainer">${controls}\n${monthHtml(y, m, false)}\n${tools}</div></div>`;
  };
  for (let i = -back; i <= ahead; i++) {
    const { y, m } = monthOf(i);
    page(P.month(monthStart(y, m)), `Calendar: ${months[m]} ${y}`, monthPage(i), { crumbs: calendarCrumbs, bodyId: 'page-calendar-view', heading: 'Calendar' });
    const events = eventsIn.get(`${y}-${m}`)!;
    for (const d of [...new Set(events.map((e) => e.day))]) {
      const t = Date.UTC(y, m, d) / 1000;
      const wd = weekdays[new Date(t * 1000).getUTCDay()]!;
      const list = events.filter((e) => e.day === d).map((e) => `<div class="event" id="event_${e.id}"><h3>${esc(e.name)}</h3><p>Site event · ${wd}, ${d} ${months[m]} ${y}</p><p>${esc(b.sentences(1))}</p></div>`).join('\n');
      page(P.day(t), `Calendar: ${wd}, ${d} ${months[m]} ${y}`, `<h2>${wd}, ${d} ${months[m]} ${y}</h2>\n${list}\n<p>${link(P.month(monthStart(y, m)), `${months[m]} ${y}`)} · ${link(P.upcoming, 'Upcoming events')}</p>`, { crumbs: calendarCrumbs, bodyId: 'page-calendar-view', heading: 'Calendar' });
    }
  }
  page(P.calendar, 'Calendar', monthPage(0), { crumbs: calendarCrumbs, bodyId: 'page-calendar-view', heading: 'Calendar' });
  const upcoming = [0, 1, 2].flatMap((i) => { const { y, m } = monthOf(i); return eventsIn.get(`${y}-${m}`)!.map((e) => [P.day(Date.UTC(y, m, e.day) / 1000), `${e.name}, ${e.day} ${months[m]} ${y}`] as Link); });
  page(P.upcoming, 'Calendar: Upcoming events', `<h2>Upcoming events</h2>\n${upcoming.length ? `<ul>${upcoming.map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}</ul>` : '<p>There are no upcoming events</p>'}\n<p>${link(P.calendar, 'Go to calendar')}</p>`, { crumbs: calendarCrumbs, bodyId: 'page-calendar-view', heading: 'Calendar', delayMs: r.chance(0.3) ? 300 : 0 });
  const nowMonth = P.month(now);
  page(nowMonth, `Calendar: ${months[10]} 2026`, monthPage(0), { crumbs: calendarCrumbs, bodyId: 'page-calendar-view', heading: 'Calendar' });

  // Site news: a forum of discussions, newest first, paginated; each discussion's posts, "Reply" needing a login.
  const discussions: { d: number; subject: string; author: Person; date: string; posts: number[]; course?: Entry; text: string }[] = [];
  let nextD = r.int(1, 80);
  let nextPost = r.int(100, 3000);
  const discussionCount = Math.max(8, Math.round(b.options.noise.news / 8));
  for (let i = 0; i < discussionCount; i++) {
    const course = r.chance(0.12) ? r.pick(entries) : undefined;
    const posts = Array.from({ length: r.chance(0.3) ? r.int(2, 4) : 1 }, () => nextPost += r.int(1, 30));
    discussions.push({ d: nextD += r.int(1, 9), subject: `${r.pick(newsSubjects)}${i >= newsSubjects.length ? ` (${2026 - Math.floor(i / 20)})` : ''}`, author: r.chance(0.6) ? admin : r.pick(support),
      date: `${weekdays[r.int(0, 6)]}, ${r.int(1, 28)} ${r.pick(months)} ${2026 - Math.floor(i / 20)}, ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`, posts, course, text: b.sentences(r.int(2, 4)) });
  }
  discussions.reverse();
  discussions.sort((x, y) => y.d - x.d);
  const forumName = r.pick(['Site announcements', 'Site news', 'Announcements', 'News and updates']);
  const forumCrumbs: Link[] = [[P.forum(0), forumName]];
  const forumPages = Math.ceil(discussions.length / 10);
  for (let p = 0; p < forumPages; p++) {
    const rows = discussions.slice(p * 10, p * 10 + 10).map((x) => `<tr class="discussion"><th class="topic">${link(P.discussion(x.d), x.subject)}</th><td class="author">${link(P.profile(x.author.id), x.author.name)}</td><td>${x.posts.length - 1}</td><td class="lastpost">${esc(x.date)}</td></tr>`).join('\n');
    const pager = forumPages > 1 ? `<nav aria-label="Page"><ul class="pagination">${Array.from({ length: forumPages }, (_, k) => (k === p ? `<li class="page-item active"><span>${k + 1}</span></li>` : `<li class="page-item">${link(P.forum(k), String(k + 1), ' class="page-link"')}</li>`)).join('')}</ul></nav>` : '';
    page(P.forum(p), forumName, `<h2>${esc(forumName)}</h2>\n<p>${link(needsLogin(P.subscribe(sesskey())), 'Subscribe to this forum')}</p>\n<table class="forumheaderlist"><thead><tr><th>Discussion</th><th>Started by</th><th>Replies</th><th>Last post</th></tr></thead><tbody>\n${rows}\n</tbody></table>\n${pager}`, { crumbs: forumCrumbs, bodyId: 'page-mod-forum-view' });
  }
  discussions.forEach((x, i) => {
    const mention = x.course ? `<p>See ${link(r.chance(0.5) ? x.course.nameHref : x.course.summaryPath, x.course.fullname)} for details.</p>` : '';
    const posts = x.posts.map((pid, k) => {
      const who = k === 0 ? x.author : r.pick(people);
      const content = k === 0 ? `<p>${esc(x.text)}</p>${mention}` : `<p>${esc(b.sentences(1))}</p>`;
      const broken = k > 0 && r.chance(0.3) ? content.replace('</p>', '') : content;
      return `<article id="p${pid}" class="forum-post-container"><div class="post-header"><h3>${esc(k === 0 ? x.subject : `Re: ${x.subject}`)}</h3><div class="author">by ${link(P.profile(who.id), who.name)} - ${esc(x.date)}</div></div><div class="post-content-container">${broken}</div><div class="post-actions">${link(`${P.discussion(x.d)}#p${pid}`, 'Permalink')} ${link(needsLogin(P.reply(pid)), 'Reply')}</div></article>`;
    }).join('\n');
    const older = discussions[i + 1];
    const newer = discussions[i - 1];
    const navLinks = `<div class="discussion-nav">${older ? link(P.discussion(older.d), `◄ ${older.subject}`) : ''} ${newer ? link(P.discussion(newer.d), `${newer.subject} ►`) : ''}</div>`;
    page(P.discussion(x.d), `${forumName}: ${x.subject}`, `<h2 class="discussionname">${esc(x.subject)}</h2>\n${posts}\n${navLinks}`, { crumbs: [...forumCrumbs, [P.discussion(x.d), x.subject]], bodyId: 'page-mod-forum-discuss' });
  });

  // Tags: a cloud, and a page per tag listing the courses tagged with it (by their course page) and blog entries.
  const blogEntries: { n: number; title: string; author: Person; tags: string[]; course?: Entry; text: string }[] = [];
  if (spec.blogs !== 'none') {
    let n = r.int(5, 200);
    for (let i = 0; i < r.int(5, 25); i++) {
      const author = r.pick(people.slice(1));
      const entry = { n: n += r.int(1, 15), title: r.pick(['Reflections on teaching online', 'Our field trip', 'A new lab in the department', 'Tips for first-year students', 'Using quizzes to learn', 'Why I teach this course', 'Conference notes']), author, tags: r.sample(usedTags, r.int(0, 2)), course: r.chance(0.2) ? r.pick(author.entries.length ? author.entries : entries) : undefined, text: b.sentences(r.int(2, 5)) };
      author.blog.push(entry.n);
      blogEntries.push(entry);
    }
  }
  const tagged = new Map(usedTags.map((t) => [t, { courses: entries.filter((e) => e.tags.includes(t)), blogs: blogEntries.filter((x) => x.tags.includes(t)) }]));
  const visibleTags = usedTags.filter((t) => tagged.get(t)!.courses.length || tagged.get(t)!.blogs.length);
  const tagCrumbs: Link[] = [[P.tags, 'Tags']];
  page(P.tags, 'Tags', `<h2>Search tags</h2>\n<form action="${esc(href(P.tags))}" method="get"><input type="text" name="query"><button type="submit">Search</button></form>\n<ul class="tag_cloud inline-list">${visibleTags.map((t) => `<li>${link(P.tag(t), t, ` class="s${Math.min(20, tagged.get(t)!.courses.length * 3)}"`)}</li>`).join('')}</ul>`, { crumbs: tagCrumbs, bodyId: 'page-tag-search' });
  for (const t of visibleTags) {
    const { courses, blogs } = tagged.get(t)!;
    const interest = r.chance(0.5) ? `<p>${link(needsLogin(P.addInterest(t, sesskey())), 'Add to my interests')}</p>` : '';
    page(P.tag(t), `Tag: ${t}`, `<h2>${esc(t)}</h2>\n${interest}${courses.length ? `<h3>Courses</h3><ul class="tag-index-items">${courses.map((e) => `<li>${link(P.view(e.id), e.fullname)}</li>`).join('')}</ul>` : ''}${blogs.length ? `<h3>Blog entries</h3><ul>${blogs.map((x) => `<li>${link(P.blogEntry(x.n), x.title)}</li>`).join('')}</ul>` : ''}\n<p>${link(P.tags, 'Back to tags')}</p>`, { crumbs: [...tagCrumbs, [P.tag(t), t]], bodyId: 'page-tag-index' });
  }

  // Blogs: public, or a login redirect.
  const blogCrumbs: Link[] = [[P.blog(0), 'Site blogs']];
  if (spec.blogs === 'public') {
    const pages = Math.max(1, Math.ceil(blogEntries.length / 10));
    const entryHtml = (x: (typeof blogEntries)[number], full: boolean) => `<div class="forumpost blog_entry" id="b${x.n}"><h3>${link(P.blogEntry(x.n), x.title)}</h3><div class="author">by ${link(P.profile(x.author.id), x.author.name)}</div><div class="content"><p>${esc(full ? x.text : x.text.slice(0, 80))}${full ? '' : '...'}</p>${full && x.course ? `<p>Associated course: ${link(x.course.nameHref, x.course.fullname)}</p>` : ''}${x.tags.length ? `<div class="tags">Tags: ${x.tags.map((t) => link(P.tag(t), t)).join(', ')}</div>` : ''}</div></div>`;
    for (let p = 0; p < pages; p++) {
      const pager = pages > 1 ? `<div class="paging">${Array.from({ length: pages }, (_, k) => (k === p ? String(k + 1) : link(P.blog(k), String(k + 1)))).join(' ')}</div>` : '';
      page(P.blog(p), 'Site blogs', `<h2>Site blogs</h2>\n${blogEntries.slice(p * 10, p * 10 + 10).map((x) => entryHtml(x, false)).join('\n')}\n${pager}`, { crumbs: blogCrumbs, bodyId: 'page-blog-index' });
    }
    for (const x of blogEntries) page(P.blogEntry(x.n), x.title, entryHtml(x, true), { crumbs: [...blogCrumbs, [P.blogEntry(x.n), x.title]], bodyId: 'page-blog-index' });
    for (const person of people.filter((x) => x.blog.length)) {
      const mine = blogEntries.filter((x) => x.author === person);
      page(P.userBlog(person.id), `${person.name}: Blog`, `<h2>Blog entries by ${esc(person.name)}</h2>\n${mine.map((x) => entryHtml(x, false)).join('\n')}`, { crumbs: [...blogCrumbs, [P.userBlog(person.id), person.name]], bodyId: 'page-blog-index' });
    }
  } else if (spec.blogs === 'login') {
    needsLogin(P.blog(0));
    for (const x of blogEntries) needsLogin(P.blogEntry(x.n));
  }

  // Badges.
  const badges = r.sample(badgeNames, r.int(3, 8));
  let nextBadge = r.int(1, 50);
  const badgeIds = badges.map(() => nextBadge += r.int(1, 5));
  if (spec.badgesPublic) {
    page(P.badges, 'Site badges', `<h2>Site badges</h2>\n<ul class="badges">${badges.map((name, i) => `<li>${link(P.badge(badgeIds[i]!), name)}</li>`).join('')}</ul>`, { crumbs: [[P.badges, 'Site badges']], bodyId: 'page-badges-view', delayMs: r.chance(0.3) ? 300 : 0 });
    badges.forEach((name, i) => page(P.badge(badgeIds[i]!), `Badge: ${name}`, `<h2>${esc(name)}</h2>\n<dl><dt>Issuer</dt><dd>${esc(institution)}</dd><dt>Description</dt><dd>${esc(b.sentences(1))}</dd><dt>Criteria</dt><dd>Complete the ${esc(name)} activities.</dd></dl>`, { crumbs: [[P.badges, 'Site badges'], [P.badge(badgeIds[i]!), name]], bodyId: 'page-badges-badgeclass' }));
  } else {
    needsLogin(P.badges);
  }

  // Help pages, site pages (the front page's own activities), policies, support; an internal error among them.
  const helpIds = ['cookiesenabled', 'forgotten', 'eventtype', 'calendarurl', 'coursesummary', 'guestaccess'].filter(() => r.chance(0.8));
  for (const id of helpIds) page(P.help(id), 'Help', `<div class="helpheading"><h2>Help with ${esc(id)}</h2></div><div class="helpdoc"><p>${esc(b.sentences(2))}</p></div><p><a href="https://docs.${handle}.example.edu/lms/${id}">More help</a></p>`, { layout: 'popup', bodyId: 'page-help' });
  const sitePages = r.sample(['Student help', 'Staff help', 'Accessibility statement', 'Acceptable use policy', 'System status', 'Copyright guidance', 'Getting started'], r.int(2, 5))
    .map((t): Link => [P.sitePage(nextCm += r.int(1, 9), slugify(t)), t]);
  for (const [p, t] of sitePages) page(p, t, `<h2>${esc(t)}</h2>\n<p>${esc(b.sentences(3))}</p>`, { crumbs: [[p, t]], bodyId: 'page-mod-page-view' });
  const broken = r.chance(0.5) ? `${spec.base}/local/${r.pick(['status', 'accessibility', 'helpdesk'])}/index.php` : undefined;
  if (broken) b.add(broken, { body: '<html><body><h1>Error</h1><p>Exception - Call to undefined function</p></body></html>', status: 500, links: [] });
  page(P.retention, 'Data retention summary', `<h2>Data retention summary</h2>\n<table class="generaltable"><tr><th>Purpose</th><th>Retention period</th></tr><tr><td>Teaching and learning</td><td>${r.int(2, 7)} years</td></tr><tr><td>Site administration</td><td>1 year</td></tr></table>`, { crumbs: [[P.retention, 'Data retention summary']], bodyId: 'page-admin-tool-dataprivacy-summary' });
  page(P.policies, 'Policies', `<h2>Policies</h2>\n<h3>Privacy notice</h3><p>${esc(b.sentences(3))}</p><h3>Acceptable use</h3><p>${esc(b.sentences(2))}</p>`, { layout: 'popup', bodyId: 'page-admin-tool-policy-viewall' });
  page(P.support, 'Contact site support', `<h2>Contact site support</h2>\n<form method="post" action="${esc(href(P.support))}"><input name="name"><input name="email"><textarea name="message"></textarea><button type="submit">Submit</button></form>`, { crumbs: [[P.support, 'Contact site support']], bodyId: 'page-user-contactsitesupport' });
  needsLogin(P.appLaunch);

  // Login pages: the plain one and those login redirects name; forgotten password, sign-up, an SSO button.
  const signup = r.chance(0.4);
  const ssoName = r.pick(['Microsoft', 'Google', `${institution.split(' ')[0]} Single Sign-On`, 'Shibboleth']);
  const loginHtml = () => `<div class="loginform"><h2>${esc(r.pick(['Log in', `Log in to ${site}`]))}</h2>\n<form class="login-form" action="${esc(href(P.login))}" method="post" id="login"><input type="hidden" name="logintoken" value="${sesskey()}${sesskey()}"><label for="username">Username</label><input type="text" name="username" id="username"><label for="password">Password</label><input type="password" name="password" id="password"><button type="submit" id="loginbtn">Log in</button></form>\n<p>${link(P.forgot, 'Forgotten your username or password?')}</p>\n<p>Cookies must be enabled in your browser ${helpIds.includes('cookiesenabled') ? link(P.help('cookiesenabled'), 'Help with Cookies must be enabled in your browser', ' class="btn btn-link p-0" title="Help"') : ''}</p>\n<div class="login-identityproviders"><h2>Log in using your account on:</h2>${link(ssoUrl(), ssoName, ' class="btn login-identityprovider-btn"')}</div>\n<form action="${esc(href(P.login))}" method="post" id="guestlogin"><input type="hidden" name="username" value="guest"><input type="hidden" name="password" value="guest"><button type="submit">Access as a guest</button></form>\n<p>Some courses may allow guest access</p>\n${signup ? `<div class="signup"><h2>Is this your first time here?</h2>${link(P.signup, 'Create new account')}</div>` : ''}</div>`;
  const ssoTarget = `https://login.${slugify(ssoName)}.example.com/authorize?client_id=${r.int(1000, 9999)}`;
  const ssoUrl = () => {
    const u = P.sso(sesskey());
    b.redirect(u, ssoTarget, 303);
    return u;
  };
  page(P.forgot, 'Forgotten password', `<h2>Forgotten password</h2>\n<p>To reset your password, submit your username or your email address below.</p>\n<form method="post" action="${esc(href(P.forgot))}"><input name="username"><button type="submit">Search</button></form>\n<p>${link(P.login, 'Back to login')}</p>`, { layout: 'login', bodyId: 'page-login-forgot_password' });
  if (signup) page(P.signup, 'New account', `<h2>New account</h2>\n<form method="post" action="${esc(href(P.signup))}"><input name="username"><input type="password" name="password"><input name="email"><button type="submit">Create my new account</button></form>`, { layout: 'login', bodyId: 'page-login-signup' });

  // Profiles: details, the courses the person teaches (by the course page or the person's profile in it), a message
  // link needing a login. The listings' teacher links are the profile in the site course (the same page).
  const profileCourse = (person: Person, e: Entry) => (spec.profileCourseLink === 'view' ? P.view(e.id) : P.userInCourse(person.id, e.id));
  for (const person of people) {
    const path = P.profile(person.id);
    const inSite = P.userInCourse(person.id, 1);
    if (spec.profiles === 'login') {
      needsLogin(path);
      if (spec.scheme !== 'pretty') needsLogin(inSite);
      continue;
    }
    const courseList = person.entries.length
      ? `<section class="node_category"><h3>Course details</h3><dl><dt>Course profiles</dt><dd><ul>${person.entries.map((e) => `<li>${link(profileCourse(person, e), e.fullname)}</li>`).join('')}</ul></dd></dl></section>` : '';
    if (spec.profileCourseLink === 'user-course') for (const e of person.entries) needsLogin(P.userInCourse(person.id, e.id));
    const misc = `<section class="node_category"><h3>Miscellaneous</h3><ul>${person.blog.length && spec.blogs === 'public' ? `<li>${link(P.userBlog(person.id), 'Blog entries')}</li>` : ''}<li>${link(needsLogin(`${spec.scheme === 'pretty' ? `${spec.base}/forum/posts` : `${spec.base}/mod/forum/user.php`}?id=${person.id}`), 'Forum posts')}</li></ul></section>`;
    const body = `<div class="page-header-headings"><h2>${esc(person.name)}</h2></div><p>${link(needsLogin(P.message(person.id)), 'Message')}</p>\n<div class="userprofile"><section class="node_category"><h3>User details</h3><dl>${person.city ? `<dt>City/town</dt><dd>${esc(person.city)}</dd>` : ''}<dt>Country</dt><dd>${esc(r.pick(['United States', 'Australia', 'United Kingdom', 'Canada', 'New Zealand', 'Ireland']))}</dd><dt>Role</dt><dd>${esc(person.role)}</dd></dl></section>\n${courseList}\n${misc}\n<section class="node_category"><h3>Login activity</h3><dl><dt>First access to site</dt><dd>${r.int(1, 28)} ${r.pick(months)} ${r.int(2012, 2024)}</dd></dl></section></div>`;
    page(path, `${person.name}: Public profile`, body, { crumbs: [[path, person.name]], bodyId: 'page-user-profile' });
    if (spec.scheme !== 'pretty') page(inSite, `${person.name}: Profile`, body, { crumbs: [[P.index, 'Courses'], [inSite, person.name]], bodyId: 'page-user-view' });
  }

  // Courses that let guests in: their page, its activities behind a login.
  for (const e of guestPages) {
    const sections = Array.from({ length: r.int(2, 5) }, (_, k) => {
      const items = Array.from({ length: r.int(1, 3) }, () => { const mod = r.pick(activityMods); return [needsLogin(P.activity(mod, nextCm += r.int(1, 7))), `${r.pick(['Week', 'Topic', 'Lecture'])} ${k + 1} ${mod === 'quiz' ? 'quiz' : mod === 'assign' ? 'assignment' : mod === 'forum' ? 'discussion' : 'notes'}`] as Link; });
      return `<li class="section main" id="section-${k}"><h3 class="sectionname">${k === 0 ? 'General' : `${r.pick(['Week', 'Topic'])} ${k}`}</h3><ul class="section">${items.map(([h, t]) => `<li class="activity">${link(h, t)}</li>`).join('')}</ul></li>`;
    }).join('\n');
    page(P.view(e.id), `Course: ${e.fullname}`, `<h2>${esc(e.fullname)}</h2>\n<div class="alert alert-info">You are currently using guest access</div>\n<ul class="topics">${sections}</ul>`, { crumbs: [...crumbsOf(e.category), [P.view(e.id), e.shortname]], bodyId: 'page-course-view-topics', heading: e.fullname });
  }

  // The summary pages: the course in its box, its teachers and facts, or a catalogue page of it.
  function crumbsOf(cat: Category): Link[] {
    const chain: Link[] = [];
    for (let c: Category | undefined = cat; c; c = c.parent) chain.unshift([c.path, c.name]);
    return [[P.index, words.index], ...chain];
  }
  const factLabel = { code: r.pick(['Course code', 'Code', 'Unit code', 'Course ID']), term: r.pick(['Term', 'Semester', 'Session', 'Teaching period', 'Offering']), credits: labels.credits, prerequisites: labels.prerequisites };
  const extraFacts: [string, (e: Entry) => string][] = r.sample<[string, (e: Entry) => string]>([
    ['Level', (e) => (postgraduate(e.course?.code ?? '100') ? 'Postgraduate' : 'Undergraduate')],
    ['Delivery mode', () => r.pick(['On campus', 'Online', 'Blended'])], ['Campus', () => r.pick(['City campus', 'North campus', 'Online'])],
    ['Start date', (e) => `${r.int(1, 28)} ${r.pick(months)} ${/\d{4}/.exec(e.course?.term ?? '2026')?.[0] ?? '2026'}`],
  ], r.int(0, 3));
  const inName = { code: spec.fullname !== 'title', term: spec.fullname === 'code-title-term' };
  const summaryBox = (e: Entry): string => {
    const c = e.course!;
    const facts: [string, string][] = [];
    if (!inName.code || r.chance(0.3)) facts.push([factLabel.code, c.code]);
    facts.push([factLabel.credits, c.creditsRaw]);
    if (!inName.term || r.chance(0.3)) facts.push([factLabel.term, c.term]);
    if (c.prerequisites) facts.push([factLabel.prerequisites, c.prerequisites]);
    for (const [l, f] of extraFacts) facts.push([l, f(e)]);
    const para = r.pick([(t: string) => `<p dir="ltr" style="text-align: left;">${t}</p>`, (t: string) => `<p>${t}</p>`, (t: string) => `<div>${t}</div>`, (t: string) => `<div class="text_to_html">${t}</div>`])(esc(c.description));
    const outcomes = e.outcomes.length ? `<p><strong>${r.pick(['Learning outcomes', 'Course learning outcomes', 'On completion you will be able to:'])}</strong></p><ul>${e.outcomes.map((o) => `<li>${esc(o)}</li>`).join('')}</ul>` : '';
    let summary: string;
    let custom = '';
    if (spec.facts === 'custom') {
      summary = `${para}${outcomes}`;
      custom = `<div class="customfields-container">${facts.map(([l, v]) => `<div class="customfield customfield_text customfield_${slugify(l).replace(/-/g, '')}"><span class="customfieldname">${esc(l)}</span><span class="customfieldseparator">: </span><span class="customfieldvalue">${esc(v)}</span></div>`).join('')}</div>`;
    } else {
      const lines = r.chance(0.5) ? facts.map(([l, v]) => `<p><strong>${esc(l)}:</strong> ${esc(v)}</p>`).join('') : `<p>${facts.map(([l, v]) => `${esc(l)}: ${esc(v)}`).join('<br>')}</p>`;
      summary = r.chance(0.5) ? `${lines}${para}${outcomes}` : `${para}${lines}${outcomes}`;
    }
    const teachers = e.teachers.length ? `<ul class="teachers">${e.teachers.map((t) => `<li>${esc(words.teacher)}: ${link(teacherLink(t), t.name)}</li>`).join('')}</ul>` : '';
    return `<div class="coursebox clearfix" data-courseid="${e.id}" data-type="1"><div class="info"><h3 class="coursename">${link(P.view(e.id), e.fullname, ' class="aalink"')}</h3></div><div class="content"><div class="summary"><div class="no-overflow">${summary}</div></div>${teachers}${custom}<div class="coursecat">Category: ${link(e.category.path, e.category.name)}</div></div></div>`;
  };
  const enrolForms = (e: Entry) => (e.guest
    ? `<div class="box generalbox"><h3>Guest access</h3><form method="post" action="${esc(href(P.enrol(e.id)))}"><button type="submit">Continue</button></form></div>`
    : `<div class="box generalbox"><h3>Self enrolment (Student)</h3><p>${r.pick(['No enrolment key required.', 'You need to log in to enrol in this course.'])}</p><form method="post" action="${esc(href(P.enrol(e.id)))}"><button type="submit">Enrol me</button></form></div>`);
  for (const e of entries) {
    const crumbs: Link[] = [...crumbsOf(e.category), [P.view(e.id), e.shortname], [e.summaryPath, 'Summary']];
    if (!e.course) {
      // A course that is no course description: an orientation module, a sandbox.
      const box = `<h2>${esc(e.fullname)}</h2><div class="summary"><p>${esc(`${e.fullname} is open to all students and staff. ${b.sentences(2)}`)}</p></div>${e.teachers.length ? `<ul class="teachers"><li>Contact: ${link(teacherLink(e.teachers[0]!), e.teachers[0]!.name)}</li></ul>` : ''}`;
      if (spec.target === 'enrol') page(e.summaryPath, `${e.shortname}: Enrolment options`, `<h2>Enrolment options</h2>\n${box}\n${enrolForms(e)}`, { crumbs, bodyId: 'page-enrol-index' });
      else page(e.summaryPath, `Summary of ${e.fullname}`, box, { crumbs, bodyId: 'page-course-info' });
      if (spec.target !== 'enrol' && spec.enrolCopy) page(P.enrol(e.id), `${e.shortname}: Enrolment options`, `<h2>Enrolment options</h2>${enrolForms(e)}`, { crumbs, bodyId: 'page-enrol-index' });
      continue;
    }
    const record = { kind: 'course' as const, courses: [e.course] };
    if (spec.target === 'catalogue') {
      let facts = renderCourse[spec.style](e.course, labels, 'en');
      if (!e.course.instructors.length) {
        // A course with no teacher has no row for one.
        const l = esc(labels.instructors).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        facts = facts.replace(new RegExp(`<tr><th>${l}</th><td></td></tr>\\n|<dt>${l}</dt><dd></dd>\\n|<p><b>${l}</b>: </p>\\n|<h2>${l}</h2>\\n<p></p>\\n`), '');
      }
      const body = spec.style === 'headings' ? facts : `<h2>${esc(e.fullname)}</h2>\n${facts}`;
      const outcomes = e.outcomes.length ? `<h3>Learning outcomes</h3><ul>${e.outcomes.map((o) => `<li>${esc(o)}</li>`).join('')}</ul>` : '';
      const staff = e.teachers.length ? `<h3>Teaching staff</h3><ul>${e.teachers.map((t) => `<li>${link(teacherLink(t), t.name)}</li>`).join('')}</ul>` : '';
      const enrolHref = spec.enrolCopy ? P.enrol(e.id) : P.view(e.id);
      page(e.summaryPath, e.fullname, `<div class="catalogue-course" data-courseid="${e.id}">${body}\n${outcomes}${staff}<p>${link(enrolHref, r.pick(['Enrol now', 'Enrol', 'Go to course', 'Access course']), ' class="btn btn-primary"')}</p><p>${link(e.category.path, `More courses in ${e.category.name}`)}</p></div>`, { ...record, crumbs: [...crumbsOf(e.category), [e.summaryPath, e.shortname]], bodyId: 'page-local-catalogue-course', heading: e.category.name });
      if (spec.enrolCopy) page(P.enrol(e.id), `${e.shortname}: Enrolment options`, `<h2>Enrolment options</h2>\n${summaryBox(e)}\n${enrolForms(e)}`, { ...record, duplicateOf: e.summaryPath, crumbs, bodyId: 'page-enrol-index', heading: e.fullname });
    } else if (spec.target === 'info') {
      page(e.summaryPath, `Summary of ${e.fullname}`, `<div class="box py-3 generalbox info">${summaryBox(e)}</div>\n<div class="continuebutton">${link(P.view(e.id), 'Continue')}</div>`, { ...record, crumbs, bodyId: 'page-course-info', heading: e.fullname });
      if (spec.enrolCopy) page(P.enrol(e.id), `${e.shortname}: Enrolment options`, `<h2>Enrolment options</h2>\n${summaryBox(e)}\n${enrolForms(e)}`, { ...record, duplicateOf: e.summaryPath, crumbs, bodyId: 'page-enrol-index', heading: e.fullname });
    } else {
      page(e.summaryPath, `${e.shortname}: Enrolment options`, `<h2>Enrolment options</h2>\n${summaryBox(e)}\n${enrolForms(e)}`, { ...record, crumbs, bodyId: 'page-enrol-index', heading: e.fullname });
    }
  }

  // Category pages: subcategories with their counts, the category's courses (collapsed past the summaries limit),
  // a pager and "Show all"; "Expand all" gives the subcategories' courses too.
  // The category picker: a form for the category script with its parameter, or (addresses without scripts) a jump
  // menu whose options are the categories' addresses.
  const [pickerAction, pickerQuery] = P.category(0, '').split('?');
  const pickerParam = pickerQuery?.replace(/=0$/, '');
  const categoryPicker = pickerParam
    ? `<div class="categorypicker"><form method="get" action="${esc(href(pickerAction!))}"><label for="catsel">${esc(words.index)}:</label><select id="catsel" name="${esc(pickerParam)}">${categories.map((c) => `<option value="${c.id}">${esc(c.name)}</option>`).join('')}</select><noscript><input type="submit" value="Go"></noscript></form></div>`
    : `<div class="categorypicker"><label for="catsel">${esc(words.index)}:</label><select id="catsel" onchange="window.location.href=this.value">${categories.map((c) => `<option value="${esc(href(c.path))}">${esc(c.name)}</option>`).join('')}</select></div>`;
  const searchForm = `<form action="${esc(href(P.search))}" method="get" id="coursesearch"><label for="shortsearchbox">Search courses</label><input type="text" id="shortsearchbox" name="search"><button type="submit">Go</button></form>`;
  const subcategoryList = (cat: Category | undefined, expanded: boolean, listing: string): string => {
    const children = cat ? cat.children : top;
    if (!children.length) return '';
    return `<div class="subcategories">${children.map((c) => {
      const inner = expanded
        ? `<div class="content">${c.entries.slice(0, spec.perPage).map((e) => coursebox(e, false)).join('')}${c.entries.length > spec.perPage ? `<div class="paging paging-morelink">${link(c.path, 'View more')}</div>` : ''}${c.children.length ? subcategoryList(c, false, listing) : ''}</div>` : '<div class="content"></div>';
      return `<div class="category ${expanded ? 'loaded with_children' : 'collapsed'}" data-categoryid="${c.id}" data-type="0"><div class="info"><h3 class="categoryname aabtn">${link(c.path, c.name)} <span title="Number of courses" class="numberofcourse">(${countIn(c)})</span></h3></div>${inner}</div>`;
    }).join('\n')}</div>`;
  };
  const pager = (cat: Category, k: number, pages: number) => {
    const to = (n: number) => (n === 0 && P.firstPageBare ? cat.path : P.page(cat.path, n, spec.perPage));
    const items = [k > 0 ? `<li class="page-item">${link(to(k - 1), 'Previous', ' class="page-link"')}</li>` : '',
      ...Array.from({ length: pages }, (_, n) => (n === k ? `<li class="page-item active"><span class="page-link">${n + 1}</span></li>` : `<li class="page-item">${link(to(n), String(n + 1), ' class="page-link"')}</li>`)),
      k < pages - 1 ? `<li class="page-item">${link(to(k + 1), 'Next', ' class="page-link"')}</li>` : ''].join('');
    return `<nav aria-label="Page" class="pagination pagination-centered justify-content-center"><ul class="mt-1 pagination">${items}</ul></nav>`;
  };
  const listingPages = new Set<string>();
  const listing = (path: string, title: string, main: string, crumbs: Link[]) => {
    if (listingPages.has(path)) return;
    listingPages.add(path);
    page(path, title, main, { kind: 'listing', crumbs, bodyId: 'page-course-index-category', heading: words.index, blocks: spec.theme === 'classic' ? navigationBlock() : undefined });
  };
  for (const cat of categories) {
    const crumbs = crumbsOf(cat);
    const expanded = cat.entries.length <= spec.summariesLimit;
    const pages = Math.max(1, Math.ceil(cat.entries.length / spec.perPage));
    const head = (expandedView: boolean) => `${categoryPicker}\n<div class="course_category_tree clearfix category-browse category-browse-${cat.id}">${cat.children.length ? `<div class="collapsible-actions">${expandedView ? link(cat.path, 'Collapse all', ' class="collapseexpand"') : link(P.expand(cat.path), 'Expand all', ' class="collapseexpand"')}</div>` : ''}\n<div class="content">${cat.description ? `<div class="box generalbox info"><div class="no-overflow"><p>${esc(cat.description)}</p></div></div>` : ''}\n${subcategoryList(cat, expandedView, cat.path)}`;
    const courses = (list: Entry[]) => (list.length ? `<div class="courses category-browse-${cat.id}">\n${list.map((e) => coursebox(e, expanded)).join('\n')}\n</div>` : (cat.children.length ? '' : '<p>No courses in this category</p>'));
    const pageMain = (k: number, expandedView: boolean) => `${head(expandedView)}\n${courses(cat.entries.slice(k * spec.perPage, (k + 1) * spec.perPage))}\n${pages > 1 ? `${pager(cat, k, pages)}\n<div class="paging paging-morelink">${link(P.all(cat.path), `Show all ${cat.entries.length}`)}</div>` : ''}</div></div>\n${searchForm}`;
    listing(cat.path, `${words.index}: ${cat.name}`, pageMain(0, false), crumbs);
    if (cat.children.length) listing(P.expand(cat.path), `${words.index}: ${cat.name}`, pageMain(0, true), crumbs);
    for (let k = 0; k < pages && pages > 1; k++) {
      if (k === 0 && P.firstPageBare) continue;
      listing(P.page(cat.path, k, spec.perPage), `${words.index}: ${cat.name}`, pageMain(k, false), crumbs);
    }
    if (pages > 1) {
      const backTo = P.firstPageBare ? cat.path : P.page(cat.path, 0, spec.perPage);
      listing(P.all(cat.path), `${words.index}: ${cat.name}`, `${head(false)}\n${courses(cat.entries)}\n<div class="paging paging-morelink">${link(backTo, `Show ${spec.perPage} per page`)}</div></div></div>\n${searchForm}`, crumbs);
    }
  }
  // The top of the tree: the top categories with their subcategories (the courses of a lone category listed too).
  const indexMain = (expanded: boolean) => `${categoryPicker}\n<div class="course_category_tree clearfix">${top.some((c) => c.children.length) ? `<div class="collapsible-actions">${expanded ? link(P.index, 'Collapse all', ' class="collapseexpand"') : link(P.expand(P.index), 'Expand all', ' class="collapseexpand"')}</div>` : ''}\n<div class="content">${subcategoryList(undefined, expanded, P.index)}</div></div>\n${searchForm}`;
  listing(P.index, words.index, indexMain(false), [[P.index, words.index]]);
  listing(P.expand(P.index), words.index, indexMain(true), [[P.index, words.index]]);
  page(P.search, 'Search courses', `<h2>Search courses</h2>\n${searchForm}\n<p>${link(P.index, words.index)}</p>`, { crumbs: [[P.index, words.index], [P.search, 'Search']], bodyId: 'page-course-search' });

  // Blocks: navigation (on every page of the classic theme), calendar, latest announcements, tags.
  function navigationBlock(): string {
    const items: Link[] = [[P.home, 'Home'], [P.calendar, 'Calendar'], ...(spec.blogs === 'public' ? [[P.blog(0), 'Site blogs'] as Link] : []), ...(spec.badgesPublic ? [[P.badges, 'Site badges'] as Link] : []), [P.tags, 'Tags'], ...sitePages, [P.index, 'Courses']];
    return `<section class="block block_navigation card mb-3" role="navigation"><h5 class="card-title">Navigation</h5><ul class="block_tree list">${items.map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}</ul></section>`;
  }
  const calendarBlock = () => {
    const prev = monthOf(-1);
    const next = monthOf(1);
    return `<section class="block block_calendar_month card mb-3"><h5 class="card-title">Calendar</h5><div class="calendar-controls">${link(P.month(monthStart(prev.y, prev.m)), '◄', ' title="Previous month"')} ${link(nowMonth, `${months[10]} 2026`)} ${link(P.month(monthStart(next.y, next.m)), '►', ' title="Next month"')}</div>${monthHtml(2026, 10, true)}<div class="footer">${link(P.calendar, 'Full calendar')} · ${link(P.upcoming, 'Upcoming events')}</div></section>`;
  };
  const newsBlock = () => `<section class="block block_news_items card mb-3"><h5 class="card-title">Latest announcements</h5><ul class="unlist">${discussions.slice(0, r.int(2, 5)).map((x) => `<li class="post"><div class="date">${esc(x.date)}</div><div class="info">${link(P.discussion(x.d), x.subject)}</div></li>`).join('')}</ul><div class="footer">${link(P.forum(0), 'Older topics ...')}</div></section>`;
  const tagsBlock = () => `<section class="block block_tags card mb-3"><h5 class="card-title">Tags</h5><ul class="inline-list">${visibleTags.slice(0, 12).map((t) => `<li>${link(P.tag(t), t)}</li>`).join('')}</ul></section>`;
  const linksBlock = () => `<section class="block block_html card mb-3"><h5 class="card-title">${esc(r.pick(['Useful links', 'Quick links', 'Student resources']))}</h5><ul><li><a href="${mainSite}">${esc(institution)}</a></li><li><a href="${mainSite}library/">Library</a></li>${sitePages.map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}${broken ? `<li>${link(broken, 'Service status')}</li>` : ''}</ul></section>`;
  const frontBlocks = r.sample([calendarBlock(), newsBlock(), navigationBlock(), ...(visibleTags.length && r.chance(0.6) ? [tagsBlock()] : []), linksBlock()], 5).join('\n');

  // The front page: its items in the site's order; then its other addresses; the host's root if the platform is
  // not there.
  const frontItems = spec.frontItems.map((item) => {
    switch (item) {
      case 'news': return `<div id="site-news-forum"><h2>${esc(forumName)}</h2>${discussions.slice(0, r.int(2, 4)).map((x) => `<article class="forum-post-container"><h3>${link(P.discussion(x.d), x.subject)}</h3><div class="author">by ${link(P.profile(x.author.id), x.author.name)} - ${esc(x.date)}</div><div class="post-content-container"><p>${esc(x.text.slice(0, 120))}...</p></div><p>${link(P.discussion(x.d), 'Read the rest of this topic')}</p></article>`).join('\n')}<p>${link(P.forum(0), 'Older topics ...')}</p></div>`;
      case 'courses': {
        const shown = categories.flatMap((c) => c.entries).slice(0, spec.frontCourseLimit);
        return `<div id="frontpage-available-course-list"><h2>${esc(words.available)}</h2><div class="courses frontpage-course-list-all">${shown.map((e) => coursebox(e, false)).join('\n')}</div><div class="paging paging-morelink">${link(P.index, shown.length < entries.length ? 'All courses' : words.index)}</div></div>`;
      }
      case 'categories': return `<div id="frontpage-category-names"><h2>${esc(words.index)}</h2><div class="course_category_tree clearfix frontpage-category-names">${subcategoryList(undefined, false, P.front)}</div></div>`;
      case 'combo': return `<div id="frontpage-category-combo"><h2>${esc(words.index)}</h2><div class="course_category_tree clearfix frontpage-category-combo"><div class="collapsible-actions">${link(P.expand(P.index), 'Expand all', ' class="collapseexpand"')}</div>${subcategoryList(undefined, false, P.front)}</div></div>`;
      case 'search': return `<div id="frontpage-course-search">${searchForm}</div>`;
    }
  }).join('\n');
  const frontKind: TruthKind = spec.frontItems.includes('courses') ? 'listing' : 'other';
  const frontMain = `<div class="box generalbox sitetopic"><p>${esc(r.pick([`Welcome to ${site}, the online learning environment of ${institution}.`, `${site} is where ${institution} teaches online.`, `Browse our courses below. Log in to access your courses.`]))}</p></div>\n${frontItems}`;
  for (const p of [P.front, ...P.frontCopies]) page(p, site, frontMain, { kind: frontKind, blocks: frontBlocks, bodyId: 'page-site-index', langMenu: spec.langMenu !== 'none' });
  if (spec.base) {
    if (spec.root === 'redirect') b.redirect('/', href(P.front), r.pick([301, 302]));
    else b.add('/', { body: `<!DOCTYPE html>\n<html lang="en"><head>${declareMeta ? '<meta charset="utf-8">' : ''}<title>${esc(institution)} online learning</title></head>\n<body><h1>${esc(institution)} online learning</h1>\n<p>${link(P.front, `Go to ${site}`)}</p>\n<p>${link(P.index, words.index)} · ${link(P.login, 'Log in')}</p>\n<p><a href="${mainSite}">${esc(institution)} home</a> · <a href="${mainSite}it-help/">IT help</a></p></body></html>\n` });
  }

  // Last, the login pages: the plain one and every one a login redirect above named.
  for (const p of new Set([P.login, ...loginPages])) page(p, 'Log in to the site', loginHtml(), { layout: 'login', bodyId: 'page-login-index', langMenu: spec.langMenu !== 'none' });
}
