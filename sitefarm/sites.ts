// The twelve simulated universities. Each differs from the others the way real catalogs differ.
import { SiteBuilder, type SiteOptions } from './builder.ts';
import { buildCatalog, type CatalogSpec } from './templates.ts';
import type { SiteDefinition } from './model.ts';
import type { Conventions } from './courses.ts';

const enUS: Conventions = { language: 'en', codeStyle: 'space', creditStyle: 'credits', terms: ['Fall 2026', 'Spring 2027', 'Fall 2026, Spring 2027', 'Summer 2027'] };
const ja: Conventions = { language: 'ja', codeStyle: 'ja', creditStyle: 'ja', terms: ['前期', '後期', '通年', '春学期', '秋学期'] };

interface Recipe {
  site: SiteOptions;
  academicNav: [string, string][];
  catalog: CatalogSpec;
}

const recipes: Recipe[] = [
  {
    site: { id: 'inline-catalog', institution: 'Lakeshore State University', language: 'en', encoding: 'utf-8', declare: 'header',
      description: 'all course descriptions inline on one catalog page per department', noise: { news: 180, people: 60, research: 15 } },
    academicNav: [['/academics/', 'Academics']],
    catalog: { conventions: enUS, departments: 6, coursesPerDept: [12, 25], style: 'inline',
      hubs: [['/academics/', 'Academics'], ['/catalog/', 'Undergraduate Catalog'], ['/catalog/courses/', 'Course Descriptions']],
      listing: (d) => `/catalog/courses/${d.slug}/`, pageSize: 6, paginate: (l, p) => `${l}page-${p}.html`, printView: (p) => `${p.replace(/page-\d+\.html$/, '')}print${/page-(\d+)/.exec(p)?.[1] ?? ''}.html`, disallowDepartments: 1 },
  },
  {
    site: { id: 'acalog', institution: 'Prairie Valley College', language: 'en', encoding: 'utf-8', declare: 'meta',
      description: 'catalog software: paginated query-string listings, one page per course, reached through redirects', noise: { news: 300, people: 80, research: 20 } },
    academicNav: [['/academics/', 'Academics']],
    catalog: { conventions: { ...enUS, codeStyle: 'dash', creditStyle: 'credit-hours' }, departments: 7, coursesPerDept: [15, 35], style: 'lines',
      hubs: [['/academics/', 'Academics'], ['/catalog/index.php?catoid=7', '2026-2027 Catalog']],
      listing: (d) => `/catalog/content.php?catoid=7&navoid=${d.slug}`, pageSize: 10, paginate: (l, p) => `${l}&filter%5Bcpage%5D=${p}`,
      coursePath: (d, _c, i) => `/catalog/preview_course_nopop.php?catoid=7&coid=${d.slug}${1000 + i}`,
      redirectVia: (p) => p.replace('preview_course_nopop.php', 'preview_course.php'),
      printView: (p) => `${p}&print=1`, disallowDepartments: 1 },
  },
  {
    site: { id: 'syllabus-sjis', institution: '東山大学', language: 'ja', encoding: 'shift_jis', declare: 'both',
      description: 'Japanese syllabus system with table layouts, Shift_JIS declared in header and meta', noise: { news: 150, people: 50, research: 12 } },
    academicNav: [['/gakubu/', '学部・大学院']],
    catalog: { conventions: ja, departments: 5, coursesPerDept: [12, 30], style: 'table',
      hubs: [['/gakubu/', '学部・大学院'], ['/syllabus/', 'シラバス検索']],
      listing: (d) => `/syllabus/list?dept=${d.slug}&year=2026`, coursePath: (_d, c) => `/syllabus/view?year=2026&id=${c.code}`, disallowDepartments: 0 },
  },
  {
    site: { id: 'syllabus-eucjp', institution: '北原工業大学', language: 'ja', encoding: 'euc-jp', declare: 'meta',
      description: 'Japanese syllabi as definition lists in EUC-JP (meta only), five clicks deep', noise: { news: 120, people: 40, research: 10 } },
    academicNav: [['/kyouiku/', '教育']],
    catalog: { conventions: { ...ja, terms: ['前期', '後期', '第1クォーター', '第2クォーター'] }, departments: 4, coursesPerDept: [10, 25], style: 'dl',
      hubs: [['/kyouiku/', '教育'], ['/kyouiku/gakubu/', '学部教育'], ['/kyouiku/gakubu/kogaku/', '工学部'], ['/kyouiku/gakubu/kogaku/syllabus/', '授業科目一覧']],
      listing: (d) => `/kyouiku/gakubu/kogaku/syllabus/${d.slug}/`, coursePath: (d, c) => `/kyouiku/gakubu/kogaku/syllabus/${d.slug}/${c.code.toLowerCase()}.html`, disallowDepartments: 1 },
  },
  {
    site: { id: 'faculty-pages', institution: 'Westbrook Institute of Technology', language: 'en', encoding: 'utf-8', declare: 'both',
      description: 'course home pages under faculty teaching pages, with headings and sections', noise: { news: 200, people: 150, research: 30 } },
    academicNav: [['/departments/', 'Departments']],
    catalog: { conventions: { ...enUS, creditStyle: 'units', terms: ['Fall 2026', 'Winter 2027', 'Spring 2027'] }, departments: 5, coursesPerDept: [8, 16], style: 'headings',
      hubs: [['/departments/', 'Departments'], ['/departments/teaching/', 'Teaching by department']],
      listing: (d) => `/departments/${d.slug}/teaching/`, coursePath: (d, c) => `/departments/${d.slug}/faculty/${c.instructors[0]!.split(' ')[1]!.toLowerCase()}/courses/${c.code.replace(/\s+/g, '').toLowerCase()}/`,
      disallowDepartments: 0 },
  },
  {
    site: { id: 'uk-modules', institution: 'University of Northfield', language: 'en', encoding: 'utf-8', declare: 'header',
      description: 'module catalogue with query-string school listings, compact codes and ECTS credits', noise: { news: 400, people: 120, research: 25 } },
    academicNav: [['/study/', 'Study']],
    catalog: { conventions: { language: 'en', codeStyle: 'compact', creditStyle: 'ects', terms: ['Autumn', 'Spring', 'Full Year', 'Summer'] }, departments: 6, coursesPerDept: [12, 28], style: 'table',
      hubs: [['/study/', 'Study'], ['/study/module-catalogue/', 'Module catalogue']],
      listing: (d) => `/study/module-catalogue/?school=${d.prefix}`, coursePath: (_d, c) => `/study/module-catalogue/module/${c.code}`, disallowDepartments: 1 },
  },
  {
    site: { id: 'separate-host', institution: 'Eastport University', language: 'en', encoding: 'utf-8', declare: 'header', extraOrigins: ['catalog'],
      description: 'the catalog lives on a separate host of the same institution', noise: { news: 250, people: 90, research: 20 } },
    academicNav: [['/academics/', 'Academics']],
    catalog: { conventions: { ...enUS, creditStyle: 'units' }, departments: 6, coursesPerDept: [10, 22], style: 'dl', origin: 'catalog',
      hubs: [['/academics/', 'Academics'], ['/', 'Eastport Course Catalog'], ['/courses/', 'Courses by subject']],
      listing: (d) => `/courses/${d.slug}/`, coursePath: (d, c) => `/courses/${d.slug}/${c.code.replace(/\s+/g, '-').toLowerCase()}.html`, printView: (p) => p.replace('.html', '-print.html'), disallowDepartments: 0 },
  },
  {
    site: { id: 'registrar-bulletin', institution: 'Saint Brendan University', language: 'en', encoding: 'utf-8', declare: 'meta',
      description: 'catalog buried five to six clicks deep under registrar and bulletin paths, courses inline', noise: { news: 350, people: 100, research: 20 } },
    academicNav: [['/offices/', 'Offices']],
    catalog: { conventions: { ...enUS, creditStyle: 'cr' }, departments: 7, coursesPerDept: [10, 20], style: 'inline',
      hubs: [['/offices/', 'Offices'], ['/offices/registrar/', 'Office of the Registrar'], ['/offices/registrar/bulletin/2026-2027/', 'Bulletin 2026-2027'], ['/offices/registrar/bulletin/2026-2027/undergraduate/', 'Undergraduate courses']],
      listing: (d) => `/offices/registrar/bulletin/2026-2027/undergraduate/${d.slug}.html`, pageSize: 5, paginate: (l, p) => `${l}?part=${p}`, disallowDepartments: 0 },
  },
  {
    site: { id: 'jsonld-courses', institution: 'Harbor City University', language: 'en', encoding: 'utf-8', declare: 'header', crawlDelay: 0.05,
      description: 'course pages with schema.org Course JSON-LD, paginated listings, a Crawl-delay', noise: { news: 150, people: 60, research: 15 } },
    academicNav: [['/courses/', 'Courses']],
    catalog: { conventions: { ...enUS, codeStyle: 'dash', creditStyle: 'credits' }, departments: 5, coursesPerDept: [10, 24], style: 'headings', jsonLd: true,
      hubs: [['/courses/', 'Course finder']],
      listing: (d) => `/courses/${d.slug}/`, pageSize: 8, paginate: (l, p) => `${l}?page=${p}`, coursePath: (d, _c, i) => `/courses/${d.slug}/c${i + 1}/`, disallowDepartments: 1 },
  },
  {
    site: { id: 'hk-programs', institution: 'Kowloon University of Science', language: 'en', encoding: 'utf-8', declare: 'none',
      description: 'programme pages lead to course lists; Label: value lines; charset declared nowhere (UTF-8)', noise: { news: 2000, people: 400, research: 40 } },
    academicNav: [['/ug/', 'Undergraduate']],
    catalog: { conventions: { language: 'en', codeStyle: 'compact', creditStyle: 'credits', terms: ['Fall 2026-27', 'Spring 2026-27', 'Summer 2026-27'] }, departments: 6, coursesPerDept: [12, 30], style: 'lines',
      hubs: [['/ug/', 'Undergraduate Studies'], ['/ug/programs/', 'Programs'], ['/ug/programs/courses.html', 'Course Catalog']],
      listing: (d) => `/ug/courses/${d.slug}/`, coursePath: (d, c) => `/ug/courses/${d.slug}/${c.code.toLowerCase()}`, disallowDepartments: 0 },
  },
  {
    site: { id: 'ja-utf8-lines', institution: '南海大学', language: 'ja', encoding: 'utf-8', declare: 'meta',
      description: 'Japanese syllabi as 「項目：値」 lines in UTF-8', noise: { news: 200, people: 60, research: 15 } },
    academicNav: [['/education/', '教育・学生生活']],
    catalog: { conventions: ja, departments: 5, coursesPerDept: [12, 26], style: 'lines',
      hubs: [['/education/', '教育・学生生活'], ['/education/syllabus/', 'シラバス']],
      listing: (d) => `/education/syllabus/${d.slug}/index.html`, coursePath: (d, c) => `/education/syllabus/${d.slug}/${c.code}.html`, printView: (p) => p.replace('.html', '_print.html'), disallowDepartments: 1 },
  },
  {
    site: { id: 'ja-sjis-inline', institution: '西岡大学', language: 'ja', encoding: 'shift_jis', declare: 'header',
      description: 'Japanese course handbook (講義要覧) with all courses inline per department, Shift_JIS in the header only', noise: { news: 100, people: 40, research: 10 } },
    academicNav: [['/gakusei/', '在学生の方へ']],
    catalog: { conventions: ja, departments: 5, coursesPerDept: [10, 20], style: 'inline',
      hubs: [['/gakusei/', '在学生の方へ'], ['/gakusei/youran/', '講義要覧']],
      listing: (d) => `/gakusei/youran/${d.slug}.html`, pageSize: 4, paginate: (l, p) => l.replace('.html', `_${p}.html`), disallowDepartments: 0 },
  },
];

export function buildSites(): SiteDefinition[] {
  return recipes.map((recipe) => {
    const b = new SiteBuilder(recipe.site);
    b.academicNav = recipe.academicNav;
    b.addCommonSections();
    buildCatalog(b, recipe.catalog);
    b.addHome();
    return b.build();
  });
}
