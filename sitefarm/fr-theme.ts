// The template of a French university's website: a utility bar (Étudiants, Personnels, ENT, annuaire, the other
// language), the logo, a search form, the main menu (dropdowns on some sites), breadcrumbs on most, the content, and a
// footer of legal pages and social networks. Three shells (a CMS's classes, semantic HTML5, old div layouts), XHTML
// on some sites. The catalogue's pages may be on a host of their own: there, every address of the main site is
// written whole. On sites with an English version, some pages have a copy under /en/ (or ?lang=en) whose template is
// in English and whose content is the French page's. A site in ISO-8859-1 writes what Latin-1 lacks as entities.
import { hrefsOf, type SiteBuilder } from './builder.ts';
import type { Encoding, GoldCourse, Page, TruthKind } from './model.ts';
import type { Random } from './random.ts';
import { esc } from './render.ts';

export type Link = [href: string, text: string];
export interface MenuItem { link: Link; english: string; kids: Link[] }

export interface ThemeOptions {
  institution: string;
  /** The public host name ("univ-montvilbel.fr"), for share links and e-mail. */
  host: string;
  encoding: Encoding;
  declare: Page['declare'];
  /** The charset as the pages name it (windows-1252 on some Latin-1 sites). */
  charset: string;
  lang: string;
  shell: 'cms' | 'semantic' | 'divs';
  xhtml: boolean;
  /** Hand-maintained pages drop some closing tags. */
  legacy: boolean;
  crumbs: boolean;
  crumbSep: string;
  /** English copies of the pages that ask for one. */
  twins: boolean;
  english: (path: string) => string;
}

export interface PutOptions {
  kind?: TruthKind; courses?: GoldCourse[]; duplicateOf?: string; crumbs?: Link[]; origin?: string; delayMs?: number;
  /** A print view: the content alone. */
  bare?: boolean;
  /** An English copy of the page too (on sites that have them). */
  twin?: boolean;
  /** The English copy's content, where it differs (labels in English). */
  englishMain?: string;
  broken?: boolean;
  /** What the page's forms send, beside its hrefs. */
  scriptedLinks?: string[];
}

/** Characters Latin-1 lacks, as a Latin-1 site's text has them. */
export const latin1Text = (s: string) => s.replace(/œ/g, 'oe').replace(/Œ/g, 'OE').replace(/[‘’]/g, '\'').replace(/[“”]/g, '"').replace(/…/g, '...').replace(/[–—]/g, '-').replace(/€/g, 'euros');

export class FrSite {
  menu: MenuItem[] = [];
  utility: Link[] = [];
  footer: Link[] = [];
  social: Link[] = [];
  address = '';
  search: { path: string; param: string } = { path: '/recherche', param: 'q' };
  homePath = '/';

  constructor(readonly b: SiteBuilder, readonly r: Random, readonly o: ThemeOptions) {}

  fold(s: string): string {
    return this.o.encoding === 'utf-8' ? s : latin1Text(s);
  }

  link(href: string, text: string, attrs = ''): string {
    return `<a href="${esc(href)}"${attrs}>${esc(text)}</a>`;
  }

  ul(items: Link[], cls?: string): string {
    return `<ul${cls ? ` class="${cls}"` : ''}>\n${items.map(([h, t]) => `<li>${this.link(h, t)}</li>`).join('\n')}\n</ul>`;
  }

  /** The whole page in the site's template; `english` for the copy under the English address. */
  document(path: string, title: string, main: string, o: PutOptions = {}, english = false): string {
    const { institution, charset, declare, xhtml, shell } = this.o;
    const meta = declare === 'header' ? '' : xhtml || this.r.chance(0.5) ? `<meta http-equiv="Content-Type" content="text/html; charset=${charset}"${xhtml ? ' /' : ''}>` : `<meta charset="${charset}">`;
    const lang = english ? 'en' : this.o.lang;
    const open = xhtml
      ? `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${lang}" lang="${lang}">`
      : `<!DOCTYPE html>\n<html lang="${lang}">`;
    const self = o.origin && o.origin !== 'www' ? `{{${o.origin}}}` : '';
    const head = `<head>${meta}<title>${esc(title)}${o.bare || title === institution ? '' : ` - ${esc(institution)}`}</title>${this.o.twins && o.twin && !o.bare ? `<link rel="alternate" hreflang="${english ? 'fr' : 'en'}" href="${esc(self + (english ? path : this.o.english(path)))}">` : ''}</head>`;
    if (o.bare) return this.finish(`${open}${head}\n<body class="print" onload="window.print()">\n${main}\n</body></html>\n`, self);
    const langLink = this.o.twins && o.twin ? (english ? this.link(`${self}${path}`, 'Version française', ' hreflang="fr"') : this.link(`${self}${this.o.english(path)}`, 'EN', ' hreflang="en" lang="en"')) : this.o.twins ? this.link(this.o.english(this.homePath), 'EN', ' hreflang="en"') : '';
    const utility = `${this.utility.map(([h, t]) => this.link(h, t)).join(' ')}${langLink ? ` ${langLink}` : ''}`;
    const item = (m: MenuItem) => `<li class="menu-item${m.kids.length ? ' has-children' : ''}">${this.link(m.link[0], english ? m.english : m.link[1])}${m.kids.length ? `<ul class="sous-menu">${m.kids.map(([h, t]) => `<li>${this.link(h, t)}</li>`).join('')}</ul>` : ''}</li>`;
    const nav = `<ul class="menu-principal">${this.menu.map(item).join('')}</ul>`;
    const search = `<form class="recherche" action="${this.search.path}" method="get"><label for="recherche-${this.search.param}">${english ? 'Search' : 'Rechercher'}</label><input type="text" name="${this.search.param}" id="recherche-${this.search.param}"><button type="submit">OK</button></form>`;
    const logo = `<a href="${esc(english ? this.o.english(this.homePath) : this.homePath)}" class="logo" title="${esc(english ? 'Home' : 'Accueil')}">${esc(institution)}</a>`;
    const crumbs = this.o.crumbs && o.crumbs ? `<nav class="fil-ariane" aria-label="${english ? 'Breadcrumb' : 'Fil d\'Ariane'}">${[[english ? this.o.english(this.homePath) : this.homePath, english ? 'Home' : 'Accueil'] as Link, ...o.crumbs].map(([h, t]) => this.link(h, t)).join(this.o.crumbSep)}<span>${this.o.crumbSep}${esc(title)}</span></nav>\n` : '';
    const foot = `<p class="adresse">${esc(institution)} - ${esc(this.address)}</p>\n<ul class="liens-pied">${this.footer.map(([h, t]) => `<li>${this.link(h, t)}</li>`).join('')}</ul>\n<p class="reseaux">${this.social.map(([h, t]) => this.link(h, t, ' target="_blank" rel="noopener"')).join(' ')}</p>`;
    const body = shell === 'cms'
      ? `<div id="page"><a class="skip" href="#contenu">${english ? 'Skip to content' : 'Aller au contenu'}</a><header id="header" class="header"><div class="header-top">${utility}</div><div class="header-main">${logo}${search}</div><nav id="menu-principal" class="menu" aria-label="Menu principal">${nav}</nav></header>\n<div id="contenu" class="main-content">\n${crumbs}<div class="ametys-cms-content">\n${main}\n</div></div>\n<footer id="footer">${foot}</footer></div>`
      : shell === 'semantic'
        ? `<header><div class="acces-rapides">${utility}</div>${logo}${search}<nav aria-label="Menu principal">${nav}</nav></header>\n<main id="contenu">\n${crumbs}${main}\n</main>\n<footer>${foot}</footer>`
        : `<div id="entete"><div id="outils">${utility}</div>${logo}${search}<div id="menu">${nav}</div></div>\n<div id="contenu">\n${crumbs}${main}\n</div>\n<div id="pied">${foot}</div>`;
    const html = `${open}${head}\n<body>\n${body}\n</body></html>\n`;
    return this.finish(o.broken ? html.replace(/<\/(li|p|td|tr)>/g, (m) => (this.r.chance(0.5) ? '' : m)) : html, self);
  }

  /** On another host, the main site's addresses written whole; in Latin-1, what it lacks as entities. */
  private finish(html: string, self: string): string {
    const out = self ? html.replace(/(href|action)="\//g, '$1="{{www}}/') : html;
    return this.o.encoding === 'utf-8' ? out : latin1Text(out).replace(/[^\u0000-\u00ff]/g, (ch) => `&#${ch.codePointAt(0)};`);
  }

  has(path: string, origin?: string): boolean {
    return this.b.has(path, origin);
  }

  put(path: string, title: string, main: string, o: PutOptions = {}): void {
    const extra: Partial<Page> = { ...(o.duplicateOf ? { duplicateOf: o.duplicateOf } : {}), ...(o.delayMs ? { delayMs: o.delayMs } : {}) };
    const body = this.document(path, title, main, o);
    if (o.scriptedLinks) extra.links = [...hrefsOf(body), ...o.scriptedLinks];
    this.b.add(path, { body, kind: o.kind ?? 'other', courses: o.courses ?? [], ...extra }, o.origin);
    if (this.o.twins && o.twin && !o.bare) {
      this.b.add(this.o.english(path), { body: this.document(path, title, o.englishMain ?? main, o, true), kind: o.kind ?? 'other', courses: o.courses ?? [], duplicateOf: o.duplicateOf ?? path }, o.origin);
    }
  }

  /** A PDF document at `path` (a maquette, a fiche, a brochure). */
  pdf(path: string, body: Buffer, o: { kind?: TruthKind; courses?: GoldCourse[]; duplicateOf?: string; origin?: string } = {}): void {
    this.b.add(path, { body, contentType: 'application/pdf', links: [], kind: o.kind ?? 'other', courses: o.courses ?? [], ...(o.duplicateOf ? { duplicateOf: o.duplicateOf } : {}) }, o.origin);
  }
}
