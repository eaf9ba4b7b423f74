// Course codes as universities write them, spelled once for the extractor, the recogniser, the link prior and the
// page features. Each reader wraps a body below in the anchors its context needs (a whole value, a heading's lead,
// a sentence, an address); the bodies differ where their contexts do, and each says why.

/** A code as a heading, a field or a link's text writes it: a department's letters (and a sub-unit's after a
 * hyphen), a separator, the number and a suffix ("MATH 112", "CS-101", "CSC 482C", "ECE-EE 2010", "COMP1001",
 * "CS 61AS"), or one letter and a long number ("Y000001020"). Upper case only: in running text a lower-case
 * "is 12" is seldom a course. Readers normalise to NFKC first (a no-break space becomes a space); text read as it
 * came may still hold one. */
export const codeBody = String.raw`(?:[A-Z]{2,6}(?:-[A-Z]{1,4})?[ \-\u00a0]?\d{2,5}[A-Z]{0,2}|[A-Z]\d{5,10})`;

/** The same, cross-listed under a second department too ("CS/ECE 752"), as the extractor reads a course's code
 * and keeps it whole. The crawler's readers (the recogniser, the link prior) keep to codeBody: their figures
 * were measured without it. */
export const listedCodeBody = String.raw`(?:[A-Z]{2,6}(?:-[A-Z]{1,4}|\/[A-Z]{2,6})?[ \-\u00a0]?\d{2,5}[A-Z]{0,2}|[A-Z]\d{5,10})`;

/** A field's whole value may also be a number split by a letter ("MA 1B2", "CSE 3A12"): there nothing but the
 * code stands around it. */
export const codeValueBody = String.raw`(?:${listedCodeBody}|[A-Z]{2,6}[ \-]?\d{1,3}[A-Z]?\d{1,3})`;

/** What looks like a code and is not, read at the start of the text: upper-case words before a number that name
 * something else ("ISBN 9784…" is a book, "COVID 19", "ROOM 101"), terms, dates and numbered parts ("Fall 1996",
 * "SEPT 12", "Week 3", "Top 10", "WS 2026"), and a day of a timetable with its hours ("TH 930-1030 ECJ 1.214",
 * "TU 1030-1200p", "MWF 1000-1050"), a technical report's number ("TR 1992-04", "CS-TR-96-1234"), and a French research
 * unit's ("UMR 5205", "EA 4434", "UR 9032", "UMR CNRS 8557": a laboratory's page names its unit so, under its name). */
export const notACode = /^(?:(?:ISBN|ISSN|COVID|ROOM|TEL|FAX|ZIP|PAGE|NO|VOL|SEC|CRN|HTTP|WWW|PDF|ID|UTC|GMT|AM|PM|CLASS|CNRS|INSERM|INRAE|INRIA)\b|(?:UMR|UPR|USR|UMS|UAR|UR|EA|FRE)[ \u00a0]?\d{4}(?!\d)|(?:FALL|SPRING|SUMMER|WINTER|AUTUMN|JANUARY|FEBRUARY|MARCH|APRIL|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER|JAN|FEB|APR|JUN|JUL|AUG|SEPT?|OCT|NOV|WEEK|CHAPTER|TOP|WISE|SOSE)(?![A-Z])|(?:WS|SS)[ \-]?(?:19|20)\d\d(?!\d)|(?:[A-Z]{2,6}-)?TR[ \-]?\d{2,4}[-–]\d|(?:MON|TUES?|WED|THU(?:RS?)?|FRI|SAT|SUN|MWF?|TTH|TR|TU|TH)[ \u00a0]?\d{1,4}(?::\d\d)?\s*[ap]?m?\s*[-–]\s*\d{1,4})/i;

/** A compact token a catalog may number its courses with, though no code above has its shape ("L1INF101" at a
 * French university, "551AA", "08110010", "27003"): digits and two capital letters or more, or five to eight
 * digits (not a year; a number with one letter, "3140A", is as often a room or a part). Alone it is nothing: only
 * several distinct ones in a page's cells or entry headings make its courses. */
export const looseCodeBody = String.raw`(?:(?=[A-Z0-9]*\d)(?=(?:[A-Z0-9]*[A-Z]){2})[A-Z0-9]{4,10}|\d{5,8})`;

/** Such a token heading an entry, set off from its title by a dash, a pipe, a colon or a point ("27003 – Storia
 * della Magna Grecia"). A space alone does not set it off: "87011 Cassano all'Ionio" is a postcode and its town.
 * Groups: the token, the rest. */
export const looseHeaderLead = new RegExp(String.raw`^(${looseCodeBody})\s*[.:\-–—|·]\s*(\p{L}[^]*)$`, 'u');

/** A code as a page's title or a heading gives it: in capitals, perhaps cross-listed with a second department
 * ("CS/ECE 752", "CS 132"), or glued to its number in small letters ("cs520"; apart, "my 100" is prose). Groups:
 * the letters in capitals, the letters in small letters, the number. */
export const headingCodeBody = String.raw`(?:([A-Z]{2,6}(?:\/[A-Z]{2,6})?)[ \-\u00a0]?|([a-z]{2,6}))(\d{2,4}[A-Za-z]?)`;

/** A code named in a sentence (a prerequisite, a page's text for the page features): three or four digits and no
 * sub-unit, because prose is full of letters before numbers that are not codes ("COVID 19", "Figure 12",
 * "ISO 9001" aside, most carry one, two or five digits). Groups: the letters, the number. */
export const proseCodeBody = String.raw`([A-Z]{2,5})[ \-\u00a0]?(\d{3,4}[A-Z]?)`;

/** A code as an address shows it: letters glued to a number ("cs302", "CS378", "cs61a"), or a short word joined by
 * a hyphen or underscore to three or four digits ("cs-101", "math_2210"): a site's numbered people, labs and
 * chapters ("person-10", "lab-12") are no courses. */
export const addressCode = /(?<![a-z0-9])(?:[a-z]{2,4}[-_]\d{3,4}|[a-z]{2,6}\d{2,4})[a-z]?(?![a-z0-9])/gi;

/** A date as an address shows it, which `addressCode` would read as a code: a term, a month or a dated series and
 * its year ("fall96", "spring2025", "news-2026", "Feb1996"). */
export const datedAddressWord = /^(?:spring|summer|fall|autumn|winter|spr|sum|fal|win|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|news|events?|blog|press|report|archive|year|class)[-_]?(?:\d{2}|19\d\d|20\d\d)[a-z]?$/i;
