// What a link says about the course pages behind it, read from its text, its address and the text right before
// it: value shapes and the few words universities everywhere use for where their courses are. A course code in the
// link's text or address ("CS 380L", /~cs302/, cs395t.html, ?code=FCB1261) or right before it (a catalog entry's
// "525 <a>Linear Programming Methods</a> 3 cr."), words for course lists in many languages (catalog, syllabus,
// 授業, Vorlesungsverzeichnis), weaker words for the way there (academics, 教育, Studium), words for people and
// pages away from courses, a pager, and whether it is the linking page again (its print view, its copy in another
// language or year). The link prior (strategies/link-prior.ts) and the learners' link features read them.
import type { DomContext, ParsedLink } from '../parse/html.ts';
import { namesDocument, namesNonPageFile } from '../urls.ts';
import { addressCode, codeBody, datedAddressWord, looseCodeBody, notACode } from '../parse/course-codes.ts';

/** Words for pages that list or describe courses. */
const listWords = /\b(courses?|classes|class schedule|schedule of classes|syllab(us|i)|catalog(ue)?s?|bulletins?|curricul(um|a)(?! vitae)|modules?|module catalogue|handbooks?|prospectus|timetables?|course guide|subject guide|unit guide|offerings|course descriptions?|course listings?|kurse|lehrveranstaltungen|vorlesungen|vorlesungsverzeichnis|modulhandbuch|asignaturas|cursos|plan de estudios|enseignements)\b|シラバス|授業|講義|科目|履修|要覧|便覧|開講|カリキュラム|课程|課程/i;
/** Words for the way to them. */
const wayWords = /\b(academics?|study|studies|studying|education|programs?|programmes?|degrees?|undergraduate|graduate|postgraduate|registrar|teaching|learning|students?|schools?|faculties|departments?|divisions?|calendars?|studium|lehre|estudios|études|formation)\b|教育|学部|大学院|研究科|学務|教務|在学生|学生/i;
/** Words for a department's people: their directories and home pages ("Faculty", "People", "Personal Pages"). */
const peopleWords = /\b(faculty|professors?|instructors?|lecturers?|teaching staff|people|personal pages?|home ?pages|directory|directories|staff|members|personnel|who'?s who|enseignants|enseignants-chercheurs|profesores|profesorado|docentes|docenti|corpo docente|personale|personen|mitarbeiter(innen)?)\b|(?<!\p{L})(?:équipe pédagogique|annuaire)(?!\p{L})|教員|教職員|スタッフ|メンバー|研究者|教师|教師|师资|師資|教授团队|교수진|교수소개|구성원/iu;
/** Words for a list of a department's students ("Graduate Students", "PhD students"). */
const studentWords = /^(?:(?:graduate|grad|undergraduate|phd|ph\.d\.|doctoral|master'?s) )?students$|^学生$|^院生$/i;
/** A text that leads with its people word names them in a few more words ("People in the Computer Sciences
 * Department", "Faculty of the School of Informatics"); longer, it is a sentence (news). */
const peopleLead = new RegExp(`^(?:${peopleWords.source})`, 'iu');
/** The same in other languages, their own words and compounds ("Modulkatalog", "Lehrangebot", "guía docente"),
 * read in a link's text only: in an address such a word is as often a name of one's own (texas's Italian teacher
 * keeps his courses' material under /corsi/, and raising its links cost two of fourteen perturbed crawls 60
 * fetches). Letters beyond ASCII need boundaries of letters, not of ASCII words; Korean and Chinese words stand
 * inside longer runs of letters ("2026학년도 교육과정", "本科教学"), so they are read without boundaries. None of
 * these words is a family's own, bar German's and Spanish's: the es-universidad family's sites 1 to 10 were
 * measured with the Spanish ones, its sites 11 to 20 only after (docs/benchmark-history.md). */
const listWordsElsewhere = new RegExp(String.raw`(?<!\p{L})(?:katalog(?:e)?|catálogos?|catalogo|corsi|insegnamenti|studiegids|vakken|cursussen|disciplinas|ementas|gu[ií]as? docentes?|planes de estudios?|plan de estudio|mallas? curricular(?:es)?|mapa curricular|materias|fichas? de (?:la |las )?asignaturas?|programas? de (?:la |las )?asignaturas?|programas? de estudios?|unités d['’]enseignement|(?:modul|kurs|vorlesungs|veranstaltungs|lehrveranstaltungs)(?:katalog|verzeichnis|handbuch|übersicht|beschreibungen?|angebot|liste|plan)|lehrangebot|studien(?:verlaufs)?plan`
  // Portuguese, Russian, Polish, Turkish, Swedish, Norwegian, Danish, Finnish, Indonesian, Vietnamese, Arabic.
  + String.raw`|grade curricular|matriz curricular|unidades curriculares|курсы|дисциплины|учебн(?:ый|ые) планы?|расписание занятий|рабочие программы|программы дисциплин|силлабусы?`
  + String.raw`|przedmioty|sylabusy?|plan studiów|programy studiów|dersler|ders içerikleri|ders kataloğu|müfredat|ders programı|kurser|kursplan(?:er)?|emner|emneoversikt|studieplan(?:er)?`
  + String.raw`|kurssit|opintojaksot|opinto-opas|opetusohjelma|mata kuliah|silabus|kurikulum|học phần|đề cương|chương trình đào tạo|المقررات|المساقات|الخطة الدراسية|توصيف المقررات)(?!\p{L})`
  // Korean and Chinese, written without spaces between words.
  + String.raw`|교과목|강의\s?계획서|수업\s?계획서|개설\s?(?:강좌|과목)|교육과정|수강편람|教学大纲|課程大綱|课表|开课|開課|选课|選課`, 'iu');
const wayWordsElsewhere = new RegExp(String.raw`(?<!\p{L})(?:studiengänge|studienangebot|studierende|fakultät(?:en)?|fachbereiche?|didattica|onderwijs|grados?|máster|másteres|graduação|pós-graduação|ensino|enseignement`
  // Spanish and Portuguese: a university's offer of degrees, its faculties and schools.
  + String.raw`|oferta (?:académica|educativa|formativa)|titulaci(?:ón|ones)|carreras?|pregrado|posgrados?|postgrados?|licenciaturas?|facultad(?:es)?|faculdades?|escuelas?|escolas?|departamentos?|centros|docencia|estudiantes|programas académicos`
  + String.raw`|обучение|образование|студентам|факультеты|кафедры|studia|studenci|dla studentów|wydziały|kształcenie|eğitim|öğrenci(?:ler)?|fakülteler|bölümler|akademik`
  + String.raw`|utbildning(?:ar)?|studenter|studier|utdanning|uddannelser?|opiskelu|koulutus|pendidikan|fakultas|đào tạo|sinh viên|الطلاب|الكليات)(?!\p{L})`
  + String.raw`|학사|학부|대학원|학과|教学|教务|本科`, 'iu');
/** A text that leads with its way word names one school, faculty or department in a few more words ("Facultad de
 * Ciencias de la Salud", "School of Electrical and Computer Engineering"). */
const wayLead = new RegExp(`^(?:${wayWords.source})`, 'i');
const wayLeadElsewhere = new RegExp(`^(?:${wayWordsElsewhere.source})`, 'iu');
/** Words for pages that lead away from courses. */
const awayWords = /\b(news|events?|press|media|alumni|giving|donate|jobs?|careers?|employment|contact|login|log in|sign in|sitemap|privacy|accessibility|directions|visit|parking|shop|store|athletics|sports|seminars?|talks?|colloquia)\b|ニュース|お知らせ|イベント|採用|アクセス/i;
const awayWordsElsewhere = new RegExp(String.raw`(?<!\p{L})(?:aktuelles|neuigkeiten|nachrichten|veranstaltungen|presse|stellenangebote|kontakt|impressum|datenschutz|barrierefreiheit|actualités|événements|noticias|eventos|contacto|notizie|eventi|contatti|nieuws|evenementen`
  + String.raw`|новости|события|контакты|aktualności|wydarzenia|kontakty|haberler|etkinlikler|iletişim|nyheter|uutiset|berita|tin tức|sự kiện|الأخبار|الفعاليات)(?!\p{L})`
  + String.raw`|공지사항|뉴스|행사|新闻|新聞|联系我们|聯絡我們`, 'iu');
const urlCodes = (words: string) => new Set([...words.matchAll(addressCode)].filter((m) => !datedAddressWord.test(m[0])).map((m) => m[0].toLowerCase().replace(/[-_]/g, '')));
const looseWhole = new RegExp(`^${looseCodeBody}$`);
/** A course code as text shows it ("CS 380L", "MATH-112", "FCB1261"). */
const textCode = new RegExp(`(?:^|[^A-Za-z0-9])(${codeBody})(?![0-9A-Za-z])`, 'g');
/** A code in the text that is not one of the things that only look like one ("TR 1998-06", a technical report). */
function codeInTextOf(text: string): boolean {
  for (const m of text.matchAll(textCode)) if (!notACode.test(text.slice(m.index + m[0].length - m[1]!.length))) return true;
  return false;
}
/** What stands right before a course title that links to the course's page in a catalog entry: its code
 * ("CS 540", "MATH-112:") or, in a department's own catalog, its number alone ("525", "717(-718)"). */
const codeLead = new RegExp(String.raw`^(?:${codeBody}|\d{3}[A-Z]?(?:\s*\(\s*[-–]\s*\d{3}\s*\))?)\s*[.:\-–—]?$`);
const pager = /^(\d{1,3}|next|next page|more|›|»|>>|次へ|次のページ|weiter|nächste|siguiente|suivant|successivo|avanti|próximo|seguinte|volgende|下一页|下一頁|다음)$/i;

export interface LinkSignals {
  codeInText: boolean;
  /** The text right before the link is a course code: the link is the title of a catalog entry. */
  codeBefore: boolean;
  codeInUrl: boolean;
  /** The link's text is one code of no known shape, letters in it, and nothing else ("LF16F110"): on a list of
   * courses, a course's name link. */
  looseCode: boolean;
  listWord: boolean;
  wayWord: boolean;
  awayWord: boolean;
  pager: boolean;
  /** The link's text names people (a directory of them, their home pages). */
  peopleWord: boolean;
  /** The link's text names a list of students ("Graduate Students"). */
  studentsWord: boolean;
  /** The address names a file that is not a web page (a PDF included: it is read, but seldom leads further). */
  file: boolean;
  /** Where the address points from the linking page's folder: inside it (or below), or out of it. */
  inside: boolean;
  /** The linking page again: its print view, its copy in another language, or its own address (or its leaf under
   * another folder) for another year. */
  variant: boolean;
}

const anyOf = (a: RegExp, b: RegExp, text: string) => a.test(text) || b.test(text);

/** The address without scheme, host and common file endings, words apart. */
function urlWords(url: string): string {
  try {
    const u = new URL(url);
    return decodeURIComponent(`${u.pathname} ${[...u.searchParams.entries()].map(([k, v]) => `${k} ${v}`).join(' ')}`)
      .replace(/\.(s?html?|php|aspx?|jsp|cgi|pl)\b/gi, ' ').replace(/[/_.=&?+~]+/g, ' ');
  } catch {
    return url;
  }
}

/** Two addresses of one page but for their queries: the same scheme, host and path. Compared as text (every
 * link of every page is asked). */
function sameAddress(url: string, pageUrl: string | undefined): boolean {
  if (!pageUrl) return false;
  const cut = (u: string) => {
    const end = u.search(/[?#]/);
    return end < 0 ? u : u.slice(0, end);
  };
  return cut(url) === cut(pageUrl);
}

/** Query parameters that name the language a page is shown in, and the values that name one ("en", "es-ES", "eng"). */
const languageParam = /^(?:lang|language|locale|hl|lng|lc|idioma|lengua|sprache|langue|lingua)$/i;
const languageValue = /^[a-z]{2,3}(?:[-_][a-z]{2,4})?$|^(?:english|spanish|español|castellano|català|catalan|euskara|galego|deutsch|français|italiano|português)$/i;
/** Parameters and values that ask for a page's print view ("?print=1", "?format=print", "&view=printable"), or the
 * page as a document ("?format=pdf", "&output=pdf"). */
const printParam = /^(?:print|printable|printer|printview|print_view|imprimir|druck)$/i;
const printValue = /^(?:print|printable|printer|printview|imprimir|druck|pdf)$/i;
/** Parameters named for a year or a term ("curso", "ca", "any", "year", "periodo"), whose values name one. */
const yearParam = /^(?:years?|yr|anyo|any|ano|año|anio|curso|ca|ay|acad(?:emic)?[-_]?year|periodo|period|term|semester|semestre|session|sesion|jahr|ann[eé]e|anno|edition|edici[oó]n|cohort)$/i;
/** A parameter named for the year in words of a year only ("curso_academico", "academicYear", "anio_lectivo"); not
 * a term code's ("term_in", a catalog's own term). */
const yearWord = /^(?:years?|yr|anyo|any|ano|año|anio|curso|acad|academic|academico|académico|lectivo|escolar|jahr|studienjahr|ann[eé]e|anno|scolaire|accademico)$/i;
const compoundYearParam = (key: string) => {
  const parts = key.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[-_ ]+/).filter(Boolean);
  return parts.length > 1 && parts.every((p) => yearWord.test(p));
};
/** A year, or a year's term, as such a parameter's value shows it ("2025", "2025-1", "2025S2"). */
const yearOrTerm = /^(?:19|20)\d\d(?:[-/_]?(?:\d{1,2}|[a-z]{1,2}\d?))?$/i;
/** A value that is a year the link's text names too, alone or as an academic year's first ("?au=2025", "Fiche de
 * l'offre 2025-2026"): another year's edition, whatever the parameter's name, where the parameter is one the linking
 * page's address lacks (a record's number changed, `?id=2025` from `?id=2024`, is another record). */
const yearNamedBy = (value: string, text: string) => /^(?:19|20)\d\d$/.test(value) && new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text);
/** A parameter that names a year: a year-named one's year or term, or an academic year under any name. */
const namesYear = (key: string, value: string) => ((yearParam.test(key) || compoundYearParam(key)) && yearOrTerm.test(value)) || isAcademicYear(value);
/** An academic year, two years written as one ("2024-25", "2024/2025", "202425", "20242025"): another year's edition
 * whatever the parameter's name, and no record's number. */
export function isAcademicYear(value: string): boolean {
  const m = /^((?:19|20)\d\d)[-/_]?(\d\d|(?:19|20)\d\d)$/.exec(value);
  if (!m) return false;
  const next = (Number(m[1]) + 1) % (m[2]!.length === 2 ? 100 : 10_000);
  return Number(m[2]) === next;
}
/** A link text that asks for the page's print view. */
const printText = /^(?:print(?: view| version| this page| page)?|printer[- ]friendly(?: version| page)?|printable version|imprimir|versi[oó]n (?:para )?imprimir|versione stampabile|druckansicht|druckversion|imprimer|version imprimable|印刷(?:用ページ|する)?|打印)$/i;

/** Language codes as a site's first folders name its copies (/es/grados, /en/grados). Codes that are as often a
 * department's folder (cs, ee) are left out. */
const languageFolder = /^(?:en|es|ca|eu|gl|pt|fr|de|it|nl|ja|jp|zh|cn|ko|kr|ru|pl|tr|sv|nb|no|da|fi|ar|el|hu|ro|uk|vi|id|th|he)(?:[-_][a-z]{2,4})?$/i;
/** A language's name, in its own language or in another ("inglés", "anglais", "Englisch"). */
const languageWord = String.raw`(?:english|inglés|ingles|anglais|englisch|inglese|inglês|engels|español|espanol|castellano|spanish|espagnol|spanisch|spagnolo|espanhol|català|catalan|valencià|euskara|basque|galego|deutsch|german|alemán|allemand|tedesco|alemão|duits|français|française|francais|french|francés|französisch|francese|francês|frans|italiano|italian|italien|italienisch|nederlands|dutch|polski|polish|português|portugues|portuguese|portugués|русский|日本語|中文|简体中文|繁體中文|한국어)`;
/** A language switcher's link text: a language's code or name, or a short phrase naming one ("Versión en inglés",
 * "English version", "In English", "auf Deutsch", "英語版"). Named by a phrase, the English copies of a Spanish
 * site's summer-course pages were eight of its first twenty fetches (es-universidad site 10; sites 1 to 10, one
 * fetch slot: 2,647 -> 2,634 fetches to 90% recall; every other family's bench sites and webkb-dev the same). */
const languageName = new RegExp(String.raw`^(?:[a-z]{2,3}(?:[-_][a-z]{2,4})?|${languageWord}|(?:version|versión|versão|versione|versie|la versión|la version|página|page|site|sitio)\s+(?:(?:en|in|em|auf|na|op)\s+)?${languageWord}|${languageWord}\s+(?:version|versión|page|site|website)|(?:in|en|em|auf|na|op)\s+${languageWord}|(?:英語|英文|日本語|中文|한국어)[版页頁]?)$`, 'i');

/** The same address with one folder naming another language (/en/grados from /es/grados), or with one more or one
 * less such folder (/en/catalogue.html from /catalogue.html, where the site's own language has none), by a link that
 * names the language. */
function languageCopy(url: string, pageUrl: string, text: string): boolean {
  if (!languageName.test(text)) return false;
  const parts = (u: string) => {
    const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)/i.exec(u);
    return m ? [m[1]!.toLowerCase(), ...m[2]!.split('/')] : [u];
  };
  const [a, b] = [parts(url), parts(pageUrl)];
  if (Math.abs(a.length - b.length) === 1) {
    const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
    const at = longer.findIndex((s, i) => s !== shorter[i]);
    return at > 0 && languageFolder.test(longer[at]!) && longer.slice(at + 1).join('/') === shorter.slice(at).join('/');
  }
  if (a.length !== b.length) return false;
  let swapped = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (i === 0 || !languageFolder.test(a[i]!) || !languageFolder.test(b[i]!)) return false;
    swapped++;
  }
  return swapped === 1;
}

/** A link to the linking page's own address whose query changes only the language it is shown in, asks for its print
 * view, or names another year (another edition of the page: last year's syllabus, an older plan of study). The same
 * page again: every page of a site with a language menu links its own copy in each language. */
function variantOf(url: string, pageUrl: string, text: string): boolean {
  const params = (u: string) => {
    const q = u.indexOf('?');
    if (q < 0) return new Map<string, string>();
    const end = u.indexOf('#', q);
    return new Map([...new URLSearchParams(u.slice(q + 1, end < 0 ? undefined : end))]);
  };
  const to = params(url);
  const from = params(pageUrl);
  let changed = 0;
  for (const key of new Set([...to.keys(), ...from.keys()])) {
    const [a, b] = [from.get(key), to.get(key)];
    if (a === b) continue;
    changed++;
    const value = b ?? a!;
    const says = (languageParam.test(key) && languageValue.test(value)) || printParam.test(key) || printValue.test(value) || namesYear(key, value) || (a === undefined && yearNamedBy(value, text));
    if (!says) return false;
  }
  return changed > 0;
}

/** Last path segments too common to name one page (index.php under every folder). */
const commonLeaf = /^(?:|index|default|home|main|start|inicio|view|show|page|list|search)(?:\.[a-z0-9]+)?$/i;

/** Another year's edition of the linking page kept under another folder: the same last path segment, and a query
 * that differs from the page's only by year-named parameters. A guía shared by several degrees' plans keeps its
 * archive ("Cursos anteriores": `…/biologia/asignaturas/BIOL5119-histologia?periodo=2025-1`) under one degree's
 * folder, and each copy links it. */
function editionElsewhere(url: string, pageUrl: string): boolean {
  const split = (u: string) => {
    const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(?:\?([^#]*))?/i.exec(u);
    return m ? { host: m[1]!.toLowerCase(), leaf: m[2]!.slice(m[2]!.lastIndexOf('/') + 1), query: new URLSearchParams(m[3] ?? '') } : undefined;
  };
  const [to, from] = [split(url), split(pageUrl)];
  if (!to || !from || to.host !== from.host || to.leaf !== from.leaf || commonLeaf.test(to.leaf)) return false;
  const rest = (q: URLSearchParams) => [...q].filter(([k, v]) => !namesYear(k, v)).map(([k, v]) => `${k}=${v}`).sort().join('&');
  return [...to.query].some(([k, v]) => namesYear(k, v)) && rest(to.query) === rest(from.query);
}

/** Years in an address's last segment: one ("2025"), or a span of two ("2020-2024", "2025_26"). */
const leafYears = /(?<!\d)(?:19|20)\d\d(?:[-_](?:(?:19|20)\d\d|\d\d))?(?!\d)/g;

/** Another edition of the linking page beside it: the same folder and the same last segment with a year or a span of
 * years the page's own lacks (`catalogue-des-formations-2020-2024.html` from `catalogue-des-formations.html`, a
 * catalogue's archive of its past offer; `plan-2024-2025.html` from `plan-2025-2026.html`). Not a page of a common
 * name (`index-2024.html`), and not one with a term's name beside its year (`cs301-fall1996.html`): a course's past
 * offering is a course page of its own. */
function yearEdition(url: string, pageUrl: string): boolean {
  const split = (u: string) => {
    const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*?)([^/?#]*?)(?:\.[a-z0-9]{1,5})?(?:[?#].*)?$/i.exec(u);
    return m ? { folder: `${m[1]!.toLowerCase()}${m[2]}`, leaf: m[3]!.toLowerCase(), query: u.includes('?') } : undefined;
  };
  const [to, from] = [split(url), split(pageUrl)];
  if (!to || !from || to.folder !== from.folder || to.query || from.query) return false;
  const years = (leaf: string) => leaf.match(leafYears) ?? [];
  const bare = (leaf: string) => leaf.replace(leafYears, '').replace(/[-_.]+/g, '-').replace(/^-|-$/g, '');
  const ownYears = new Set(years(from.leaf));
  const rest = bare(to.leaf);
  return years(to.leaf).some((y) => !ownYears.has(y)) && rest.length >= 3 && rest === bare(from.leaf) && !commonLeaf.test(rest);
}

/** `pageUrl`: the linking page's address; a code it holds too is the same course's folder, not a new course. */
export function linkSignals(link: Pick<ParsedLink, 'url' | 'anchorText'> & { context?: Pick<DomContext, 'before'> }, pageUrl?: string): LinkSignals {
  const text = link.anchorText.normalize('NFKC').trim();
  const lead = link.context?.before[0];
  const words = urlWords(link.url);
  const own = pageUrl ? urlCodes(urlWords(pageUrl)) : new Set<string>();
  // A link to the linking page's own address with another query is another view of the same page (a course
  // finder's facets and sort orders, /course-finder/?level=ug from /course-finder/): its address's words name the
  // page the crawl is on, not a list beyond it. Its pager goes on with the list, whatever the address says.
  const pages = pager.test(text);
  const same = sameAddress(link.url, pageUrl);
  const urlSays = pages || !same ? (re: RegExp) => re.test(words.replace(/[-]+/g, ' ')) : () => false;
  return {
    codeInText: codeInTextOf(text),
    codeBefore: lead !== undefined && lead.length <= 24 && codeLead.test(lead.normalize('NFKC').trim()) && /\p{L}{3}/u.test(text),
    codeInUrl: [...urlCodes(words)].some((c) => !own.has(c)),
    looseCode: text.length <= 10 && looseWhole.test(text) && /[A-Z]/.test(text),
    // Links to course lists are named in a few words; a sentence that mentions courses is news.
    listWord: (anyOf(listWords, listWordsElsewhere, text) && text.split(/\s+/).length <= 5) || urlSays(listWords),
    wayWord: (anyOf(wayWords, wayWordsElsewhere, text) && text.split(/\s+/).length <= (anyOf(wayLead, wayLeadElsewhere, text) ? 8 : 5)) || urlSays(wayWords),
    awayWord: anyOf(awayWords, awayWordsElsewhere, text) || awayWords.test(words.replace(/[-]+/g, ' ')),
    pager: pages,
    peopleWord: peopleWords.test(text) && text.split(/\s+/).length <= (peopleLead.test(text) ? 8 : 5),
    studentsWord: studentWords.test(text),
    file: namesNonPageFile(link.url) || namesDocument(link.url),
    inside: !!pageUrl && insideFolder(link.url, pageUrl),
    variant: printText.test(text) || (same && !pages && variantOf(link.url, pageUrl!, text))
      || (!!pageUrl && languageCopy(link.url, pageUrl, text)) || (!!pageUrl && !same && !pages && (editionElsewhere(link.url, pageUrl) || yearEdition(link.url, pageUrl))),
  };
}

/** The link stays in the linking page's folder or goes below it. */
function insideFolder(url: string, pageUrl: string): boolean {
  try {
    const to = new URL(url);
    const from = new URL(pageUrl);
    const folder = from.pathname.endsWith('/') ? from.pathname : from.pathname.slice(0, from.pathname.lastIndexOf('/') + 1);
    return to.host === from.host && to.pathname.startsWith(folder);
  } catch {
    return false;
  }
}
