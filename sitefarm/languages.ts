// What a generated site says in its own language: its navigation, noise, course words and labels. A site's
// language is one entry here, so a family in a new language is words, not code. German is in the sitefarm only:
// the alias seeds hold no German label, so its families measure recognition by structure and value shapes.
// Spanish is the es-universidad family's: its guías docentes draw their labels per site from vocab-es.ts; French the
// fr-universite family's, whose fiches draw theirs from vocab-fr.ts.
import type { Random } from './random.ts';
import * as v from './vocab.ts';
import * as de from './vocab-de.ts';
import * as es from './vocab-es.ts';
import * as fr from './vocab-fr.ts';

/** The fields of a course record that a page labels. */
export type Field = 'code' | 'title' | 'credits' | 'instructors' | 'term' | 'prerequisites' | 'description';

export type Language = 'en' | 'ja' | 'de' | 'es' | 'fr';

export interface Subject {
  name: string;
  prefix: readonly string[];
  topics: readonly string[];
}

export interface Phrasebook {
  subjects: readonly Subject[];
  titlePatterns: readonly string[];
  descriptionSentences: readonly string[];
  /** Between sentences (Japanese runs them on) and between a course's instructors. */
  sentenceGap: string;
  nameList: string;
  /** Between a label and its value on one line. */
  colon: string;
  person: (rng: Random) => string;
  /** A course's prerequisites, naming earlier courses. */
  prerequisites: (rng: Random, codes: string[]) => string;
  /** Fields a syllabus has beside the gold ones (unknown labels for the extractor). */
  extras: [string, string][];
  labels: Record<Field, string[]>;
  noiseTitles: readonly string[];
  fillerSentences: readonly string[];
  nav: { news: string; events: string; people: string; research: string; about: string; admissions: string; library: string };
  footer: [path: string, text: string][];
  ui: {
    backToNews: string; calendar: string; openDay: string; shortCourses: string; shortCoursesText: string; welcome: string;
    announcements: string; admissions: string; pdf: string; syllabusPdf: string; courses: string; printView: string; backToList: string;
    chooseDepartment: string; search: string; code: string; title: string; teacher: string;
  };
}

const en: Phrasebook = {
  subjects: v.subjectsEn, titlePatterns: v.titlePatternsEn, descriptionSentences: v.descriptionSentencesEn,
  sentenceGap: ' ', nameList: ', ', colon: ': ',
  person: (rng) => `${rng.pick(v.firstNames)} ${rng.pick(v.lastNames)}`,
  prerequisites: (rng, codes) => rng.pick([`${codes.join(' and ')}`, `${codes.join(' or ')} or permission of instructor`, `Completion of ${codes.join(' and ')}`]),
  extras: [['Assessment', 'Homework 40%, midterm 20%, final examination 40%'], ['Textbook', 'Readings posted on the course website']],
  labels: {
    code: ['Course code', 'Code', 'Course number', 'Catalog number'],
    title: ['Title', 'Course title', 'Course name'],
    credits: ['Credits', 'Units', 'Credit hours', 'Credit value'],
    instructors: ['Instructor', 'Instructors', 'Taught by', 'Professor', 'Lecturer', 'Convenor', 'Module leader'],
    term: ['Term', 'Semester', 'Offered', 'Terms offered', 'Session'],
    prerequisites: ['Prerequisite', 'Prerequisites', 'Pre-req', 'Requisites', 'Prior knowledge'],
    description: ['Description', 'Course description', 'Overview', 'Synopsis', 'Summary'],
  },
  noiseTitles: v.noiseTitlesEn, fillerSentences: v.fillerSentencesEn,
  nav: { news: 'News', events: 'Events', people: 'People', research: 'Research', about: 'About', admissions: 'Admissions', library: 'Library' },
  footer: [['/about/contact.html', 'Contact'], ['/about/privacy.html', 'Privacy'], ['/about/accessibility.html', 'Accessibility']],
  ui: {
    backToNews: 'Back to news', calendar: 'Calendar', openDay: 'Open day', shortCourses: 'Short courses for the public',
    shortCoursesText: 'Of course, our short courses in golf, photography and cooking are open to everyone. These continuing education courses carry no credit.',
    welcome: 'Welcome to our university.', announcements: 'Announcements', admissions: 'Admissions', pdf: 'Download this section (PDF)', syllabusPdf: 'Syllabus (PDF)',
    courses: 'courses', printView: 'Print-friendly version', backToList: 'Back to the list',
    chooseDepartment: 'Choose a department', search: 'Search', code: 'Code', title: 'Title', teacher: 'Instructor',
  },
};

const ja: Phrasebook = {
  subjects: v.subjectsJa, titlePatterns: v.titlePatternsJa, descriptionSentences: v.descriptionSentencesJa,
  sentenceGap: '', nameList: '、', colon: '：',
  person: (rng) => `${rng.pick(v.familyNamesJa)} ${rng.pick(v.givenNamesJa)}`,
  prerequisites: (_rng, codes) => `${codes.join('、')}を履修済みであること`,
  extras: [['評価方法', '期末試験 60%、レポート 40%'], ['教科書', '授業中に指示する']],
  labels: {
    code: ['授業コード', 'コード番号', '科目コード'],
    title: ['授業科目名', '授業科目', '科目名', '講義科目'],
    credits: ['単位数', '単位'],
    instructors: ['担当教官', '担当', '担当者', '教官名', '担当教員'],
    term: ['授業学期', '開講学期', '学期'],
    prerequisites: ['受講条件', '先履条件', '履修しておくべき科目', '予備知識'],
    description: ['概要', '内容', '授業目的', '講義の狙い', '概要と目標'],
  },
  noiseTitles: v.noiseTitlesJa, fillerSentences: v.fillerSentencesJa,
  nav: { news: 'ニュース', events: 'イベント', people: '教員紹介', research: '研究', about: '大学案内', admissions: '入試情報', library: '図書館' },
  footer: [['/about/contact.html', 'お問い合わせ'], ['/about/privacy.html', 'プライバシーポリシー'], ['/about/access.html', 'アクセス']],
  ui: {
    backToNews: 'ニュース一覧へ', calendar: 'カレンダー', openDay: 'オープンキャンパス', shortCourses: '公開講座', shortCoursesText: '社会人向けの短期コースを開講します。',
    welcome: 'ようこそ。', announcements: 'お知らせ', admissions: '入試', pdf: 'PDF版', syllabusPdf: 'シラバス(PDF)', courses: '授業一覧', printView: '印刷用', backToList: '一覧に戻る',
    chooseDepartment: '学部・学科を選択してください', search: '検索', code: '時間割コード', title: '授業科目名', teacher: '担当教員',
  },
};

const german: Phrasebook = {
  subjects: de.subjects, titlePatterns: de.titlePatterns, descriptionSentences: de.descriptionSentences,
  sentenceGap: ' ', nameList: ', ', colon: ': ',
  person: (rng) => `${rng.pick(de.honorifics)}${rng.pick(de.firstNames)} ${rng.pick(de.lastNames)}`,
  prerequisites: (rng, codes) => rng.pick([codes.join(', '), `Kenntnisse aus ${codes.join(' und ')}`, `${codes.join(' oder ')} empfohlen`]),
  extras: [['Prüfungsform', 'Klausur (90 Minuten) oder mündliche Prüfung'], ['Literatur', 'Wird in der ersten Vorlesung bekannt gegeben']],
  labels: {
    code: ['Modulnummer', 'Modul-Nr.', 'Kennung', 'LV-Nummer'],
    title: ['Modulbezeichnung', 'Modultitel', 'Lehrveranstaltung', 'Titel'],
    credits: ['Leistungspunkte', 'ECTS-Punkte', 'Credits', 'LP'],
    instructors: ['Modulverantwortliche/r', 'Dozent/in', 'Lehrende', 'Dozierende'],
    term: ['Semester', 'Angebotsturnus', 'Turnus', 'Häufigkeit des Angebots'],
    prerequisites: ['Voraussetzungen', 'Empfohlene Vorkenntnisse', 'Teilnahmevoraussetzungen'],
    description: ['Inhalte', 'Inhalt', 'Kurzbeschreibung', 'Lernziele und Inhalte'],
  },
  noiseTitles: de.noiseTitles, fillerSentences: de.fillerSentences,
  nav: { news: 'Aktuelles', events: 'Veranstaltungen', people: 'Personen', research: 'Forschung', about: 'Über uns', admissions: 'Bewerbung', library: 'Bibliothek' },
  footer: [['/about/contact.html', 'Kontakt'], ['/about/privacy.html', 'Datenschutz'], ['/about/accessibility.html', 'Barrierefreiheit']],
  ui: {
    backToNews: 'Zurück zu Aktuelles', calendar: 'Kalender', openDay: 'Tag der offenen Tür', shortCourses: 'Weiterbildungskurse',
    shortCoursesText: 'Unsere Weiterbildungskurse in Fotografie, Golf und Kochen stehen allen offen. Sie bringen keine Leistungspunkte.',
    welcome: 'Willkommen an unserer Hochschule.', announcements: 'Mitteilungen', admissions: 'Bewerbung', pdf: 'Modulhandbuch als PDF', syllabusPdf: 'Modulbeschreibung (PDF)',
    courses: 'Module', printView: 'Druckansicht', backToList: 'Zurück zur Übersicht',
    chooseDepartment: 'Studiengang wählen', search: 'Suchen', code: 'Modulnummer', title: 'Modul', teacher: 'Verantwortlich',
  },
};

const spanish: Phrasebook = {
  subjects: Object.values(es.areas).map((a) => ({ name: a.departments[0]!, prefix: a.prefix, topics: a.topics })),
  titlePatterns: es.titlePatterns, descriptionSentences: es.descriptionSentences,
  sentenceGap: ' ', nameList: ', ', colon: ': ',
  person: (rng) => (rng.chance(0.5) ? `${rng.pick(['Dr. ', '', ''])}${rng.pick(es.maleNames)}` : `${rng.pick(['Dra. ', '', ''])}${rng.pick(es.femaleNames)}`) + ` ${rng.pick(es.surnames)} ${rng.pick(es.surnames)}`,
  prerequisites: (rng, codes) => rng.pick([`Se recomienda haber cursado ${codes.join(' y ')}.`, `Haber superado ${codes.join(' o ')}.`, codes.join(', ')]),
  extras: [['Evaluación', 'Examen final 60 %, evaluación continua 40 %'], ['Bibliografía', 'Se indicará al comienzo del curso']],
  labels: {
    code: [...es.fieldLabels.code.es, ...es.fieldLabels.code.latam],
    title: [...es.fieldLabels.title.es, ...es.fieldLabels.title.latam],
    credits: [...es.fieldLabels.credits.es, ...es.fieldLabels.credits.latam],
    instructors: [...es.fieldLabels.instructors.es, ...es.fieldLabels.instructors.latam],
    term: [...es.fieldLabels.term.es, ...es.fieldLabels.term.latam],
    prerequisites: [...es.fieldLabels.prerequisites.es, ...es.fieldLabels.prerequisites.latam],
    description: [...es.fieldLabels.description.es, ...es.fieldLabels.description.latam],
  },
  noiseTitles: es.newsTitles, fillerSentences: es.fillerSentences,
  nav: { news: 'Noticias', events: 'Agenda', people: 'Personal', research: 'Investigación', about: 'La Universidad', admissions: 'Acceso y admisión', library: 'Biblioteca' },
  footer: [['/contacto', 'Contacto'], ['/aviso-legal', 'Aviso legal'], ['/accesibilidad', 'Accesibilidad']],
  ui: {
    backToNews: 'Volver a noticias', calendar: 'Calendario', openDay: 'Jornada de puertas abiertas', shortCourses: 'Cursos de verano',
    shortCoursesText: 'Por supuesto, los cursos de verano de fotografía, cocina y golf están abiertos a todo el público. Estos cursos de extensión universitaria no conceden créditos.',
    welcome: 'Bienvenida a la Universidad.', announcements: 'Avisos', admissions: 'Acceso y admisión', pdf: 'Descargar en PDF', syllabusPdf: 'Guía docente (PDF)',
    courses: 'asignaturas', printView: 'Versión para imprimir', backToList: 'Volver al plan de estudios',
    chooseDepartment: 'Seleccione una titulación', search: 'Buscar', code: 'Código', title: 'Asignatura', teacher: 'Profesorado',
  },
};

const french: Phrasebook = {
  subjects: fr.mentions.map((m) => ({ name: m.name, prefix: m.prefix, topics: m.topics })),
  titlePatterns: fr.titlePatterns.map((p) => p.replace('{n}', '1')), descriptionSentences: fr.descriptionSentences,
  sentenceGap: ' ', nameList: ', ', colon: ' : ',
  person: (rng) => `${rng.pick([...fr.femaleNames, ...fr.maleNames])} ${rng.pick(fr.surnames)}`,
  prerequisites: (rng, codes) => rng.pick([`Avoir suivi ${codes.join(' et ')}.`, codes.join(', '), `Il est recommandé d'avoir validé ${codes.join(' ou ')}.`]),
  extras: [['Modalités de contrôle des connaissances', 'Contrôle continu (40 %) et examen terminal (60 %)'], ['Bibliographie', 'Communiquée en début de semestre']],
  labels: {
    code: [...fr.fieldLabels.code], title: [...fr.fieldLabels.title], credits: [...fr.fieldLabels.credits], instructors: [...fr.fieldLabels.instructors],
    term: [...fr.fieldLabels.term], prerequisites: [...fr.fieldLabels.prerequisites], description: [...fr.fieldLabels.description],
  },
  noiseTitles: fr.newsTitles, fillerSentences: fr.fillerSentences,
  nav: { news: 'Actualités', events: 'Agenda', people: 'Annuaire', research: 'Recherche', about: 'L\'université', admissions: 'Candidater', library: 'Bibliothèques' },
  footer: [['/contact', 'Contact'], ['/mentions-legales', 'Mentions légales'], ['/accessibilite', 'Accessibilité']],
  ui: {
    backToNews: 'Toutes les actualités', calendar: 'Calendrier', openDay: 'Journée portes ouvertes', shortCourses: 'Formations courtes',
    shortCoursesText: 'Bien sûr, nos formations courtes en photographie, cuisine et golf sont ouvertes à tous. Elles ne donnent pas lieu à des crédits ECTS.',
    welcome: 'Bienvenue à l\'université.', announcements: 'Annonces', admissions: 'Candidater', pdf: 'Télécharger (PDF)', syllabusPdf: 'Fiche (PDF)',
    courses: 'enseignements', printView: 'Version imprimable', backToList: 'Retour au programme',
    chooseDepartment: 'Choisissez une formation', search: 'Rechercher', code: 'Code', title: 'Intitulé', teacher: 'Responsable',
  },
};

export const phrasebooks: Record<Language, Phrasebook> = { en, ja, de: german, es: spanish, fr: french };
