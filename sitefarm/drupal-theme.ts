// The shell of a department website on Drupal (7, or 8 and later): nodes at /node/N (numbers drawn, not in
// creation order) with path aliases on some sites, both addresses linked on some; every page in the theme's
// regions (header with the site search form, main menu, breadcrumb, a "Recent news" sidebar on most sites, footer
// with a login link whose destination is the page); fields in Drupal's markup of either generation; the views
// pager; print views and revision tabs on some sites; Drupal's default robots.txt.
import type { SiteBuilder } from './builder.ts';
import type { GoldCourse, TruthKind } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';

export type Link = [string, string];

export interface Node {
  nid: number;
  /** Content type as the theme's classes name it (node--type-…). */
  type: string;
  title: string;
  alias?: string;
}

export interface Theme {
  /** Drupal 7 markup and robots.txt, or Drupal 8 and later. */
  d7: boolean;
  siteName: string;
  institution: string;
  /** Share of nodes with a path alias, and the share of links to an aliased node that use /node/N instead. */
  aliasShare: number;
  nodeLinkShare: number;
  canonicalTag: boolean;
  sidebar: boolean;
  print: boolean;
  revisions: boolean;
  /** Every field label inline ("Credits: 3") or above its value. */
  inlineLabels: boolean;
}

export interface PutOptions { kind?: TruthKind; courses?: GoldCourse[]; crumbs?: Link[]; duplicateOf?: string; scriptedLinks?: string[]; node?: Node; delayMs?: number }

export const slugify = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export class DrupalSite {
  readonly nodes: Node[] = [];
  menu: [Link, Link[]][] = [];
  mega = false;
  /** How many of a section's links its menu item shows below it. */
  menuKids = 6;
  footerLinks: Link[] = [];
  recentNews: Link[] = [];
  private readonly used = new Set<number>();
  private readonly aliases = new Set<string>();
  private readonly lo: number;

  constructor(readonly b: SiteBuilder, readonly r: Random, readonly t: Theme) {
    this.lo = r.int(1, 900);
  }

  /** A node number no other node has, anywhere in the site's range. */
  nid(): number {
    let n = this.r.int(this.lo, this.lo + 9000);
    while (this.used.has(n)) n = this.r.int(this.lo, this.lo + 9000);
    this.used.add(n);
    return n;
  }

  /** A new node; it gets `alias` (made unique) on sites and nodes that draw one. */
  node(type: string, title: string, alias?: string): Node {
    const n: Node = { nid: this.nid(), type, title };
    if (alias && this.r.chance(this.t.aliasShare)) {
      let a = alias;
      for (let i = 1; this.aliases.has(a); i++) a = `${alias}-${i}`;
      this.aliases.add(a);
      n.alias = a;
    }
    this.nodes.push(n);
    return n;
  }

  /** Where a node's own page is (its alias, or /node/N). */
  url(n: Node): string {
    return n.alias ?? `/node/${n.nid}`;
  }

  /** The address a link to the node uses: mostly its alias, /node/N on some links of some sites. */
  href(n: Node): string {
    return n.alias && this.r.chance(this.t.nodeLinkShare) ? `/node/${n.nid}` : this.url(n);
  }

  a(n: Node, text = n.title, cls = ''): string {
    return `<a href="${this.href(n)}"${cls ? ` class="${cls}"` : ''} hreflang="en">${esc(text)}</a>`;
  }

  /** A field in the markup of the site's Drupal generation, its label inline or above, or hidden. */
  field(name: string, label: string, items: string[], opts: { type?: string; inline?: boolean } = {}): string {
    const inline = opts.inline ?? this.t.inlineLabels;
    const type = opts.type ?? 'string';
    if (this.t.d7) {
      const labelHtml = label ? `<div class="field-label">${esc(label)}:&nbsp;</div>` : '';
      return `<div class="field field-name-${name} field-type-${type.replace(/_/g, '-')} field-label-${label ? (inline ? 'inline' : 'above') : 'hidden'}${inline ? ' clearfix' : ''}">${labelHtml}<div class="field-items">${items.map((x, i) => `<div class="field-item ${i % 2 ? 'odd' : 'even'}">${x}</div>`).join('')}</div></div>`;
    }
    const labelHtml = label ? `<div class="field__label">${esc(label)}</div>` : '';
    const wrap = items.length > 1 ? `<div class="field__items">${items.map((x) => `<div class="field__item">${x}</div>`).join('')}</div>` : `<div class="field__item">${items[0] ?? ''}</div>`;
    return `<div class="field field--name-${name} field--type-${type.replace(/_/g, '-')} field--label-${label ? (inline ? 'inline' : 'above') : 'hidden'}${inline ? ' clearfix' : ''}">${labelHtml}${wrap}</div>`;
  }

  /** Drupal's views pager (zero-based ?page=N), the query of the list kept. */
  pager(base: string, query: string, page: number, pages: number): string {
    if (pages < 2) return '';
    const at = (p: number) => `${base}?${[query, p ? `page=${p}` : ''].filter(Boolean).join('&') || 'page=0'}`.replace(/\?page=0$/, '');
    const items: string[] = [];
    if (page > 0) items.push(`<li class="pager__item pager__item--first"><a href="${at(0)}" title="Go to first page">« first</a></li>`, `<li class="pager__item pager__item--previous"><a href="${at(page - 1)}" title="Go to previous page" rel="prev">‹ previous</a></li>`);
    for (let p = Math.max(0, page - 4); p < Math.min(pages, page + 5); p++) {
      items.push(p === page ? `<li class="pager__item is-active">${p + 1}</li>` : `<li class="pager__item"><a href="${at(p)}" title="Go to page ${p + 1}">${p + 1}</a></li>`);
    }
    if (page < pages - 1) items.push(`<li class="pager__item pager__item--next"><a href="${at(page + 1)}" title="Go to next page" rel="next">next ›</a></li>`, `<li class="pager__item pager__item--last"><a href="${at(pages - 1)}" title="Go to last page">last »</a></li>`);
    return `<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Pagination</h4><ul class="pager__items js-pager__items">${items.join('')}</ul></nav>`;
  }

  private menuHtml(): string {
    const item = ([href, text]: Link, kids: Link[]) => {
      const sub = kids.length && this.menuKids ? `<ul class="menu menu--level-2">${kids.slice(0, this.menuKids).map(([h, x]) => `<li class="menu-item"><a href="${h}">${esc(x)}</a></li>`).join('')}</ul>` : '';
      return `<li class="menu-item${sub ? ' menu-item--expanded' : ''}"><a href="${href}">${esc(text)}</a>${sub}</li>`;
    };
    return `<nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation"><h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2><ul class="menu menu--main${this.mega ? ' mega-menu' : ''}">${this.menu.map(([top, kids]) => item(top, kids)).join('')}</ul></nav>`;
  }

  /** The whole HTML page in the theme: `path` is where it is served (the login link's destination). */
  document(path: string, title: string, main: string, o: PutOptions = {}, loginLink = true): string {
    const internal = o.node ? `node/${o.node.nid}` : path.slice(1);
    const destination = this.t.d7 ? internal || 'node' : path;
    const login = loginLink ? `<a href="/user/login?destination=${encodeURIComponent(destination).replace(/%2F/g, '/')}">Log in</a>` : '';
    const crumbs: Link[] = [['/', 'Home'], ...(o.crumbs ?? [])];
    const crumbHtml = `<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol>${crumbs.map(([h, x]) => `<li><a href="${h}">${esc(x)}</a></li>`).join('')}<li>${esc(title)}</li></ol></nav>`;
    const canonical = this.t.canonicalTag && o.node ? `<link rel="canonical" href="${this.url(o.node)}">${this.t.d7 ? '' : `<link rel="shortlink" href="/node/${o.node.nid}">`}` : '';
    const aside = this.t.sidebar && this.recentNews.length ? `<aside class="layout-sidebar-second" role="complementary"><div class="block block-views"><h2>Recent news</h2><div class="view-content">${this.recentNews.map(([h, x]) => `<div class="views-row"><a href="${h}">${esc(x)}</a></div>`).join('')}</div><div class="more-link"><a href="/news">More news</a></div></div></aside>` : '';
    const tabs = o.node && (this.t.revisions || this.t.print) ? `<ul class="tabs primary">${this.t.revisions ? `<li><a href="/node/${o.node.nid}/revisions">Revisions</a></li>` : ''}${this.t.print ? `<li><a href="/print/${o.node.nid}" rel="nofollow">Printer-friendly version</a></li>` : ''}</ul>` : '';
    const footer = `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><p>${esc(this.t.siteName)}, ${esc(this.t.institution)}</p><ul class="menu menu--footer">${this.footerLinks.map(([h, x]) => `<li><a href="${h}">${esc(x)}</a></li>`).join('')}</ul><a href="/rss.xml" class="feed-icon">Subscribe to RSS</a> ${login}</div></footer>`;
    const bodyClass = o.node ? `path-node page-node-type-${o.node.type}` : path === '/' ? 'path-frontpage' : `path-${slugify(path.split(/[/?]/)[1] ?? '') || 'page'}`;
    return `<!DOCTYPE html>\n<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="Generator" content="Drupal ${this.t.d7 ? 7 : 10} (https://www.drupal.org)"><title>${esc(title)} | ${esc(this.t.siteName)}</title>${canonical}<link rel="alternate" type="application/rss+xml" title="${esc(this.t.siteName)} RSS" href="/rss.xml"></head>\n<body class="${bodyClass}"><a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas"><header role="banner" class="site-header"><a href="/" rel="home" class="site-logo">${esc(this.t.institution)}</a><div class="site-name"><a href="/" rel="home">${esc(this.t.siteName)}</a></div><form action="/search/node" method="get" class="search-block-form"><input type="search" name="keys"><input type="submit" value="Search"></form></header>\n${this.menuHtml()}\n${crumbHtml}\n<main role="main"><a id="main-content" tabindex="-1"></a>${tabs}<div class="region region-content">\n${main}\n</div></main>\n${aside}\n${footer}</div></body></html>\n`;
  }

  put(path: string, title: string, main: string, o: PutOptions = {}): void {
    const body = this.document(path, title, main, o);
    this.b.add(path, { body, kind: o.kind ?? 'other', courses: o.courses ?? [], ...(o.scriptedLinks ? { links: [...hrefs(body), ...o.scriptedLinks] } : {}), ...(o.duplicateOf ? { duplicateOf: o.duplicateOf } : {}), ...(o.delayMs ? { delayMs: o.delayMs } : {}) });
  }

  /** A node's page at its address, the same page at /node/N when it has an alias, its print view and its
   * revisions tab (403 to visitors) on sites that have them. */
  putNode(n: Node, main: string, o: Omit<PutOptions, 'node'> = {}): void {
    const article = this.t.d7
      ? `<h1 class="title" id="page-title">${esc(n.title)}</h1><div id="node-${n.nid}" class="node node-${n.type} node-promoted clearfix" about="/node/${n.nid}" typeof="sioc:Item foaf:Document"><div class="content">\n${main}\n</div></div>`
      : `<article role="article" about="/node/${n.nid}" class="node node--type-${n.type} node--promoted node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(n.title)}</span></h1><div class="node__content clearfix">\n${main}\n</div></article>`;
    const url = this.url(n);
    this.put(url, n.title, article, { ...o, node: n });
    if (n.alias) this.put(`/node/${n.nid}`, n.title, article, { ...o, node: n, duplicateOf: url });
    if (this.t.print) this.b.add(`/print/${n.nid}`, { body: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(n.title)}</title><meta name="robots" content="noindex"></head><body class="print">${article}<p>Source URL: ${esc(url)}</p></body></html>\n`, kind: o.kind ?? 'other', courses: o.courses ?? [], duplicateOf: url });
    if (this.t.revisions) this.b.add(`/node/${n.nid}/revisions`, { body: '<!DOCTYPE html><html><head><title>Access denied</title></head><body><h1>Access denied</h1><p>You are not authorized to access this page.</p></body></html>', status: 403, links: [] });
  }

  /** A login form answering /user/login?destination=…, on sites whose robots.txt lets crawlers reach it. */
  login(destination: string): void {
    if (this.b.origins.get('www')!.pages.has(destination)) return;
    this.b.add(destination, { body: this.document(destination, 'Log in', '<h1>Log in</h1><form action="/user/login" method="post" id="user-login-form"><label>Username</label><input name="name"><label>Password</label><input type="password" name="pass"><input type="submit" value="Log in"></form>', {}, false) });
  }

  /** Drupal's default robots.txt of the site's generation, and the site's own lines after it. */
  robots(extra: string[]): string {
    const d7 = ['# Directories', ...['includes', 'misc', 'modules', 'profiles', 'scripts', 'themes'].map((d) => `Disallow: /${d}/`), '# Files', 'Disallow: /CHANGELOG.txt', 'Disallow: /cron.php', 'Disallow: /INSTALL.txt', 'Disallow: /install.php', 'Disallow: /update.php', 'Disallow: /xmlrpc.php',
      '# Paths (clean URLs)', ...['admin/', 'comment/reply/', 'filter/tips/', 'node/add/', 'search/', 'user/register/', 'user/password/', 'user/login/', 'user/logout/'].map((p) => `Disallow: /${p}`),
      '# Paths (no clean URLs)', ...['admin/', 'comment/reply/', 'filter/tips/', 'node/add/', 'search/', 'user/password/', 'user/register/', 'user/login/', 'user/logout/'].map((p) => `Disallow: /?q=${p}`)];
    const d8 = ['# CSS, JS, Images', 'Allow: /core/*.css$', 'Allow: /core/*.css?', 'Allow: /core/*.js$', 'Allow: /core/*.js?', 'Allow: /profiles/*.css$', 'Allow: /themes/*.css$', '# Directories', 'Disallow: /core/', 'Disallow: /profiles/', '# Files', 'Disallow: /README.md', 'Disallow: /web.config',
      '# Paths (clean URLs)', ...['admin/', 'comment/reply/', 'filter/tips', 'node/add/', 'search/', 'user/register', 'user/password', 'user/login', 'user/logout'].map((p) => `Disallow: /${p}`),
      '# Paths (no clean URLs)', ...['admin/', 'comment/reply/', 'filter/tips', 'node/add/', 'search/', 'user/password', 'user/register', 'user/login', 'user/logout'].map((p) => `Disallow: /index.php/${p}`)];
    return `${['#', '# robots.txt', '#', '# This file is to prevent the crawling and indexing of certain parts', '# of your site by web crawlers and spiders run by sites like Yahoo!', '# and Google.', '#', 'User-agent: *', ...(this.t.d7 ? ['Crawl-delay: 0.05'] : []), ...(this.t.d7 ? d7 : d8), ...extra].join('\n')}\n`;
  }
}

const hrefs = (body: string) => [...body.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'));
