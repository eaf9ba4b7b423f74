// The pages a click or a choice on an element would load, for elements that are no plain <a href>: a table row's or
// a link's onclick, a `javascript:` link, a row's data-href, an option of a select that navigates on change, and
// each option of a GET form's select (the form submitted with that choice and every other field as it stands). A
// course search system's departments and courses are often reachable no other way.
import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { inlineFunctions, looksLikeAddress, scriptTarget, type InlineFunction } from './script-links.ts';

const maxOptions = 500;
/** Whether a page has anything this module reads: most have none, and then it costs one test of the text. */
const scripted = /\bon(?:click|change)\s*=|javascript:|\bdata-(?:href|url|link)\s*=|<select\b/i;

/** An href that only runs script or stays on the page, so its onclick says where the link goes. */
function placeholderHref(href: string | undefined): boolean {
  return href === undefined || /^\s*(#|javascript:|$)/i.test(href);
}

/** The element's target for each element whose target is scripted, a data attribute or a form's choice. */
export function elementTargets($: cheerio.CheerioAPI, html: string): Map<Element, string> {
  const targets = new Map<Element, string>();
  if (!scripted.test(html)) return targets;
  let functions: Map<string, InlineFunction> | undefined;
  const fns = () => (functions ??= inlineFunctions($('script:not([src])').toArray().map((s) => $(s).text())));

  $('[onclick], a[href], [data-href], [data-url], [data-link]').each((_, el) => {
    const { href, onclick } = el.attribs;
    if (el.name === 'a' && !placeholderHref(href)) return;
    const js = href && /^\s*javascript:/i.test(href) ? decodeSafe(href.replace(/^\s*javascript:/i, '')) : undefined;
    const target = (onclick && scriptTarget(onclick, fns())) || (js && scriptTarget(js, fns())) || dataTarget(el);
    if (target) targets.set(el, target);
  });

  let options = 0;
  $('select').each((_, select) => {
    if (options >= maxOptions) return;
    const onchange = select.attribs.onchange;
    const form = $(select).closest('form')[0] as Element | undefined;
    const submits = !onchange || /\bsubmit\s*\(/.test(onchange);
    for (const option of $(select).find('option').toArray() as Element[]) {
      if (options >= maxOptions) break;
      const value = optionValue($, option);
      if (!value || value.startsWith('#')) continue;
      const target = onchange && !/\bsubmit\s*\(/.test(onchange)
        ? scriptTarget(selectedValue(onchange), fns(), new Map([['__selected__', value]]))
        : submits && form && select.attribs.name ? formTarget($, form, select, value) : undefined;
      if (target) {
        targets.set(option, target);
        options++;
      }
    }
  });
  return targets;
}

/** A handler's ways of naming the chosen option, as one name. */
function selectedValue(code: string): string {
  return code.replace(/\bthis\s*(?:\.options)?\s*\[\s*(?:this\s*\.\s*)?selectedIndex\s*\]\s*\.\s*value|\bthis\s*\.\s*value/g, '__selected__');
}

function dataTarget(el: Element): string | undefined {
  const direct = el.attribs['data-href'];
  if (direct && !placeholderHref(direct) && !/\s/.test(direct.trim())) return direct.trim();
  const other = el.attribs['data-url'] ?? el.attribs['data-link'];
  return other && looksLikeAddress(other.trim()) ? other.trim() : undefined;
}

function optionValue($: cheerio.CheerioAPI, option: Element): string {
  return (option.attribs.value ?? $(option).text()).trim();
}

/** The address a GET form loads with `select` set to `value` and every other field as the page sets it. Forms that
 * post, upload or ask for a password are not submitted. */
function formTarget($: cheerio.CheerioAPI, form: Element, select: Element, value: string): string | undefined {
  const method = (form.attribs.method ?? 'get').trim().toLowerCase();
  if (method !== 'get') return undefined;
  const params = new URLSearchParams();
  for (const field of $(form).find('input, select, textarea').toArray() as Element[]) {
    const name = field.attribs.name;
    if (field.attribs.disabled !== undefined) continue;
    const type = (field.attribs.type ?? 'text').toLowerCase();
    if (field.name === 'input' && (type === 'file' || type === 'password')) return undefined;
    if (!name) continue;
    if (field === select) params.append(name, value);
    else if (field.name === 'select') {
      const options = $(field).find('option').toArray() as Element[];
      const chosen = options.filter((o) => o.attribs.selected !== undefined);
      for (const o of chosen.length ? chosen : options.slice(0, 1)) params.append(name, optionValue($, o));
    } else if (field.name === 'textarea') params.append(name, $(field).text());
    else if (type === 'checkbox' || type === 'radio') {
      if (field.attribs.checked !== undefined) params.append(name, field.attribs.value ?? 'on');
    } else if (!['submit', 'button', 'image', 'reset'].includes(type)) params.append(name, field.attribs.value ?? '');
  }
  const action = (form.attribs.action ?? '').trim().replace(/[?#].*$/, '');
  return `${action}?${params.toString()}`;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
