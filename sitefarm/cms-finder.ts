// A modern university website run on a content-management system. Every page carries the same large template: a
// header with a mega-menu of 60 to 150 links to the site's sections (About, News, Events, Research, Study,
// Admissions, Alumni, Giving, Library, Careers …, each with pages of its own, some named with invented words) and a
// footer of 20 to 40 links. Courses are found through a course finder that lists them by title only (never a code),
// paginated, with facet links on every page (level, faculty, study mode, start, sort) that give the same lists under
// many addresses. A course's page is at an address made from its title and holds the course in a key-facts box.
// Faculty pages link a few of their courses among news and people; staff profiles name the courses their people
// teach, mostly without a link; a news archive of ten-item pages and the server's endless calendar, in the
// template too, fill the rest.
import type { SiteBuilder } from './builder.ts';
import { generateDepartments, type Conventions, type Department } from './courses.ts';
import type { GoldCourse } from './model.ts';
import type { Random } from './random.ts';
import { chooseLabels, esc, renderCourse, type CourseStyle } from './render.ts';

export type FacetGroup = 'level' | 'faculty' | 'mode' | 'start';
export type SortKind = 'az' | 'za' | 'newest' | 'popular';

export interface CmsFinderSpec {
  conventions: Conventions;
  /** An invented word ("Vidorsel"), for section, page and finder names no vocabulary holds. */
  word: () => string;
  /** The template: semantic elements or divs named by id, and how the mega-menu is marked up. */
  template: { shell: 'semantic' | 'divs'; ids: [header: string, menu: string, content: string, footer: string]; menu: 'nested' | 'columns' };
  /** A section page's address from the section's and the page's slugs (the page's slug empty: the section's root). */
  sectionPath: (section: string, page: string) => string;
  finder: {
    path: string;
    title: string;
    pageSize: number;
    /** Query parameter names of the page number, each facet group and the sort order. */
    params: Record<FacetGroup | 'page' | 'sort', string>;
    /** Values of the level facet for undergraduate and postgraduate courses. */
    levels: [ug: string, pg: string];
    modes: [value: string, label: string][];
    /** The sort orders besides the default (relevance), as the site names them. */
    sorts: [kind: SortKind, value: string, label: string][];
    /** Filters one list may combine (1: choosing another group's value replaces the filter). */
    maxFilters: 1 | 2;
    /** Every link the finder writes carries an empty search ("?q=&…"). */
    emptyQuery: boolean;
    /** The pager links page 1 with its page number ("&page=1"), another address of the first page. */
    pageOne: boolean;
    layout: 'cards' | 'rows' | 'list';
    /** Cards carry a one-line summary; and a second link ("View course"). */
    summary: boolean;
    more: boolean;
  };
  /** A course page's address from the course's slug (made from its title), its faculty's slug and its level. */
  coursePath: (slug: string, faculty: string, level: 'ug' | 'pg') => string;
  facultyPath: (slug: string) => string;
  staff: { directory: [path: string, title: string]; profile: (slug: string) => string; pageParam: string };
  news: { page: (n: number) => string; article: (year: number, slug: string) => string };
  style: CourseStyle;
  /** Share of course pages that name their teaching staff (the others' gold records have no instructors). */
  showStaff: number;
  /** Body links to courses (faculty pages, profiles, news) go through /node/N addresses that redirect to them. */
  nodeRedirects: boolean;
  /** robots.txt keeps crawlers off the finder's sorted lists ("Disallow: /*sort="). */
  disallowSort: boolean;
  /** Faculties whose course pages robots.txt disallows (0 or 1), as the catalog families do. */
  disallowFaculties: number;
}

const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const link = (href: string, text: string, cls?: string) => `<a href="${esc(href)}"${cls ? ` class="${cls}"` : ''}>${esc(text)}</a>`;
const ul = (items: [string, string][], cls?: string) => `<ul${cls ? ` class="${cls}"` : ''}>\n${items.map(([h, t]) => `<li>${link(h, t)}</li>`).join('\n')}\n</ul>`;

/** The sections a university's website has (the last two not every site), and pages each may have. */
const sectionPool: { key: string; titles: string[]; pages: string[] }[] = [
  { key: 'about', titles: ['About', 'About us', 'Our university', 'Who we are'], pages: ['History', 'Leadership', 'Strategy 2030', 'Governance', 'Facts and figures', 'Rankings', 'Sustainability', 'Our campuses', 'Maps and directions', 'Contact us', 'Jobs at the university', 'Equality and diversity', 'Annual report'] },
  { key: 'study', titles: ['Study', 'Study with us', 'Learn with us', 'Education'], pages: ['Undergraduate', 'Postgraduate', 'International students', 'Scholarships', 'Fees and funding', 'How to apply', 'Online learning', 'Short courses', 'Student accommodation', 'Prospectus'] },
  { key: 'admissions', titles: ['Admissions', 'Apply', 'Applying'], pages: ['Apply now', 'Entry requirements', 'Admissions policies', 'Visit us', 'Offer holders', 'Transfer students', 'Admissions FAQ', 'Mature students'] },
  { key: 'research', titles: ['Research', 'Research and innovation', 'Discover'], pages: ['Research institutes', 'Research centres', 'Research impact', 'Partnerships', 'Research integrity', 'Doctoral training', 'Facilities', 'Commercialisation', 'Research awards'] },
  { key: 'news', titles: ['News', 'Newsroom', 'News and media'], pages: ['Media releases', 'Expert comment', 'Podcasts', 'Magazine', 'Media contacts', 'Video'] },
  { key: 'events', titles: ['Events', "What's on", 'Events and exhibitions'], pages: ['Open days', 'Public lectures', 'Graduation', 'Exhibitions', 'Conferences', 'Concerts'] },
  { key: 'alumni', titles: ['Alumni', 'Alumni and friends'], pages: ['Alumni network', 'Alumni events', 'Update your details', 'Alumni benefits', 'Volunteer', 'Alumni stories'] },
  { key: 'giving', titles: ['Giving', 'Support us', 'Give'], pages: ['Make a gift', 'Ways to give', 'Impact of giving', 'Leave a legacy', 'Donor recognition', 'Our campaign'] },
  { key: 'library', titles: ['Library', 'Libraries', 'Library services'], pages: ['Search the catalogue', 'Opening hours', 'Borrowing', 'Study spaces', 'Special collections', 'Research support', 'Referencing guides'] },
  { key: 'careers', titles: ['Careers', 'Careers and employability', 'Careers service'], pages: ['Find a job', 'Internships', 'Career fairs', 'Employability skills', 'For employers', 'Mentoring'] },
  { key: 'life', titles: ['Student life', 'Campus life', 'Living here'], pages: ['Clubs and societies', 'Sport', 'Health and wellbeing', 'Student union', 'Disability support', 'Chaplaincy', 'Arts and culture'] },
  { key: 'international', titles: ['International', 'Global'], pages: ['Study abroad', 'Exchange programmes', 'Visas', 'Global partners', 'International offices'] },
];
const inventedKinds = ['Centre', 'Institute', 'Hub', 'Programme', 'Initiative', 'Project', 'Lab', 'Fund', 'Award', 'Commons', 'Network', 'Series'];
const roles = ['Professor', 'Associate Professor', 'Senior Lecturer', 'Lecturer', 'Assistant Professor', 'Teaching Fellow', 'Research Fellow'];
const sectionSentences = [
  'Find out more about what we offer and how to get involved.', 'Our teams are here to help you every step of the way.',
  'Explore the options below to learn more.', 'We welcome enquiries from students, staff and the wider community.',
  'This page is maintained by the communications office.', 'Information on this page is reviewed every year.',
];
/** Footer links besides the hostile corners and social media. */
const footerPool: [string, string][] = [
  ['/legal/privacy', 'Privacy'], ['/legal/cookies', 'Cookie policy'], ['/legal/accessibility', 'Accessibility'], ['/legal/terms-of-use', 'Terms of use'],
  ['/legal/copyright', 'Copyright'], ['/legal/disclaimer', 'Disclaimer'], ['/legal/modern-slavery', 'Modern slavery statement'],
  ['/legal/freedom-of-information', 'Freedom of information'], ['/contact', 'Contact us'], ['/emergency', 'Emergency information'],
  ['/sitemap', 'Site map'], ['/jobs', 'Work with us'], ['/media', 'Media enquiries'], ['/feedback', 'Website feedback'], ['/complaints', 'Complaints'],
  ['/campuses', 'Campuses'], ['/parking', 'Parking and transport'], ['/it-services', 'IT services'], ['/safety', 'Campus safety'],
  ['/governance/policies', 'Policies'], ['/governance/annual-reports', 'Annual reports'], ['/student-portal', 'Student portal'],
  ['/staff-portal', 'Staff portal'], ['/tenders', 'Tenders'], ['/whistleblowing', 'Whistleblowing'], ['/web-support', 'Web support'],
  ['/visit/virtual-tour', 'Virtual tour'], ['/shop', 'University shop'], ['/venues', 'Venue hire'], ['/alumni-card', 'Alumni card'],
  ['/lost-property', 'Lost property'], ['/security', 'Security'],
];
const newsTemplates = [
  (f: string) => `${f} researchers win national award`, (f: string) => `New partnership for ${f}`, (f: string) => `${f} celebrates graduates`,
  (f: string) => `Visiting speaker at ${f}`, (f: string) => `${f} opens new building`, (f: string) => `Funding boost for ${f}`,
];

interface CourseEntry {
  course: GoldCourse;
  faculty: number;
  level: 'ug' | 'pg';
  mode: number;
  start: string;
  summary: string;
  path: string;
  /** Where body text links it: the page, or a /node/N address that redirects there. */
  href: string;
  /** Position under each sort order. */
  rank: Record<'relevance' | SortKind, number>;
}

type Link = [href: string, text: string];

export function buildCmsFinder(b: SiteBuilder, r: Random, spec: CmsFinderSpec): void {
  const lang = spec.conventions.language;
  const institution = b.options.institution;
  const finder = spec.finder;
  const P = finder.params;
  const labels = chooseLabels(r, lang);
  if (r.chance(0.3)) labels.code = 'Unit code';
  const unit = r.pick(['School of', 'Faculty of', 'Department of']);
  // 5 to 8 faculties and 60 to 150 courses: about `total` of them, spread over the faculties.
  const facultyCount = r.int(5, 8);
  const total = r.int(60, 150);
  const perFaculty: [number, number] = [Math.max(Math.ceil(60 / facultyCount), Math.round((0.75 * total) / facultyCount)), Math.min(Math.floor(150 / facultyCount), Math.round((1.25 * total) / facultyCount))];
  const departments: Department[] = generateDepartments(r, spec.conventions, facultyCount, perFaculty);
  const faculties = departments.map((d) => {
    const slug = slugify(d.name);
    return { dept: d, name: r.chance(0.25) ? `${spec.word()} ${unit} ${d.name}` : `${unit} ${d.name}`, short: d.name, slug, path: spec.facultyPath(slug), staff: [] as number[], news: [] as Link[] };
  });

  // People: 50 to 150, each in a faculty; every course is taught by one or two of its faculty's people.
  const staffCount = r.int(50, 150);
  const names = new Set<string>();
  for (let tries = 0; names.size < staffCount && tries < staffCount * 20; tries++) names.add(b.words.person(r));
  const people = [...names].map((name, i) => {
    const faculty = i < faculties.length * 3 ? i % faculties.length : r.int(0, faculties.length - 1);
    faculties[faculty]!.staff.push(i);
    return { name, slug: slugify(name), faculty, role: r.pick(roles), path: spec.staff.profile(slugify(name)), teaches: [] as CourseEntry[] };
  });

  // Courses: each at an address made from its title, with a level (from its number), a study mode and a start.
  const modes = finder.modes;
  const entries: CourseEntry[] = [];
  const coursePaths = new Set<string>();
  faculties.forEach((f, fi) => {
    for (const course of f.dept.courses) {
      const n = Number(/\d+/.exec(course.code)?.[0] ?? 100);
      const level = (n >= 1000 ? Math.floor(n / 1000) : Math.floor(n / 100)) >= 4 ? 'pg' as const : 'ug' as const;
      const slug = slugify(course.title);
      let path = spec.coursePath(slug, f.slug, level);
      for (let k = 2; coursePaths.has(path); k++) path = spec.coursePath(`${slug}-${k}`, f.slug, level);
      coursePaths.add(path);
      const teachers = r.sample(f.staff, r.chance(0.2) ? 2 : 1).map((t) => people[t]!);
      // The gold record names the people the page names: some pages name no teaching staff.
      course.instructors = r.chance(spec.showStaff) ? teachers.map((t) => t.name) : [];
      const entry: CourseEntry = {
        course, faculty: fi, level, mode: r.chance(0.6) ? 0 : r.int(1, modes.length - 1), start: course.term,
        summary: course.description.split(/(?<=\.)\s/)[0]!, path, href: path,
        rank: { relevance: r.next(), az: 0, za: 0, newest: r.next(), popular: r.next() },
      };
      for (const t of teachers) t.teaches.push(entry);
      entries.push(entry);
    }
  });
  [...entries].sort((x, y) => x.course.title.localeCompare(y.course.title)).forEach((e, i) => { e.rank.az = i; e.rank.za = -i; });
  if (spec.nodeRedirects) {
    const ids = r.sample(Array.from({ length: entries.length * 8 }, (_, i) => 1000 + i), entries.length);
    entries.forEach((e, i) => { e.href = `/node/${ids[i]}`; b.redirect(e.href, e.path, 301); });
  }

  // The finder's lists: a query names filters, a sort and a page. Every address a link writes is registered here
  // and served once the lists are built (below), so the same list is a page under each of its addresses.
  const groups: FacetGroup[] = ['level', 'faculty', 'mode', 'start'];
  const groupLabel: Record<FacetGroup, string> = { level: 'Study level', faculty: r.pick(['Faculty', 'School', 'Subject area']), mode: r.pick(['Study mode', 'Delivery', 'Attendance']), start: r.pick(['Start date', 'Intake', 'Entry']) };
  const values: Record<FacetGroup, [value: string, label: string, matches: (e: CourseEntry) => boolean][]> = {
    level: [[finder.levels[0], 'Undergraduate', (e) => e.level === 'ug'], [finder.levels[1], 'Postgraduate', (e) => e.level === 'pg']],
    faculty: faculties.map((f, fi) => [f.slug, f.short, (e) => e.faculty === fi]),
    mode: modes.map(([v, l], mi) => [v, l, (e) => e.mode === mi]),
    start: [...new Set(entries.map((e) => e.start))].map((t) => [slugify(t), t, (e) => e.start === t]),
  };
  const groupOf = new Map<string, FacetGroup>(groups.map((g) => [P[g], g]));
  const sortOf = new Map<string, SortKind>(finder.sorts.map(([k, v]) => [v, k]));
  const matching = (filters: [FacetGroup, string][]) => entries.filter((e) => filters.every(([g, v]) => values[g].find(([x]) => x === v)![2](e)));
  const finderUrl = (query: Link[]) => `${finder.path}${query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`;
  /** Every link the finder writes carries the empty search first, on sites whose finder does. */
  const withQ = (query: Link[]): Link[] => [...(finder.emptyQuery ? [['q', ''] as Link] : []), ...query.filter(([k]) => k !== 'q')];
  const lists = new Map<string, Link[]>();
  const queue: Link[][] = [];
  const listUrl = (query: Link[]) => {
    const url = finderUrl(query);
    if (!lists.has(url)) { lists.set(url, query); queue.push(query); }
    return url;
  };
  listUrl([]);
  const filtered = (group: FacetGroup, value: string) => listUrl(withQ([[P[group], value]]));

  // The mega-menu's sections: their pages, some named with invented words, 60 to 150 links in all.
  const page = (key: string, title: string): Link => [spec.sectionPath(key, slugify(title)), title];
  const chosen = [...sectionPool.slice(0, -2), ...r.sample(sectionPool.slice(-2), r.int(0, 2))];
  const menu = r.sample(chosen, chosen.length).map((s) => {
    const title = r.chance(0.15) ? `${spec.word()} ${s.titles[0]}` : r.pick(s.titles);
    const own = r.sample(s.pages, r.int(3, Math.min(8, s.pages.length))).map((t) => page(s.key, t));
    const invented = Array.from({ length: r.int(0, 2) }, () => page(s.key, `${spec.word()} ${r.pick(inventedKinds)}`));
    const root = s.key === 'news' ? spec.news.page(1) : spec.sectionPath(s.key, '');
    return { key: s.key, title, root, pages: [...own, ...invented], special: [] as Link[] };
  });
  const section = (key: string) => menu.find((m) => m.key === key)!;
  const calendar = '/events/calendar?month=2026-11';
  section('study').special.push([finder.path, finder.title]);
  section('about').special.push(spec.staff.directory);
  section('news').special.push([spec.news.page(1), r.pick(['News archive', 'All news', 'Latest news'])]);
  section('events').special.push([calendar, r.pick(['Events calendar', 'Calendar', 'All events'])]);
  const facultyTitle = r.pick(['Faculties and schools', 'Our schools', 'Faculties', 'Academic units']);
  menu.splice(r.int(1, menu.length), 0, { key: 'faculties', title: facultyTitle, root: spec.sectionPath(slugify(facultyTitle), ''), pages: [], special: faculties.map((f): Link => [f.path, f.name]) });
  const menuLinks = () => menu.reduce((n, m) => n + 1 + m.pages.length + m.special.length, 0);
  const target = r.int(60, 150);
  for (let guard = 0; menuLinks() < target && guard < 1000; guard++) {
    const m = r.pick(menu.filter((x) => x.key !== 'faculties'));
    const extra = page(m.key, `${spec.word()} ${r.pick(inventedKinds)}`);
    if (!m.pages.some(([p]) => p === extra[0])) m.pages.push(extra);
  }
  for (let guard = 0; menuLinks() > target && guard < 1000; guard++) {
    const m = r.pick(menu.filter((x) => x.pages.length > 2));
    m.pages.splice(r.int(0, m.pages.length - 1), 1);
  }

  // The footer: 20 to 40 links, among them the hostile corners every sitefarm site has, and social media off-site.
  const hostile: Link[] = [
    ['/prospectus', 'Prospectus (old link)'], ['/visitor-information', 'Visitor information'], ['/strategic-plan-2020', 'Strategic plan'],
    ['/status', 'Service status'], ['/private/staff-only.html', 'Staff intranet'], ['/user/login?destination=/', 'Staff login'],
  ];
  const handle = slugify(institution).replace(/-/g, '');
  const social = r.sample<Link>([
    [`https://www.facebook.com/${handle}`, 'Facebook'], [`https://www.instagram.com/${handle}/`, 'Instagram'], [`https://www.linkedin.com/school/${handle}/`, 'LinkedIn'],
    [`https://www.youtube.com/@${handle}`, 'YouTube'], [`https://x.com/${handle}`, 'X'], [`https://www.tiktok.com/@${handle}`, 'TikTok'],
  ], r.int(3, 6));
  const footerOwn = r.sample(footerPool, r.int(20, 40) - hostile.length - social.length);
  const footer = [...r.sample([...footerOwn, ...hostile], footerOwn.length + hostile.length), ...social];

  // The template, the same on every page: skip link, utility bar, logo, search box, mega-menu; content; footer.
  const [headerId, menuId, contentId, footerId] = spec.template.ids;
  const semantic = spec.template.shell === 'semantic';
  const menuHtml = menu.map((m) => {
    const items = [...m.special, ...m.pages];
    return spec.template.menu === 'nested'
      ? `<li class="menu-item has-children">${link(m.root, m.title)}<div class="mega-panel">${ul(items, 'menu-level-2')}</div></li>`
      : `<div class="mega-col"><h3>${link(m.root, m.title)}</h3>${ul(items)}</div>`;
  }).join('\n');
  const menuBlock = spec.template.menu === 'nested' ? `<ul class="menu-level-1">\n${menuHtml}\n</ul>` : menuHtml;
  const utility = `<div class="utility-bar">${link(section('study').root, section('study').title)} ${link(spec.staff.directory[0], spec.staff.directory[1])} ${link(section('library').root, section('library').title)} ${link('/user/login?destination=/', 'Log in')}</div>`;
  const searchBox = `<form class="site-search" action="/search/" method="get"><label for="q">Search</label><input type="search" id="q" name="q"><button type="submit">Search</button></form>`;
  const logo = `<a href="/" class="logo" rel="home">${esc(institution)}</a>`;
  const nav = semantic
    ? `<nav id="${menuId}" class="mega-menu" aria-label="Main menu">\n${menuBlock}\n</nav>`
    : `<div id="${menuId}" class="${menuId}-inner menu">\n${menuBlock}\n</div>`;
  const skip = `<a class="skip-link" href="#${contentId}">Skip to main content</a>`;
  const header = semantic
    ? `${skip}\n<header id="${headerId}" class="site-header">${utility}${logo}${searchBox}\n${nav}\n</header>`
    : `${skip}\n<div id="${headerId}" class="region region-header">${utility}${logo}${searchBox}\n${nav}\n</div>`;
  const footerHtml = `${ul(footer, 'footer-links')}\n<p class="copyright">© 2026 ${esc(institution)}. All rights reserved.</p>`;
  const foot = semantic ? `<footer id="${footerId}" class="site-footer">\n${footerHtml}\n</footer>` : `<div id="${footerId}" class="region region-footer">\n${footerHtml}\n</div>`;
  const [open, close] = semantic ? [`<main id="${contentId}">`, '</main>'] : [`<div id="${contentId}" class="region region-content">`, '</div>'];
  b.frame = (main) => `${header}\n${open}\n${main}\n${close}\n${foot}`;
  const crumbs = (...trail: Link[]) => `<nav class="breadcrumb" aria-label="Breadcrumb">${[['/', 'Home'] as Link, ...trail].map(([h, t]) => link(h, t)).join(' › ')}</nav>`;
  const sentences = (n: number) => Array.from({ length: n }, () => (r.chance(0.5) ? r.pick(sectionSentences) : b.sentences(1))).join(' ');
  const news = section('news');

  // News: an archive of ten-item pages; articles from the faculties, a few naming a course, some with a link.
  const articles: Link[] = [];
  const articleSlugs = new Set<string>();
  const newsCount = r.int(100, 240);
  for (let i = 0; i < newsCount; i++) {
    const fi = r.int(0, faculties.length - 1);
    const f = faculties[fi]!;
    const title = r.chance(0.35) ? r.pick(b.words.noiseTitles) : r.pick(newsTemplates)(f.name);
    let slug = slugify(title);
    for (let k = 2; articleSlugs.has(slug); k++) slug = `${slugify(title)}-${k}`;
    articleSlugs.add(slug);
    const year = 2026 - Math.floor(i / 40);
    const path = spec.news.article(year, slug);
    articles.push([path, title]);
    if (f.news.length < 8) f.news.push([path, title]);
    const named = r.chance(0.08) ? r.pick(entries.filter((e) => e.faculty === fi)) : undefined;
    const mention = named ? `<p>Students taking ${r.chance(0.5) ? link(named.href, named.course.title) : esc(named.course.title)} took part in the project.</p>\n` : '';
    b.html(path, title, `${crumbs([news.root, news.title])}\n<article><h1>${esc(title)}</h1>\n<p class="date">${1 + (i % 28)} ${r.pick(['March', 'June', 'September', 'November'])} ${year}</p>\n<p>${sentences(3)}</p>\n${mention}<p>${link(f.path, f.name)}</p></article>`);
  }
  const newsPages = Math.ceil(articles.length / 10);
  for (let p = 1; p <= newsPages; p++) {
    const items = articles.slice((p - 1) * 10, p * 10).map(([h, t]): Link => [b.track(h), t]);
    const pager = [p > 1 ? link(spec.news.page(p - 1), 'Newer') : '', ...Array.from({ length: newsPages }, (_, k) => (k + 1 === p ? `<span>${k + 1}</span>` : link(spec.news.page(k + 1), String(k + 1)))), p < newsPages ? link(spec.news.page(p + 1), 'Older') : ''].filter(Boolean).join(' ');
    b.html(spec.news.page(p), `${news.title}${p > 1 ? ` (page ${p})` : ''}`, `${crumbs()}\n<h1>${esc(news.title)}</h1>\n${p === 1 ? ul(news.pages) : ''}\n${ul(items, 'news-list')}\n<nav class="pager">${pager}</nav>`);
  }

  // Staff: a paginated directory and a profile each; a profile names the courses its person teaches, mostly unlinked.
  const [dirPath, dirTitle] = spec.staff.directory;
  const sortedPeople = [...people].sort((x, y) => x.name.split(' ').at(-1)!.localeCompare(y.name.split(' ').at(-1)!));
  const dirPages = Math.ceil(sortedPeople.length / 20);
  const dirPage = (p: number) => (p === 1 ? dirPath : `${dirPath}?${spec.staff.pageParam}=${p}`);
  for (let p = 1; p <= dirPages; p++) {
    const rows = sortedPeople.slice((p - 1) * 20, p * 20)
      .map((person) => `<li>${link(person.path, person.name)} <span class="role">${esc(person.role)}, ${esc(faculties[person.faculty]!.name)}</span></li>`).join('\n');
    const pager = Array.from({ length: dirPages }, (_, k) => (k + 1 === p ? `<span>${k + 1}</span>` : link(dirPage(k + 1), String(k + 1)))).join(' ');
    b.html(dirPage(p), dirTitle, `${crumbs([section('about').root, section('about').title])}\n<h1>${esc(dirTitle)}</h1>\n<ul class="people">\n${rows}\n</ul>\n<nav class="pager">${pager}</nav>`);
  }
  for (const person of people) {
    const f = faculties[person.faculty]!;
    let teaching = '';
    if (person.teaches.length) {
      const linked = r.chance(0.35) ? r.pick(person.teaches) : undefined;
      const titles = person.teaches.map((e) => (e === linked ? link(e.href, e.course.title) : esc(e.course.title)));
      teaching = r.chance(0.5)
        ? `<h2>Teaching</h2>\n<p>${esc(person.name.split(' ')[0]!)} teaches ${titles.join(' and ')}.</p>`
        : `<h2>Teaching</h2>\n<ul>${titles.map((t) => `<li>${t}</li>`).join('')}</ul>`;
    }
    const email = `${person.slug.replace(/-/g, '.')}@${handle}.example.edu`;
    b.html(person.path, person.name, `${crumbs([dirPath, dirTitle])}\n<h1>${esc(person.name)}</h1>\n<p class="role">${esc(person.role)}, ${link(f.path, f.name)}</p>\n<p><a href="mailto:${email}">${esc(email)}</a></p>\n<h2>Research interests</h2>\n<p>${sentences(2)}</p>\n${teaching}`);
  }

  // Faculty pages: a few of their courses by title among their news and people, and the finder filtered to them.
  faculties.forEach((f, fi) => {
    const featured = r.sample(entries.filter((e) => e.faculty === fi), r.int(2, 5)).map((e): Link => [e.href, e.course.title]);
    const staff = r.sample(f.staff, r.int(4, 10)).map((i): Link => [people[i]!.path, people[i]!.name]);
    const sub = ['Research', 'Contact'].map((t): Link => [`${f.path}${slugify(t)}/`, `${t}: ${f.name}`]);
    for (const [p, t] of sub) b.html(p, t, `${crumbs([f.path, f.name])}\n<h1>${esc(t)}</h1>\n<p>${sentences(3)}</p>`);
    const all = link(filtered('faculty', f.slug), `All courses in the ${f.name}`);
    const blocks = r.sample([
      `<h2>Featured courses</h2>\n${ul(featured)}\n<p>${all}</p>`, `<h2>News</h2>\n${ul(f.news.slice(0, r.int(3, 6)))}`, `<h2>Our people</h2>\n${ul(staff)}`,
    ], 3);
    b.html(f.path, f.name, `${crumbs([section('faculties').root, section('faculties').title])}\n<h1>${esc(f.name)}</h1>\n<p>${sentences(2)}</p>\n${blocks.join('\n')}\n${ul(sub)}`);
  });

  // Section pages: each root lists its pages (the study hub the finder too, by level); a page may list its siblings.
  const study = section('study');
  const levelLinks: Link[] = [[filtered('level', finder.levels[0]), 'Undergraduate courses'], [filtered('level', finder.levels[1]), 'Postgraduate courses']];
  const events = section('events');
  for (const m of menu) {
    if (m !== news) {
      const extra = m === study ? `<p>${link(finder.path, finder.title)}</p>\n${ul(levelLinks)}\n` : m === events ? `${ul([[calendar, 'Calendar']])}\n` : '';
      b.html(m.root, m.title, `${crumbs()}\n<h1>${esc(m.title)}</h1>\n<p>${sentences(2)}</p>\n${extra}${ul([...m.special, ...m.pages])}`);
    }
    for (const [p, t] of m.pages) {
      const toFinder = m !== study ? '' : t === 'Undergraduate' ? link(levelLinks[0]![0], levelLinks[0]![1]) : t === 'Postgraduate' ? link(levelLinks[1]![0], levelLinks[1]![1])
        : t === 'Online learning' ? link(filtered('mode', modes.at(-1)![0]), 'Courses you can study online') : '';
      const aside = t === 'Short courses' ? `<p>${esc(b.words.ui.shortCoursesText)}</p>\n` : '';
      const siblings = r.chance(0.5) ? `<h2>In this section</h2>\n${ul(m.pages.filter(([x]) => x !== p))}` : '';
      b.html(p, t, `${crumbs([m.root, m.title])}\n<h1>${esc(t)}</h1>\n<p>${sentences(3)}</p>\n${toFinder ? `<p>${toFinder}</p>\n` : ''}${aside}${siblings}`, { ...(t === 'Annual report' ? { delayMs: 400 } : {}) });
    }
  }

  // The footer's pages, and the hostile corners: a redirect chain to a slow page, a redirect loop, a dead link, a
  // server error, a private page and a login page that robots.txt forbids.
  for (const [p, t] of footerOwn) b.html(p, t, `${crumbs()}\n<h1>${esc(t)}</h1>\n<p>${sentences(3)}</p>`, { broken: r.chance(0.1) });
  b.redirect('/prospectus', '/study/prospectus-2025', 301);
  b.redirect('/study/prospectus-2025', '/study/prospectus-2026/', 302);
  b.html('/study/prospectus-2026/', 'Prospectus 2026', `${crumbs()}\n<h1>Prospectus 2026</h1>\n<p>${sentences(3)}</p>\n<p>${link(finder.path, finder.title)}</p>`, { delayMs: 400 });
  b.redirect('/visitor-information', '/visitors', 302);
  b.redirect('/visitors', '/visitor-information', 302);
  b.add('/status', { body: 'Internal Server Error', status: 500, contentType: 'text/plain', links: [] });
  b.html('/private/staff-only.html', 'Staff only', '<h1>Staff only</h1>');
  b.html('/user/login?destination=/', 'Log in', '<h1>Log in</h1>\n<form method="post" action="/user/login"><input name="name"><input type="password" name="pass"><button type="submit">Log in</button></form>');

  // The home page: the finder's search box, the latest news, the study hub.
  b.html('/', institution, `<h1>${esc(institution)}</h1>\n<p>${esc(b.words.ui.welcome)}</p>\n<section class="hero"><h2>${esc(r.pick(['Find your course', 'Start your journey', 'Study with us']))}</h2>\n<form action="${esc(finder.path)}" method="get"><input type="search" name="q"><button type="submit">Search courses</button></form>\n<p>${link(finder.path, finder.title)} ${link(study.root, study.title)}</p></section>\n<section><h2>Latest news</h2>\n${ul(articles.slice(0, r.int(3, 6)))}\n<p>${link(news.root, 'More news')}</p></section>\n<section><h2>Upcoming events</h2>\n${ul(events.pages.slice(0, 3))}</section>`);

  // Course pages: the course in a key-facts box, with its level, study mode and faculty beside it.
  const disallowedFaculty = spec.disallowFaculties ? faculties.length - 1 : -1;
  for (const e of entries) {
    const f = faculties[e.faculty]!;
    let facts = renderCourse[spec.style](e.course, labels, lang);
    if (!e.course.instructors.length) {
      // A page that names no teaching staff has no row for them.
      const l = esc(labels.instructors).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      facts = facts.replace(new RegExp(`<tr><th>${l}</th><td></td></tr>\\n|<dt>${l}</dt><dd></dd>\\n|<p><b>${l}</b>: </p>\\n|<h2>${l}</h2>\\n<p></p>\\n`), '');
    }
    const level = e.level === 'ug' ? 'Undergraduate' : 'Postgraduate';
    const more = `<dl class="more-facts"><dt>Level</dt><dd>${level}</dd><dt>${esc(groupLabel.mode)}</dt><dd>${esc(modes[e.mode]![1])}</dd><dt>${esc(groupLabel.faculty)}</dt><dd>${link(f.path, f.name)}</dd></dl>`;
    const related = r.sample(entries.filter((x) => x.faculty === e.faculty && x !== e), r.int(0, 3)).map((x): Link => [x.path, x.course.title]);
    const heading = spec.style === 'headings' ? '' : `<h1>${esc(e.course.title)}</h1>\n`;
    const body = `${crumbs([study.root, study.title], [finder.path, finder.title])}\n${heading}<p class="lead">${esc(e.summary)}</p>\n<section class="key-facts">\n<h2>${r.pick(['Key facts', 'At a glance', 'Course overview'])}</h2>\n${facts}\n${more}\n</section>\n<p>${link(section('admissions').root, 'How to apply')}</p>\n${related.length ? `<h2>You might also like</h2>\n${ul(related)}\n` : ''}<p>${link(finder.path, `Back to ${finder.title}`)}</p>`;
    b.html(e.path, e.course.title, body, { kind: 'course', courses: [e.course] });
    if (e.faculty === disallowedFaculty) b.disallow.push(`${e.path}$`);
  }

  // The finder: every list each of its links names, under that address. The facet widget writes the filters in its
  // own order then the sort; the sort widget puts the sort first and keeps the rest; the pager adds the page last.
  const parse = (query: Link[]) => ({
    filters: query.filter(([k]) => groupOf.has(k)).map(([k, v]): [FacetGroup, string] => [groupOf.get(k)!, v]),
    sort: sortOf.get(query.find(([k]) => k === P.sort)?.[1] ?? '') ?? 'relevance' as const,
    page: Number(query.find(([k]) => k === P.page)?.[1] ?? 1),
  });
  const facetQuery = (filters: [FacetGroup, string][], sort: Link | undefined) =>
    withQ([...groups.flatMap((g) => filters.filter(([x]) => x === g).map(([, v]): Link => [P[g], v])), ...(sort ? [sort] : [])]);
  const form = `<form class="course-search" action="${esc(finder.path)}" method="get"><input type="search" name="q" placeholder="Search by keyword"><button type="submit">Search</button></form>`;
  const levelName = (e: CourseEntry) => (e.level === 'ug' ? 'Undergraduate' : 'Postgraduate');
  const card = (e: CourseEntry) => {
    const href = b.track(e.path);
    if (finder.layout === 'rows') return `<tr><td>${link(href, e.course.title)}${finder.summary ? `<br><small>${esc(e.summary)}</small>` : ''}</td><td>${levelName(e)}</td><td>${esc(modes[e.mode]![1])}</td><td>${esc(e.start)}</td></tr>`;
    if (finder.layout === 'list') return `<li>${link(href, e.course.title)}${finder.summary ? ` — ${esc(e.summary)}` : ''} <span class="level">${levelName(e)}</span></li>`;
    return `<div class="card course-card">\n<h3 class="card-title">${link(href, e.course.title)}</h3>\n${finder.summary ? `<p class="card-summary">${esc(e.summary)}</p>\n` : ''}<p class="card-meta"><span class="level">${levelName(e)}</span> · <span>${esc(modes[e.mode]![1])}</span></p>${finder.more ? `\n${link(href, 'View course', 'card-link')}` : ''}\n</div>`;
  };
  while (queue.length) {
    const query = queue.shift()!;
    const state = parse(query);
    const list = matching(state.filters).sort((x, y) => x.rank[state.sort] - y.rank[state.sort]);
    const pages = Math.max(1, Math.ceil(list.length / finder.pageSize));
    const sortParam = query.find(([k]) => k === P.sort);
    const unpaged = query.filter(([k]) => k !== P.page);
    // Facets: each value with its count; a value no course of the list's other filters has is not offered.
    const facets = groups.map((g) => {
      const current = state.filters.find(([x]) => x === g)?.[1];
      const others = state.filters.filter(([x]) => x !== g);
      const items = values[g].flatMap(([v, label]) => {
        if (v === current) return [`<li class="active">${link(listUrl(facetQuery(others, sortParam)), `${label} ✕`)}</li>`];
        const next = [...others, [g, v] as [FacetGroup, string]].slice(-finder.maxFilters);
        const count = matching(next).length;
        return count ? [`<li>${link(listUrl(facetQuery(next, sortParam)), `${label} (${count})`)}</li>`] : [];
      });
      return `<h3>${esc(groupLabel[g])}</h3>\n<ul class="facet">${items.join('')}</ul>`;
    }).join('\n');
    const rest = unpaged.filter(([k]) => k !== P.sort && k !== 'q');
    const sorts = [['relevance', '', 'Relevance'] as [string, string, string], ...finder.sorts].map(([kind, value, label]) =>
      kind === state.sort ? `<span class="current">${esc(label)}</span>` : link(listUrl(withQ(value ? [[P.sort, value], ...rest] : rest)), label)).join(' | ');
    const clear = state.filters.length ? `<p>${link(listUrl(withQ([])), 'Clear all filters')}</p>\n` : '';
    const p = state.page;
    const pageQuery = (n: number): Link[] => (n === 1 && !finder.pageOne ? unpaged : [...unpaged, [P.page, String(n)]]);
    const pager = pages > 1 ? `<nav class="pagination" aria-label="Pages">${[
      p > 1 ? link(listUrl(pageQuery(p - 1)), 'Previous') : '',
      ...Array.from({ length: pages }, (_, k) => (k + 1 === p ? `<span class="current">${k + 1}</span>` : link(listUrl(pageQuery(k + 1)), String(k + 1)))),
      p < pages ? link(listUrl(pageQuery(p + 1)), 'Next') : '',
    ].filter(Boolean).join(' ')}</nav>` : '';
    const shown = list.slice((p - 1) * finder.pageSize, p * finder.pageSize);
    const results = !shown.length ? '<p>No courses match your search.</p>'
      : finder.layout === 'rows' ? `<table class="results">\n<tr><th>Course</th><th>Level</th><th>${esc(groupLabel.mode)}</th><th>${esc(groupLabel.start)}</th></tr>\n${shown.map(card).join('\n')}\n</table>`
        : finder.layout === 'list' ? `<ul class="results">\n${shown.map(card).join('\n')}\n</ul>` : `<div class="results">\n${shown.map(card).join('\n')}\n</div>`;
    const count = `<p class="results-count">Showing ${shown.length ? (p - 1) * finder.pageSize + 1 : 0}–${(p - 1) * finder.pageSize + shown.length} of ${list.length} courses</p>`;
    b.html(finderUrl(query), p > 1 ? `${finder.title} (page ${p})` : finder.title,
      `${crumbs([study.root, study.title])}\n<h1>${esc(finder.title)}</h1>\n${form}\n${count}\n<aside class="facets">\n<h2>Filter results</h2>\n${facets}\n${clear}</aside>\n<div class="sort">Sort by: ${sorts}</div>\n${results}\n${pager}`,
      { kind: 'listing' });
  }
  b.disallow.push('/search/', '/user/');
  if (spec.disallowSort) b.disallow.push(`/*${P.sort}=`);
}
