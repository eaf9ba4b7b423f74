import { creditsShape, findCourseCode, isCourseCode, isTermLine, peopleShape, prerequisiteShape, shapeFit, termShape, unlabelledNames } from '../../src/extract/shapes.ts';

describe('value shapes', () => {
  test.each(['MATH 112', 'CS-101', 'FCB1261', 'Y000001020', 'COMP1001', 'CSC 482C', 'ED-D 410', 'ＭＡＴＨ１１２'])('%s is a course code', (code) => {
    expect(isCourseCode(code)).toBe(true);
  });
  test.each(['Fall 2024', 'FALL 1996', 'SEPT 12', 'WEEK 3', 'TOP10', 'ISBN 9784815609795', 'Q1', '2単位', 'Introduction to CS 101', 'WS 2026', 'SS 2027', 'SoSe 2027'])('%s is not a course code', (text) => {
    expect(isCourseCode(text)).toBe(false);
  });
  test('the first code a text names', () => {
    expect(findCourseCode('Prereq. MATH 1242, MATH 1252 or CS 2800')).toBe('MATH 1242');
  });

  test.each([
    ['4 units', '4 units'], ['3 credit hours', '3 credit hours'], ['1.0 単位', '1.0 単位'], ['2単位', '2単位'], ['7.5 ECTS', '7.5 ECTS'],
    ['20 CATS', '20 CATS'], ['Credits: 3-4', 'Credits: 3-4'], ['1.500 Credits', '1.500 Credits'], ['Credit Hours: 3.000', 'Credit Hours: 3.000'],
  ])('credits %s', (text, value) => {
    expect(creditsShape(text)).toMatchObject({ field: 'credits', value });
  });
  test.each([
    ['6 Leistungspunkte', '6 Leistungspunkte'], ['5 LP', '5 LP'], ['7,5 ECTS', '7,5 ECTS'], ['5 ECTS-Punkte', '5 ECTS-Punkte'], ['6 créditos', '6 créditos'],
    ['3 crédits', '3 crédits'], ['12 crediti', '12 crediti'], ['9 CFU', '9 CFU'], ['3学分', '3学分'], ['學分：2', '學分:2'], ['3학점', '3학점'],
  ])('credits in other languages: %s', (text, value) => {
    expect(creditsShape(text)).toMatchObject({ field: 'credits', value });
  });
  test('a short unit before a number is a course code, not credits', () => {
    expect(creditsShape('CP 101')).toBeUndefined();
  });
  test('a number without a unit, or a unit without a number, is not credits', () => {
    expect(creditsShape('Room 112')).toBeUndefined();
    expect(creditsShape('credits vary')).toBeUndefined();
  });

  test.each([
    ['Fall 2024', 'Fall 2024'], ['Semester 1', 'Semester 1'], ['春A', '春A'], ['秋学期', '秋学期'], ['前期', '前期'], ['後期', '後期'], ['Q1', 'Q1'],
    ['集中', '集中'], ['２Ｑ　木４(Y112)', '２Ｑ'], ['First Term: Sep - Dec 2020', 'First Term: Sep - Dec 2020'], ['2015 Spring', '2015 Spring'],
  ])('term %s -> %s', (text, value) => {
    expect(termShape(text)).toMatchObject({ field: 'term', value });
  });
  test.each([
    ['Wintersemester 2026/27', 'Wintersemester 2026/27'], ['Sommersemester', 'Sommersemester'], ['WiSe 2026/27', 'WiSe 2026/27'], ['SS 2027', 'SS 2027'],
    ["semestre d'automne", "semestre d'automne"], ['primer cuatrimestre', 'primer cuatrimestre'], ['2e semestre', '2e semestre'], ['secondo semestre', 'secondo semestre'],
    ['jedes Semester', 'jedes Semester'], ['Every term', 'Every term'], ['cada cuatrimestre', 'cada cuatrimestre'],
    ['Automne 2026', 'Automne 2026'], ['Été 2027', 'Été 2027'], ["semestre d'été", "semestre d'été"], ['1er quadrimestre', '1er quadrimestre'],
    ['otoño 2026', 'otoño 2026'], ['II semestre', 'II semestre'], ['1.º semestre', '1.º semestre'], ['Primeiro semestre', 'Primeiro semestre'],
    ['2026年秋季学期', '2026年秋季学期'], ['秋季學期', '秋季學期'], ['2026-2027学年第一学期', '2026-2027学年第一学期'], ['下學期', '下學期'],
    ['2026학년도 1학기', '2026학년도 1학기'], ['여름학기', '여름학기'],
  ])('terms in other languages: %s', (text, value) => {
    expect(termShape(text)).toMatchObject({ field: 'term', value });
  });
  test('a line of terms and the weekly slots beside them is a term line, and not names', () => {
    expect(isTermLine('１Ｑ 火４(YJ21)・火５（ペア）')).toBe(true);
    expect(isTermLine('前期 集中')).toBe(true);
    expect(isTermLine('Fall 2026 MWF 10:00-10:50')).toBe(true);
    expect(isTermLine('後期の授業では統計を学ぶ')).toBe(false);
    expect(peopleShape('前期 集中')).toBeUndefined();
  });
  test('prose is not a term', () => {
    expect(termShape('Students register in the tutorial as well.')).toBeUndefined();
    expect(termShape('Register for the tutorial each semester.')).toBeUndefined();
    // A season's word needs its year, or a semester, to be a term: "estate" is Italian for summer and English too.
    expect(termShape('primavera')).toBeUndefined();
    expect(termShape('real estate 2026')).toBeUndefined();
    expect(termShape('Session 1: Introduction')).toBeUndefined();
  });

  test('person names: Western and Japanese, roles stripped; departments and titles are not names', () => {
    expect(peopleShape('Ada Lovelace, Carl D. Shelow')?.score).toBeCloseTo(0.8);
    expect(peopleShape('Elsie Suet Fong Chan (P)')?.score).toBeCloseTo(0.8);
    expect(peopleShape('中野　浩、山田 太郎')?.score).toBeCloseTo(0.8);
    expect(peopleShape('先端理工学部,数理・情報科学課程')).toBeUndefined();
    expect(peopleShape('ナカノ　ヒロシ')).toBeUndefined();
    expect(peopleShape('Lecture Schedule Type')).toBeUndefined();
  });

  test('names with letters beyond ASCII, particles, and chains of academic titles', () => {
    for (const names of ['Jürgen Müller', 'Prof. Dr.-Ing. Stefan Koch, Claudia Schneider', 'José María de la Cruz', 'Ludwig van Beethoven', 'Łukasz Nowak']) {
      expect(peopleShape(names)?.score).toBeCloseTo(0.8);
    }
    expect(peopleShape('introduction to algorithms')).toBeUndefined();
    // Titles are read as the stored names drop them, in any case and with titles of address.
    for (const names of ['PROF. DR. Anna Koch', 'Ms. Jane Doe', 'Mme Claire Dubois']) expect(peopleShape(names)?.score).toBeCloseTo(0.8);
    expect(peopleShape('Prof. Dr.')).toBeUndefined();
    // A title anywhere in a list lets names be read without a label.
    expect(unlabelledNames('Claudia Schneider, Prof. Dr. Stefan Koch')).toBe(true);
    expect(unlabelledNames('Organische Chemie')).toBe(false);
  });

  test('prerequisites name other courses or say what comes first', () => {
    expect(prerequisiteShape('Completion of LING 102 and LING 178')?.score).toBe(0.9);
    expect(prerequisiteShape('MATH 1342 Minimum Grade of D')?.score).toBe(0.9);
    expect(prerequisiteShape('Homework 40%, final 60%')).toBeUndefined();
  });

  test('Japanese prerequisites: course names listed as nouns, or words about taking courses first', () => {
    expect(prerequisiteShape('線形代数Ⅰ、線形代数Ⅱ')?.score).toBe(0.6);
    expect(prerequisiteShape('統計学入門および回帰分析演習')?.score).toBe(0.6);
    expect(prerequisiteShape('熱工学I,II')?.score).toBe(0.6);
    expect(prerequisiteShape('基礎化学Iを履修済みであること。')?.score).toBe(0.9);
    expect(prerequisiteShape('この授業の前に「情報処理」を履修しておくこと。')?.score).toBe(0.6);
    // Departments, and prose about the class itself, name no course.
    expect(prerequisiteShape('教養学部,国際文化学科')).toBeUndefined();
    expect(prerequisiteShape('毎回の講義の後に小テストを行う。')).toBeUndefined();
  });

  test('names with one-character family or given names', () => {
    expect(peopleShape('林 一')?.score).toBeCloseTo(0.8);
    expect(peopleShape('山田　太郎 佐藤　花子')?.score).toBeCloseTo(0.8);
  });

  test('a labelled value that cannot be its field fits 0', () => {
    expect(shapeFit('credits', 'variable')).toBe(0);
    expect(shapeFit('code', 'An introduction to everything that matters in computing')).toBe(0);
    expect(shapeFit('term', 'Fall 2026')).toBe(1);
    expect(shapeFit('description', 'Music Lab Fee')).toBe(0);
    expect(shapeFit('title', 'PS 103')).toBe(0);
    expect(shapeFit('title', 'Spring 2027')).toBe(0);
    expect(shapeFit('title', 'Cognition I')).toBeGreaterThan(0);
    expect(shapeFit('description', '計算機の仕組みを学ぶ。')).toBeGreaterThan(0);
  });
});
