import { charGrams, hrefTerms, textTerms, unigrams } from '../../src/features/terms.ts';
import { TfidfVectorizer } from '../../src/features/tfidf.ts';
import { Lsa } from '../../src/features/lsa.ts';
import { linkTerms, pageTerms, PageVectors } from '../../src/features/page-vectors.ts';
import { parseHtml } from '../../src/parse/html.ts';

describe('terms', () => {
  test('stop words go, words are stemmed, numbers get a shape, bigrams are added', () => {
    expect(unigrams('The Introduction to Programming, CSE101 (2026)')).toEqual(['introduct', 'program', 'cse', '#3', '101', '#year', '2026']);
    expect(textTerms('course catalog')).toEqual(['cours', 'catalog', 'cours catalog']);
  });

  test('character 4-grams of Latin words carry what spellings share', () => {
    const us = new Set(charGrams('Course catalog'));
    const uk = charGrams('Module catalogue');
    expect(uk.filter((g) => us.has(g))).toEqual(['~_cat', '~cata', '~atal', '~talo', '~alog']);
    expect(charGrams('情報 ab')).toEqual([]); // CJK has its bigrams; words under three letters say little
  });

  test('Japanese runs become character bigrams', () => {
    expect(unigrams('情報科学 シラバス')).toEqual(['情報', '報科', '科学', 'シラ', 'ラバ', 'バス']);
  });

  test('hrefs are segmented; IP hosts and www say nothing', () => {
    expect(hrefTerms('http://127.0.0.1:8080/catalog/courseDetail?code=CSE101')).toEqual(expect.arrayContaining(['catalog', 'cours', 'detail', 'cse', '#3']));
    expect(hrefTerms('https://catalog.example.edu/x')).toContain('catalog');
    expect(hrefTerms('https://www.example.edu/x')).not.toContain('www');
    expect(hrefTerms('not a url')).toEqual(textTerms('not a url')); // not a URL: read as text
  });
});

describe('TF-IDF and LSA', () => {
  const docs = [['a', 'b', 'x'], ['a', 'c', 'x'], ['b', 'c', 'x'], ['d', 'x'], ['a', 'b', 'x']];

  test('the vocabulary drops terms in too few or too many documents; vectors are unit length', () => {
    const v = TfidfVectorizer.fit(docs, { maxTerms: 10, minDf: 2, maxDfShare: 0.8 });
    expect([...v.terms].sort()).toEqual(['a', 'b', 'c']); // d is in one document, x in all
    const dense = v.dense(['a', 'a', 'b', 'zzz']);
    expect(Math.hypot(...dense)).toBeCloseTo(1, 9);
    expect(dense[v.terms.indexOf('a')]!).toBeGreaterThan(dense[v.terms.indexOf('b')]!);
    expect(TfidfVectorizer.load(JSON.parse(JSON.stringify(v.toJSON()))).dense(['a', 'b'])).toEqual(v.dense(['a', 'b']).map((x) => expect.closeTo(x, 5)));
  });

  test('LSA finds the directions of a rank-2 matrix and projects onto them', () => {
    // Two topics over six terms; documents mix them.
    const topics = [[1, 1, 1, 0, 0, 0], [0, 0, 0, 1, 1, 0.5]];
    const docs2 = Array.from({ length: 30 }, (_, i) => {
      const w = [(i % 5) + 1, (i % 3)];
      const dense = topics[0]!.map((t, k) => w[0]! * t + w[1]! * topics[1]![k]!);
      const indices = dense.flatMap((x, k) => (x ? [k] : []));
      return { indices, values: indices.map((k) => dense[k]!) };
    });
    const lsa = Lsa.fit(docs2, 6, 4);
    expect(lsa.dimensions).toBe(2); // rank 2: the zero directions are dropped
    // The projection preserves each document's length (it lies in the span of the components).
    for (const d of docs2.slice(0, 5)) {
      const p = lsa.transform(d);
      expect(Math.hypot(...p)).toBeCloseTo(Math.hypot(...d.values), 6);
    }
    const loaded = Lsa.load(JSON.parse(JSON.stringify(lsa.toJSON())));
    expect(loaded.transform(docs2[3]!)[0]).toBeCloseTo(lsa.transform(docs2[3]!)[0]!, 3);
  });

  test('page and link vectors have fixed lengths whatever the page', () => {
    const pages = [
      parseHtml('<title>Course catalog</title><body><p>Courses by department</p><a href="/cse">Computer Science</a></body>', 'http://u.test/catalog'),
      parseHtml('<title>CSE 101 Programming</title><body><p>Credits: 3. Instructor: Smith</p><a href="/catalog">Back</a></body>', 'http://u.test/cse/101'),
      parseHtml('<title>News</title><body><p>Campus news</p><a href="/news/1">Story</a></body>', 'http://u.test/news'),
      parseHtml('<title>Course catalog 2</title><body><p>Courses by department</p><a href="/me">Mechanical</a></body>', 'http://u.test/catalog2'),
    ];
    const vectors = PageVectors.fit(pages.map(pageTerms), pages.flatMap((p) => p.links.map(linkTerms)), { bodyTerms: 50, lsaDimensions: 3, titleTerms: 10, anchorTerms: 10, hrefTerms: 10, linkAnchorTerms: 10, linkCharGrams: 10 });
    const broken = parseHtml('<p>unclosed <a href="/x">x', 'http://u.test/');
    expect(vectors.page(pageTerms(broken))).toHaveLength(vectors.pageDimensions);
    expect(vectors.link(linkTerms({ url: 'http://u.test/zz', anchorText: '' }))).toHaveLength(vectors.linkDimensions);
    const again = PageVectors.load(JSON.parse(JSON.stringify(vectors.toJSON())));
    expect(again.page(pageTerms(pages[1]!))).toEqual(vectors.page(pageTerms(pages[1]!)).map((x) => expect.closeTo(x, 3)));
  });
});
