// The pages a click or a choice on an element would load, for elements that are no plain <a href>: a table row's or
// a link's onclick, a `javascript:` link, a row's data-href, an option of a select that navigates on change, and
// each option of a GET form's select (the form submitted with that choice and every other field as it stands). A
// course search system's departments and courses are often reachable no other way.
import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { decodeURIComponentSafe } from '../urls.ts';
import { inlineFunctions, looksLikeAddress, scriptTarget, withScanBudget, type InlineFunction } from './script-links.ts';

const maxOptions = 500;
/** Characters of script one page may have read (src/parse/script-links.ts): far more than a page's handlers need,
 * far less than a hostile page's unclosed brackets would cost. */
const scanBudget = 4_000_000;
/** Whether a page has anything this module reads: most have none, and then it costs one test of the text. */
const scripted = /\bon(?:click|change)\s*=|javascript:|\bdata-(?:href|url|link)\s*=|<select\b/i;

/** An href that only runs script or stays on the page, so its onclick says where the link goes. */
function placeholderHref(href: string | undefined): boolean {
  return href === undefined || /^\s*(#|javascript:|$)/i.test(href);
}

/** The element's target for each element whose target is scripted, a data attribute or a form's choice. */
export function elementTargets($: cheerio.CheerioAPI, html: string): Map<Element, string> {
  if (!scripted.test(html)) return new Map();
  return withScanBudget(scanBudget, () => readTargets($));
}

function readTargets($: cheerio.CheerioAPI): Map<Element, string> {
  const targets = new Map<Element, string>();
  let functions: Map<string, InlineFunction> | undefined;
  const fns = () => (functions ??= inlineFunctions($('script:not([src])').toArray().map((s) => $(s).text())));

  $('[onclick], a[href], [data-href], [data-url], [data-link]').each((_, el) => {
    const { href, onclick } = el.attribs;
    if (el.name === 'a' && !placeholderHref(href)) return;
    const js = href && /^\s*javascript:/i.test(href) ? decodeURIComponentSafe(href.replace(/^\s*javascript:/i, '')) : undefined;
    const target = (onclick && scriptTarget(onclick, fns())) || (js && scriptTarget(js, fns())) || dataTarget(el);
    if (target) targets.set(el, target);
  });

  let options = 0;
  const forms = new Map<Element, FormFields | undefined>();
  $('select').each((_, select) => {
    if (options >= maxOptions || select.attribs.disabled !== undefined) return;
    const onchange = select.attribs.onchange;
    const submits = !onchange || /\bsubmit\s*\(/.test(onchange);
    const form = submits && select.attribs.name ? $(select).closest('form')[0] as Element | undefined : undefined;
    if (form && !forms.has(form)) forms.set(form, formFields($, form));
    const fields = form ? forms.get(form) : undefined;
    if (submits && !fields) return;
    for (const option of optionsOf(select)) {
      if (options >= maxOptions) break;
      const value = optionValue($, option);
      if (!value || value.startsWith('#')) continue;
      const target = submits ? formTarget(fields!, select, value) : scriptTarget(selectedValue(onchange!), fns(), new Map([['__selected__', value]]));
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

/** A select's options, in their groups too; read from its children (a selector's search sorts its matches, which
 * costs time in the square of a long list's size). */
function optionsOf(select: Element): Element[] {
  const out: Element[] = [];
  for (const child of select.children) {
    if (child.type !== 'tag') continue;
    if (child.name === 'option') out.push(child);
    else if (child.name === 'optgroup') for (const o of child.children) if (o.type === 'tag' && o.name === 'option') out.push(o);
  }
  return out;
}

function optionValue($: cheerio.CheerioAPI, option: Element): string {
  return (option.attribs.value ?? $(option).text()).trim();
}

/** A GET form's action and fields, in document order: each a fixed name and value, or a select whose value is
 * chosen. Forms that post, upload or ask for a password are not submitted (undefined). */
interface FormFields {
  action: string;
  fields: ({ name: string; value: string } | { name: string; select: Element; chosen: string[] })[];
}

function formFields($: cheerio.CheerioAPI, form: Element): FormFields | undefined {
  const method = (form.attribs.method ?? 'get').trim().toLowerCase();
  if (method !== 'get') return undefined;
  const fields: FormFields['fields'] = [];
  for (const field of $(form).find('input, select, textarea').toArray() as Element[]) {
    const name = field.attribs.name;
    if (field.attribs.disabled !== undefined) continue;
    const type = (field.attribs.type ?? 'text').toLowerCase();
    if (field.name === 'input' && (type === 'file' || type === 'password')) return undefined;
    if (!name) continue;
    if (field.name === 'select') {
      const options = optionsOf(field);
      const selected = options.filter((o) => o.attribs.selected !== undefined);
      fields.push({ name, select: field, chosen: (selected.length ? selected : options.slice(0, 1)).map((o) => optionValue($, o)) });
    } else if (field.name === 'textarea') fields.push({ name, value: $(field).text() });
    else if (type === 'checkbox' || type === 'radio') {
      if (field.attribs.checked !== undefined) fields.push({ name, value: field.attribs.value ?? 'on' });
    } else if (!['submit', 'button', 'image', 'reset'].includes(type)) fields.push({ name, value: field.attribs.value ?? '' });
  }
  return { action: (form.attribs.action ?? '').trim().replace(/[?#].*$/, ''), fields };
}

/** The address the form loads with `select` set to `value` and every other field as the page sets it. */
function formTarget(form: FormFields, select: Element, value: string): string {
  const params = new URLSearchParams();
  for (const field of form.fields) {
    if (!('select' in field)) params.append(field.name, field.value);
    else if (field.select === select) params.append(field.name, value);
    else for (const chosen of field.chosen) params.append(field.name, chosen);
  }
  return `${form.action}?${params.toString()}`;
}

