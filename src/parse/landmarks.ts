// Where a page's template is: the blocks each page of a site repeats around its own content (header, navigation,
// footer, sidebar). HTML5 names them by tag and ARIA by role; older pages, and many current ones, only by an id or
// class ("header", "gnavi", "footer", "sidebar"). Only whole names that say so count: "course-header" or
// Bootstrap's "card-header" and "page-header" head a page's own content.
import type { Element } from 'domhandler';

export type Landmark = 'header' | 'nav' | 'footer' | 'aside';

// Maps, not object literals: a page's own names ("constructor", "toString") must not find a prototype's member.
const byTag = new Map<string, Landmark>(Object.entries({ header: 'header', nav: 'nav', footer: 'footer', aside: 'aside' }));
const byRole = new Map<string, Landmark>(Object.entries({ banner: 'header', navigation: 'nav', contentinfo: 'footer', complementary: 'aside' }));
const byName = new Map<string, Landmark>(Object.entries({
  header: 'header', siteheader: 'header', globalheader: 'header', masthead: 'header',
  nav: 'nav', navi: 'nav', navbar: 'nav', navigation: 'nav', sitenav: 'nav', globalnav: 'nav', mainnav: 'nav', gnav: 'nav', gnavi: 'nav',
  breadcrumb: 'nav', breadcrumbs: 'nav', topicpath: 'nav',
  footer: 'footer', sitefooter: 'footer', globalfooter: 'footer',
  sidebar: 'aside',
}));
/** Elements whose names describe the whole page or its content, never its template. */
const neverTemplate = new Set(['html', 'body', 'main', 'article', 'section', 'a']);

const nameKey = (name: string) => name.toLowerCase().replace(/[-_]/g, '');

/** Sectioning content: a header or footer inside one is that section's (an article's title, a course's links), not
 * the site's (HTML-AAM maps only the page's own to banner and contentinfo). */
const sections = new Set(['article', 'section', 'main', 'aside', 'nav']);
const inSection = (el: Element) => {
  for (let p = el.parent as Element | null; p && p.type === 'tag'; p = p.parent as Element | null) if (sections.has(p.name)) return true;
  return false;
};

/** The template block an element is, if it is one. */
export function landmarkOf(el: Element): Landmark | undefined {
  const tag = byTag.get(el.name);
  if (tag) return (tag === 'header' || tag === 'footer') && inSection(el) ? undefined : tag;
  if (neverTemplate.has(el.name)) return undefined;
  const byAttribute = byRole.get(el.attribs.role?.trim().toLowerCase() ?? '') ?? byName.get(nameKey(el.attribs.id ?? ''));
  if (byAttribute) return byAttribute;
  for (const c of el.attribs.class?.split(/\s+/) ?? []) {
    const named = byName.get(nameKey(c));
    if (named) return named;
  }
  return undefined;
}

/** An element's name among a link's ancestors: a template block by its HTML5 tag whatever its markup, and a
 * section's own header or footer apart from the site's. */
export function ancestorName(el: Element): string {
  const landmark = landmarkOf(el);
  if (landmark) return landmark;
  return el.name === 'header' || el.name === 'footer' ? `section-${el.name}` : el.name;
}
