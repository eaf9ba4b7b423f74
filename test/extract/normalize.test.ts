import { courseCodesIn, parseCredits, splitPeople } from '../../src/extract/normalize.ts';

describe('normalisers', () => {
  test.each([
    ['3 credit hours', 3, 'credit hours'], ['15 credits (7.5 ECTS)', 15, 'credits'], ['2単位', 2, '単位'], ['３単位', 3, '単位'],
    ['3 cr.', 3, 'credits'], ['4 units', 4, 'units'], ['7.5 ECTS', 7.5, 'ECTS'], ['Credits: 1-4', 1, 'credits'],
    ['7,5 ECTS', 7.5, 'ECTS'], ['5 LP', 5, 'ECTS'], ['Leistungspunkte: 6', 6, 'ECTS'], ['6 créditos', 6, 'credits'],
  ])('credits %s -> %d %s', (raw, value, unit) => {
    expect(parseCredits(raw)).toMatchObject({ value, unit });
  });

  test('credits without a number are not credits', () => {
    expect(parseCredits('variable')).toBeUndefined();
  });

  test('instructor lists split on commas, "and", Japanese commas; titles dropped', () => {
    expect(splitPeople('Ada Lovelace, Alan Turing and Prof. Grace Hopper')).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(splitPeople('山田 太郎、佐藤 花子')).toEqual(['山田 太郎', '佐藤 花子']);
    // However many titles stand before a name, the schema keeps the name.
    expect(splitPeople('Prof. Dr.-Ing. Stefan Koch, Priv.-Doz. Dr. Anna Weber')).toEqual(['Stefan Koch', 'Anna Weber']);
    expect(splitPeople('Ms. Jane Doe and Mme Claire Dubois')).toEqual(['Jane Doe', 'Claire Dubois']);
  });

  test('titles in the Romance languages before a name, ranks in Chinese and Korean after it, and a role in brackets are dropped', () => {
    expect(splitPeople('Dra. Lucía Fernández Ortega, Mtra. Alejandra Ramírez Soto')).toEqual(['Lucía Fernández Ortega', 'Alejandra Ramírez Soto']);
    expect(splitPeople('Lic. Martín Sosa, Ing. Valeria Gómez')).toEqual(['Martín Sosa', 'Valeria Gómez']);
    expect(splitPeople('Prof.ssa Chiara Esposito, Dott. Andrea Greco, Prof.ª Ana Rita Figueiredo, Pr Paul Martin')).toEqual(['Chiara Esposito', 'Andrea Greco', 'Ana Rita Figueiredo', 'Paul Martin']);
    expect(splitPeople('李明 副教授、张晓燕 讲师')).toEqual(['李明', '张晓燕']);
    expect(splitPeople('이지은 교수')).toEqual(['이지은']);
    expect(splitPeople('Jean-Baptiste Moreau (maître de conférences)')).toEqual(['Jean-Baptiste Moreau']);
    // Portuguese titles, and a role after a comma in small letters (a name in Latin letters has a capital).
    expect(splitPeople('Professora Doutora Inês Carvalho, Doutor Rui Matos')).toEqual(['Inês Carvalho', 'Rui Matos']);
    expect(splitPeople('Giulia Ferri, ricercatrice')).toEqual(['Giulia Ferri']);
    expect(splitPeople('Ana Ruiz, profesora titular, Tomás Vidal')).toEqual(['Ana Ruiz', 'Tomás Vidal']);
    // A name that happens to begin like a title stays whole.
    expect(splitPeople('Ingrid Lind, Prosper Mérimée')).toEqual(['Ingrid Lind', 'Prosper Mérimée']);
  });

  test('Japanese names listed with nothing but space between them pair up as family and given name', () => {
    expect(splitPeople('山田　太郎 佐藤　花子 林　一')).toEqual(['山田 太郎', '佐藤 花子', '林 一']);
    expect(splitPeople('山田 太郎')).toEqual(['山田 太郎']);
    // Three words, or a run whose family names are not kanji, are left as they are.
    expect(splitPeople('山田 太郎 佐藤')).toEqual(['山田 太郎 佐藤']);
    expect(splitPeople('ヤマダ タロウ サトウ ハナコ')).toEqual(['ヤマダ タロウ サトウ ハナコ']);
  });

  test('course codes in several conventions', () => {
    expect(courseCodesIn('CSE 115 and MATH 141 or ECON-2010; COMP1021, INF0123を履修済み')).toEqual(['CSE 115', 'MATH 141', 'ECON-2010', 'COMP1021', 'INF0123']);
    // A sentence's other letters before numbers are not codes.
    expect(courseCodesIn('COVID 19 rules apply; see Figure 12 and room B 2045')).toEqual([]);
  });
});
