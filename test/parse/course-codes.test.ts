import { addressCode, codeBody, codeValueBody, datedAddressWord, notACode, proseCodeBody } from '../../src/parse/course-codes.ts';

const whole = (body: string) => new RegExp(`^${body}$`);
const addressCodes = (s: string) => [...s.matchAll(addressCode)].map((m) => m[0]);

describe('course codes', () => {
  test('a heading, field or link text writes a code with a sub-unit, a suffix or one letter and a long number', () => {
    for (const code of ['MATH 112', 'CS-101', 'CSC 482C', 'ECE-EE 2010', 'COMP1001', 'CS 61AS', 'Y000001020', 'CS\u00a0380L']) expect(whole(codeBody).test(code)).toBe(true);
    for (const text of ['cs 101', 'C 101', 'MATH 1', 'CS 123456', 'Introduction']) expect(whole(codeBody).test(text)).toBe(false);
  });

  test('a whole value may split its number with a letter; a heading may not', () => {
    expect(whole(codeValueBody).test('MA 1B2')).toBe(true);
    expect(whole(codeBody).test('MA 1B2')).toBe(false);
  });

  test('prose names codes of three or four digits only, and gives the letters and the number apart', () => {
    const prose = new RegExp(`^${proseCodeBody}$`);
    expect(prose.exec('CSE 115')?.slice(1)).toEqual(['CSE', '115']);
    expect(prose.exec('MATH-2210A')?.slice(1)).toEqual(['MATH', '2210A']);
    for (const text of ['COVID 19', 'ZIP 60637', 'ECE-EE 2010']) expect(prose.test(text)).toBe(false);
  });

  test('words before numbers that name something else, terms, a timetable\'s days and hours and a research unit are no codes', () => {
    for (const text of ['ISBN 9784', 'ROOM 101', 'Fall 1996', 'WS 2026', 'TH 930-1030 ECJ 1.214', 'TU 1030-1200p', 'MWF 1000-1050', 'TR 9:30am-10:45am', 'TR 1992-04', 'CS-TR-96-1234', 'UR 9032', 'UMR 5205', 'EA 4434', 'CNRS 8557']) expect(notACode.test(text)).toBe(true);
    for (const text of ['CS 310', 'THEA 101 Acting', 'MATH 221', 'TH 101 Introduction to Theatre', 'EA 101', 'UR 12345']) expect(notACode.test(text)).toBe(false);
  });

  test('an address glues letters to a number, or joins a short word to three or four digits', () => {
    expect(addressCodes('users novak cs304p ~cs302 cs-101 math_2210')).toEqual(['cs304p', 'cs302', 'cs-101', 'math_2210']);
    expect(addressCodes('person-10 lab-12 chapter7 a1')).toEqual([]);
  });

  test('dates in an address look like codes and are told apart', () => {
    for (const word of ['fall96', 'spring2025', 'news-2026', 'Feb1996', 'sept97']) expect(datedAddressWord.test(word)).toBe(true);
    for (const word of ['cs302', 'math2210', 'falcon12']) expect(datedAddressWord.test(word)).toBe(false);
  });
});
