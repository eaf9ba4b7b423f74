// Word lists for plausible German university pages (module handbooks, course catalogues, news).

export const subjects = [
  { name: 'Informatik', prefix: ['IN', 'INF', 'INFO'], topics: ['Algorithmen und Datenstrukturen', 'Rechnernetze', 'Datenbanksysteme', 'Betriebssysteme', 'Maschinelles Lernen', 'Compilerbau', 'Softwaretechnik', 'Theoretische Informatik', 'IT-Sicherheit'] },
  { name: 'Mathematik', prefix: ['MA', 'MAT', 'MATH'], topics: ['Analysis', 'Lineare Algebra', 'Stochastik', 'Numerik', 'Topologie', 'Zahlentheorie', 'Funktionentheorie', 'Optimierung'] },
  { name: 'Physik', prefix: ['PH', 'PHY', 'PHYS'], topics: ['Experimentalphysik', 'Quantenmechanik', 'Elektrodynamik', 'Thermodynamik', 'Festkörperphysik', 'Optik', 'Statistische Physik'] },
  { name: 'Wirtschaftswissenschaften', prefix: ['WI', 'BWL', 'VWL'], topics: ['Mikroökonomik', 'Makroökonomik', 'Ökonometrie', 'Rechnungswesen', 'Finanzwirtschaft', 'Marketing', 'Spieltheorie'] },
  { name: 'Maschinenbau', prefix: ['MB', 'MW', 'MACH'], topics: ['Technische Mechanik', 'Strömungsmechanik', 'Werkstoffkunde', 'Konstruktionslehre', 'Regelungstechnik', 'Wärmeübertragung'] },
  { name: 'Chemie', prefix: ['CH', 'CHE', 'CHEM'], topics: ['Organische Chemie', 'Anorganische Chemie', 'Physikalische Chemie', 'Analytische Chemie', 'Biochemie'] },
  { name: 'Geschichte', prefix: ['GE', 'GES', 'HIST'], topics: ['Alte Geschichte', 'Mittelalterliche Geschichte', 'Neuere Geschichte', 'Zeitgeschichte', 'Landesgeschichte', 'Wirtschaftsgeschichte'] },
] as const;

export const titlePatterns = [
  '{T}', '{T} I', '{T} II', 'Einführung in die {T}', 'Grundlagen: {T}', 'Vertiefung {T}', 'Seminar {T}', 'Praktikum {T}',
  'Ausgewählte Kapitel: {T}', 'Projekt {T}', 'Angewandte Methoden: {T}',
];

export const descriptionSentences = [
  'Das Modul vermittelt die Grundlagen von {t} und deren Anwendung in der Praxis.',
  'Die Studierenden erarbeiten {t} in Vorlesung, Übung und einem begleitenden Projekt.',
  'Behandelt werden {t}, {u} sowie die Zusammenhänge zwischen beiden Gebieten.',
  'Nach erfolgreichem Abschluss können die Studierenden Fragestellungen aus dem Bereich {t} analysieren und geeignete Methoden auswählen.',
  'Im zweiten Teil der Veranstaltung steht {u} im Mittelpunkt.',
  'Besonderes Augenmerk liegt auf {u} und seiner Bedeutung für {t}.',
  'Klassische und aktuelle Ergebnisse zu {t} werden anhand von Originalliteratur diskutiert.',
  'Die wöchentlichen Übungen vertiefen den Stoff zu {t} an realistischen Beispielen.',
];

export const honorifics = ['Prof. Dr. ', 'Dr. ', '', 'Prof. Dr.-Ing. '];
export const firstNames = ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Marie', 'Felix', 'Katharina', 'Tobias', 'Julia', 'Matthias', 'Lena', 'Stefan', 'Sabine', 'Andreas', 'Claudia', 'Jürgen'];
export const lastNames = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Braun', 'Zimmermann'];

/** Noise: news that says "Kurs" or "Modul" without being a course. */
export const noiseTitles = [
  'Golfkurs der Alumni sammelt Spenden für Stipendien', 'Kurs auf Erfolg: Hochschule im Ranking vorn', 'Sommerkurse für Schülerinnen und Schüler',
  'Neue Mensa eröffnet', 'Forschungsteam erhält Preis', 'Semesterticket: Neuregelung ab Oktober', 'Bibliothek verlängert Öffnungszeiten in der Prüfungsphase',
  'Hochschulorchester startet in die Saison', 'Neues Modul im Rechenzentrum: Serverraum erweitert', 'Baustelle an der Universitätsstraße',
  'Gastwissenschaftlerprogramm wird ausgebaut', 'Bewerbungsfrist für Wohnheimplätze beginnt', 'Festvortrag zur Absolventenfeier', 'Sprachkurse im Sprachenzentrum ausgebucht',
];

export const fillerSentences = [
  'Weitere Informationen erhalten Sie im unten genannten Büro.', 'Die Veranstaltung ist öffentlich, eine Anmeldung ist nicht erforderlich.',
  'Der Eintritt ist frei.', 'Parkplätze stehen in der Tiefgarage Nord zur Verfügung.', 'Fragen richten Sie bitte an die Pressestelle.',
  'Im Anschluss sind alle Gäste zum Empfang eingeladen.', 'Der Lauf des Flusses prägte den Campus über ein Jahrhundert.',
  'Natürlich sind auch Angehörige und Freunde herzlich willkommen.',
];
