// A university department's website on Drupal, where every page is a node: news, events, seminar talks, people,
// research areas, labs, basic pages and courses share one space of /node/N numbers, with path aliases on some
// sites (and both addresses linked on some). The courses are nodes too, one per course, with their fields in
// Drupal's markup (labels drawn per site, inline or above); they are reached by the routes the site draws (see
// drupal-courses.ts). Around them the bulk of the site: paginated news and people views, an endless month
// calendar, seminars, RSS feeds, login links whose destination is the page, print views and revision tabs on some
// sites, dead links in menus and news, Drupal's default robots.txt.
//
// What the truth counts: each course node is one target; its /node/N address (when it has an alias) and its print
// view are the same target. Lists, term pages, profiles and programme pages are not targets.
import { SiteBuilder } from './builder.ts';
import type { SiteDefinition } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';
import { invented } from './course-webs.ts';
import { firstNames, lastNames, fillerSentencesEn, months } from './vocab.ts';
import { DrupalSite, slugify, type Link, type Node } from './drupal-theme.ts';
import { drawCourses, putCourse, putCourseView, putPrograms, putTermPages, type Course, type Faculty, type Route, type ViewSpec } from './drupal-courses.ts';
import * as v from './vocab-drupal.ts';


export function buildDrupalNodes(id: string, r: Random, description: string): SiteDefinition {
  const place = invented(r);
  const institution = r.pick([`${place} University`, `University of ${place}`, `${place} State University`, `${place} Institute of Technology`]);
  const b = new SiteBuilder({ id, institution, language: 'en', encoding: 'utf-8', declare: 'both', description, noise: { news: 0, people: 0, research: 0 } });
  const aliasShare = r.pick([0, 0, 0.7, 0.95]);
  const d = new DrupalSite(b, r, {
    d7: r.chance(0.4), siteName: '', institution, aliasShare, nodeLinkShare: aliasShare ? r.pick([0, 0.15, 0.4]) : 0,
    canonicalTag: r.chance(0.6), sidebar: r.chance(0.8), print: r.chance(0.3), revisions: r.chance(0.25), inlineLabels: r.chance(0.5),
  });
  d.mega = r.chance(0.5);
  d.menuKids = d.mega ? 6 : r.int(2, 3);
  const hostile = r.pick([0, 0.03, 0.08]);
  const sentences = (n: number) => r.sample(fillerSentencesEn, n).join(' ');

  // People: faculty, staff and graduate students, each a node.
  const names = new Set<string>();
  const person = () => { let n = ''; while (!n || names.has(n)) n = `${r.pick(firstNames)} ${r.pick(lastNames)}`; names.add(n); return n; };
  const personType = r.pick(['person', 'profile', 'people']);
  const faculty: Faculty[] = Array.from({ length: r.int(15, 70) }, () => { const name = person(); return { name, node: d.node(personType, name, `/people/${slugify(name)}`), taught: [] }; });
  const staff = Array.from({ length: r.int(5, 20) }, () => { const name = person(); return d.node(personType, name, `/people/${slugify(name)}`); });
  const students = Array.from({ length: r.int(10, 110) }, () => { const name = person(); return d.node(personType, name, `/people/${slugify(name)}`); });

  // News, events, seminar talks, research areas, labs, basic pages.
  const news = Array.from({ length: r.int(100, 600) }, (_, i) => {
    const who = r.int(0, v.newsTitleParts.who.length - 1);
    const title = `${v.newsTitleParts.who[who]} ${who < 5 && r.chance(0.6) ? `${r.pick(faculty).name} ` : ''}${r.pick(v.newsTitleParts.what)}`;
    const year = 2026 - Math.floor(i / 60);
    const month = 11 - Math.floor((i % 60) / 5);
    return { node: d.node('article', title, `/news/${year}/${String(month).padStart(2, '0')}/${slugify(title).slice(0, 50)}`), date: `${months[month - 1]} ${r.int(1, 28)}, ${year}` };
  });
  const events = Array.from({ length: r.int(15, 60) }, () => { const title = r.pick(v.eventTitles); return { node: d.node('event', title, `/events/${slugify(title)}`), date: `${months[r.int(0, 11)]} ${r.int(1, 28)}, 2026` }; });
  const talks = Array.from({ length: r.int(10, 60) }, () => { const topic = r.pick(v.talkTopics); const speaker = person(); return { node: d.node('seminar', `${speaker[0]!.toUpperCase()}${speaker.slice(1)}: Advances in ${topic}`, `/seminars/${slugify(speaker)}`), speaker, topic }; });
  const areaNames = r.sample(v.researchAreas, r.int(4, 10));
  const areas = areaNames.map((name) => d.node('research_area', name, `/research/${slugify(name)}`));
  const labs = Array.from({ length: r.int(3, 15) }, () => { const name = `${invented(r)} ${r.pick(v.labWords)}`; return { node: d.node('lab', name, `/research/labs/${slugify(name)}`), director: r.pick(faculty) }; });
  const basics = v.basicPages.filter(() => r.chance(0.8)).map(([section, title]) => ({ section, node: d.node('page', title, `/${slugify(section)}/${slugify(title)}`) }));

  // Courses: a node each, their content type named as courses on about half the sites.
  const courseType = r.chance(0.5) ? r.pick(['course', 'course_description', 'courses']) : r.pick(['page', 'article']);
  const { courses, subject, showInstructors } = drawCourses(d, r, areaNames.length, faculty.length, courseType, r.chance(0.3));
  for (const c of courses) for (const k of c.teachers) faculty[k]!.taught.push(c);
  const deptName = r.pick(v.departmentNames(subject));
  d.t.siteName = deptName;

  // Routes to the courses: one lists (nearly) every course; the few it leaves out only another route links.
  const routes = new Set<Route>();
  if (r.chance(0.75)) routes.add('view');
  if (r.chance(0.45)) routes.add('terms');
  if (r.chance(0.8)) routes.add('faculty');
  if (r.chance(0.4)) routes.add('programs');
  if (!routes.has('view') && !routes.has('terms') && !routes.has('programs')) routes.add(r.pick(['terms', 'programs'] as const));
  const primary: Route = routes.has('view') ? 'view' : routes.has('terms') ? 'terms' : 'programs';
  const secondary = [...routes].filter((x) => x !== primary);
  const hiddenShare = secondary.length ? r.pick([0, 0.05, 0.1, 0.15]) : 0;
  for (const c of courses) if (r.chance(hiddenShare)) { c.hidden = true; c.via = r.pick(secondary); }

  const academics = r.pick(v.academicsWords);
  const academicsPath = `/${slugify(academics)}`;
  const listWord = r.chance(0.2) ? `${invented(r)} ${r.pick(v.courseListWords)}` : r.pick(v.courseListWords);
  const levels = r.pick(v.levelValues);
  const view: ViewSpec = {
    path: r.pick([`${academicsPath}/courses`, '/courses', `${academicsPath}/${slugify(listWord)}`, `/undergraduate/${slugify(listWord)}`]), title: listWord, table: r.chance(0.5), withCodes: r.chance(0.6),
    pageSize: r.pick([10, 10, 15, 20, 25, 50]), param: r.pick(['field_level_value', 'level', 'field_course_level_target_id', 'type']), values: ['All', levels[0], levels[1]], form: r.chance(0.5), sorts: r.chance(0.7),
  };
  const tids = areaNames.map(() => r.int(1, 400));
  for (let i = 0; i < tids.length; i++) while (tids.indexOf(tids[i]!) !== i) tids[i] = r.int(1, 400);
  const termAlias = aliasShare > 0 && r.chance(0.7);
  const areaLinks: Link[] = routes.has('terms') ? areaNames.map((name, i) => [termAlias ? `/course-areas/${slugify(name)}` : `/taxonomy/term/${tids[i]}`, name]) : [];
  const calendarBase = r.pick(['/events/month/', '/calendar/month/', undefined]);
  const calendar = calendarBase ? `${calendarBase}2026-11` : '/events/calendar?month=2026-11';
  const dead = () => `/node/${d.nid()}`;

  // Menu, footer and sidebar: on every page.
  const peoplePath = r.pick(['/people', '/directory', '/about/people']);
  const typeParam = r.pick(['type', 'field_person_type_target_id', 'role']);
  const types: [string, string, Node[]][] = [[r.pick(['faculty', '12']), 'Faculty', faculty.map((f) => f.node)], [r.pick(['staff', '13']), 'Staff', staff], [r.pick(['graduate_students', 'grad', '14']), 'Graduate Students', students]];
  const sectionPages = new Map<string, Link[]>();
  const academicKids: Link[] = [
    ...(routes.has('view') ? [[view.path, listWord] as Link, ...(r.chance(0.5) ? [[`${view.path}?${view.param}=${view.values[1]}`, 'Undergraduate Courses'], [`${view.path}?${view.param}=${view.values[2]}`, 'Graduate Courses']] as Link[] : [])] : []),
    ...(routes.has('programs') ? [[`${academicsPath}/programs`, 'Degree Programs'] as Link] : []),
    ...(routes.has('terms') ? [[`${academicsPath}/course-areas`, 'Course Areas'] as Link] : []),
    ...basics.filter((x) => x.section === 'Students').map((x) => [d.href(x.node), x.node.title] as Link),
  ];
  if (r.chance(hostile * 8)) academicKids.push([dead(), 'Course Schedule']);
  sectionPages.set(academicsPath, academicKids);
  sectionPages.set('/about', [...basics.filter((x) => x.section === 'About').map((x) => [d.href(x.node), x.node.title] as Link), [peoplePath, 'People']]);
  sectionPages.set('/research', [...areas.map((n) => [d.href(n), n.title] as Link), ['/research/labs', 'Labs and Centers'], ['/seminars', 'Seminar Series']]);
  sectionPages.set('/alumni', basics.filter((x) => x.section === 'Alumni' || x.section === 'Admissions').map((x) => [d.href(x.node), x.node.title] as Link));
  d.menu = [
    [['/about', 'About'], sectionPages.get('/about')!],
    [[academicsPath, academics], academicKids],
    [[peoplePath, 'People'], types.map(([val, label]) => [`${peoplePath}?${typeParam}=${val}`, label] as Link)],
    [['/research', 'Research'], sectionPages.get('/research')!],
    [['/news', 'News'], [['/news', 'All News'], ['/events', 'Events'], [calendar, 'Calendar'], ['/seminars', 'Seminars']]],
    [['/alumni', 'Alumni & Giving'], sectionPages.get('/alumni')!],
  ];
  if (r.chance(hostile * 8)) d.menu.push([[dead(), 'Newsletter'], []]);
  const apply = basics.find((x) => x.node.title === 'Apply');
  d.footerLinks = [['/about', 'Contact'], [peoplePath, 'Directory'], ...(apply ? [[d.href(apply.node), 'Apply'] as Link] : []), ['/search/node', 'Search'], ['https://www.example.edu/accessibility', 'Accessibility'], ['https://www.example.edu/privacy', 'Privacy']];
  d.recentNews = news.slice(0, 5).map((n) => [d.href(n.node), n.node.title]);

  // Courses and the routes to them.
  const labels = Object.fromEntries(Object.entries(v.fieldLabels).map(([k, list]) => [k, r.pick(list)])) as Record<string, string>;
  const machine = Object.fromEntries(Object.entries(v.machineNames).map(([k, list]) => [k, r.pick(list)])) as Record<string, string>;
  const courseCrumbs: Link[] = [[academicsPath, academics], ...(routes.has('view') ? [[view.path, listWord] as Link] : [])];
  for (const c of courses) putCourse(d, r, c, { labels, names: machine, faculty, showInstructors, ...(areaLinks.length ? { areaLinks } : {}), crumbs: courseCrumbs });
  if (routes.has('view')) putCourseView(d, r, courses, view, [[academicsPath, academics]], areaLinks);
  if (routes.has('terms')) {
    putTermPages(d, r, courses, areaLinks, tids, primary === 'terms', [[academicsPath, academics], [`${academicsPath}/course-areas`, 'Course Areas']]);
    d.put(`${academicsPath}/course-areas`, 'Course Areas', `<h1 class="page-title">Course Areas</h1>\n<div class="view-content"><ul>${areaLinks.map(([h, x]) => `<li><a href="${h}">${esc(x)}</a></li>`).join('')}</ul></div>`, { crumbs: [[academicsPath, academics]] });
  }
  if (routes.has('programs')) {
    const programs = putPrograms(d, r, courses, subject, primary === 'programs', [[academicsPath, academics], [`${academicsPath}/programs`, 'Degree Programs']]);
    d.put(`${academicsPath}/programs`, 'Degree Programs', `<h1 class="page-title">Degree Programs</h1>\n<ul>${programs.map(([h, x]) => `<li><a href="${h}">${esc(x)}</a></li>`).join('')}</ul>`, { crumbs: [[academicsPath, academics]] });
  }

  // People's profiles: faculty with the courses they teach (linked on most sites), staff, students.
  const teachingLabel = r.pick(['Teaching', 'Courses Taught', 'Courses']);
  const linkTaught = routes.has('faculty') ? r.pick([0.4, 0.8, 1]) : 0;
  const crumbsPeople: Link[] = [[peoplePath, 'People']];
  for (const f of faculty) {
    const taught = f.taught.map((c) => (c.via === 'faculty' || r.chance(linkTaught) ? d.a(c.node, `${c.gold.code} ${c.gold.title}`) : esc(`${c.gold.code} ${c.gold.title}`)));
    const fields = [d.field('field-position', '', [esc(r.pick(v.facultyTitles))]), d.field('field-email', 'Email', [`<a href="mailto:${slugify(f.name).replace('-', '.')}@${place.toLowerCase()}.edu">${slugify(f.name).replace('-', '.')}@${place.toLowerCase()}.edu</a>`]),
      d.field('field-office', 'Office', [`${invented(r)} Hall ${r.int(100, 499)}`]), d.field('field-research-areas', 'Research Areas', r.sample(areas, r.int(1, 2)).map((n) => d.a(n))),
      d.field('body', 'Biography', [`<p>${esc(f.name)} ${esc(sentences(2))}</p>`], { inline: false })];
    if (routes.has('faculty') && taught.length) fields.push(d.field('field-courses-taught', teachingLabel, taught, { inline: false, type: 'entity_reference' }));
    d.putNode(f.node, fields.join('\n'), { crumbs: crumbsPeople });
  }
  for (const n of staff) d.putNode(n, [d.field('field-position', '', [esc(r.pick(v.staffTitles))]), d.field('body', '', [`<p>${esc(sentences(1))}</p>`])].join('\n'), { crumbs: crumbsPeople });
  for (const n of students) { const adv = r.pick(faculty); d.putNode(n, [d.field('field-position', '', ['PhD Student']), d.field('field-advisor', 'Advisor', [d.a(adv.node, adv.name)])].join('\n'), { crumbs: crumbsPeople }); }
  const peopleSize = r.pick([20, 25, 50]);
  const teaser = (n: Node) => `<div class="views-row">${d.a(n)}</div>`;
  for (const [val, label, list] of [[undefined, 'People', [...faculty.map((f) => f.node), ...staff, ...students]] as const, ...types]) {
    const q = val ? `${typeParam}=${val}` : '';
    const pages = Math.ceil(list.length / peopleSize);
    for (let p = 0; p < pages; p++) {
      const filters = `<div class="bef-links"><ul><li><a href="${peoplePath}">All</a></li>${types.map(([tv, tl]) => `<li><a href="${peoplePath}?${typeParam}=${tv}">${tl}</a></li>`).join('')}</ul></div>`;
      d.put(`${peoplePath}${q || p ? '?' : ''}${[q, p ? `page=${p}` : ''].filter(Boolean).join('&')}`, label, `<h1 class="page-title">${esc(label)}</h1>${filters}<div class="view-content">${list.slice(p * peopleSize, (p + 1) * peopleSize).map(teaser).join('\n')}</div>${d.pager(peoplePath, q, p, pages)}`, { crumbs: val ? crumbsPeople : [] });
    }
  }

  // News, events, seminars, research, basic pages, section landing pages.
  const list = (path: string, title: string, items: string[], size: number, crumbs: Link[], top = '') => {
    const pages = Math.max(1, Math.ceil(items.length / size));
    for (let p = 0; p < pages; p++) d.put(p ? `${path}?page=${p}` : path, title, `<h1 class="page-title">${esc(title)}</h1>${top}<div class="view-content">${items.slice(p * size, (p + 1) * size).join('\n')}</div>${d.pager(path, '', p, pages)}`, { crumbs });
  };
  for (const n of news) {
    const mention = r.chance(0.4) ? ` ${d.a(r.pick(faculty).node, r.pick(faculty).name)} said the work builds on years of collaboration.` : '';
    const deadLink = r.chance(hostile) ? ` <a href="${dead()}">Read the earlier story</a>.` : '';
    d.putNode(n.node, `${d.field('field-date', '', [n.date])}\n${d.field('body', '', [`<p>${esc(sentences(3))}${mention}${deadLink}</p><p>${esc(sentences(2))}</p>`])}`, { crumbs: [['/news', 'News']] });
  }
  list('/news', 'News', news.map((n) => `<div class="views-row"><h3>${d.a(n.node)}</h3><span class="date">${n.date}</span></div>`), 10, []);
  for (const e of events) d.putNode(e.node, `${d.field('field-event-date', 'Date', [e.date])}\n${d.field('field-location', 'Location', [`${invented(r)} Hall`])}\n${d.field('body', '', [`<p>${esc(sentences(2))}</p>`])}`, { crumbs: [['/events', 'Events']] });
  list('/events', 'Events', events.map((e) => `<div class="views-row">${d.a(e.node)} <span class="date">${e.date}</span></div>`), 10, [], `<p><a href="${calendar}">Month view</a></p>`);
  for (const t of talks) d.putNode(t.node, `${d.field('field-speaker', 'Speaker', [esc(t.speaker)])}\n${d.field('body', 'Abstract', [`<p>This talk presents recent work on ${esc(t.topic)}. ${esc(sentences(2))}</p>`], { inline: false })}`, { crumbs: [['/seminars', 'Seminars']] });
  list('/seminars', 'Seminar Series', talks.map((t) => `<div class="views-row">${d.a(t.node)}</div>`), 20, [['/research', 'Research']]);
  for (const n of areas) d.putNode(n, `${d.field('body', '', [`<p>${esc(sentences(3))}</p>`])}\n${d.field('field-faculty', 'Faculty', r.sample(faculty, r.int(2, 6)).map((f) => d.a(f.node, f.name)))}`, { crumbs: [['/research', 'Research']] });
  for (const l of labs) d.putNode(l.node, `${d.field('field-director', 'Director', [d.a(l.director.node, l.director.name)])}\n${d.field('body', '', [`<p>${esc(sentences(3))}</p>`])}`, { crumbs: [['/research', 'Research'], ['/research/labs', 'Labs and Centers']] });
  list('/research/labs', 'Labs and Centers', labs.map((l) => `<div class="views-row">${d.a(l.node)}</div>`), 20, [['/research', 'Research']]);
  for (const x of basics) d.putNode(x.node, d.field('body', '', [`<p>${esc(sentences(4))}</p>`]), { crumbs: [[`/${slugify(x.section)}`, x.section]] });
  for (const [path, kids] of sectionPages) d.put(path, path === academicsPath ? academics : path.slice(1)[0]!.toUpperCase() + path.slice(2), `<h1 class="page-title">${esc(path === academicsPath ? academics : path.slice(1))}</h1><p>${esc(sentences(2))}</p><ul class="menu">${kids.map(([h, x]) => `<li><a href="${h}">${esc(x)}</a></li>`).join('')}</ul>`);
  for (const section of new Set(basics.map((x) => x.section))) {
    const path = `/${slugify(section)}`;
    if (!b.origins.get('www')!.pages.has(path)) d.put(path, section, `<h1 class="page-title">${esc(section)}</h1><ul class="menu">${basics.filter((x) => x.section === section).map((x) => `<li>${d.a(x.node)}</li>`).join('')}</ul>`);
  }
  d.put('/search/node', 'Search', '<h1 class="page-title">Search</h1><form action="/search/node" method="get"><input type="search" name="keys"><input type="submit" value="Search"></form>');
  d.put('/', deptName, `<div class="hero"><h1>${esc(deptName)}</h1><p>${esc(sentences(2))}</p></div>\n<h2>News</h2>${news.slice(0, 3).map((n) => `<div class="views-row">${d.a(n.node)}</div>`).join('')}\n<h2>Upcoming Events</h2>${events.slice(0, 3).map((e) => `<div class="views-row">${d.a(e.node)}</div>`).join('')}\n<p><a href="${academicsPath}">${esc(academics)}</a> | <a href="/research">Research</a> | <a href="/news">News</a></p>`);
  b.add('/rss.xml', { body: `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>${esc(deptName)}</title>${news.slice(0, 10).map((n) => `<item><title>${esc(n.node.title)}</title><link>${d.url(n.node)}</link></item>`).join('')}</channel></rss>\n`, contentType: 'application/rss+xml', links: [] });

  // On Drupal 7 sites robots.txt forbids /user/login/ but not /user/login?destination=…: every page's login
  // link leads to a login form.
  const pages = b.origins.get('www')!.pages;
  if (d.t.d7) for (const h of new Set([...pages.values()].flatMap((p) => p.links.filter((l) => l.startsWith('/user/login?'))))) d.login(h);

  const site = b.build();
  const marker = '\u0000content\u0000';
  const framed = d.document(calendarBase ? `${calendarBase}2026-11` : '/events/calendar', 'Events calendar', marker, { crumbs: [['/events', 'Events']] }).split(marker);
  site.origins[0]!.robotsTxt = d.robots(r.chance(0.2) ? ['Disallow: /print/'] : []);
  return { ...site, frame: { before: framed[0]!, after: framed[1]! }, ...(calendarBase ? { calendar: calendarBase } : {}) };
}
