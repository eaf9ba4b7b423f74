import { creditHub, LinkFeatures, LinkOutcomes, loadOutcomeSnapshot, outcomeFeatures, outcomeOf, rescaledValue } from '../../src/strategies/link-outcomes.ts';
import { seedContext } from '../../src/strategies/strategy.ts';

const prior = { course: 0.3, dead: 0.2 };
const site = 'http://www.cs.example.edu';
const hw = (n: number, course: string) => outcomeFeatures({ url: `${site}/~prof/${course}/hw${n}.ps`, anchorText: `Homework ${n}` }, `${site}/~prof/${course}/`);
const listed = (code: number) => outcomeFeatures({ url: `${site}/~cs${code}-1/cs${code}.html`, anchorText: `CS ${code} Section 1` }, `${site}/directories/classes.html`);

describe('link outcomes learned on the site being crawled', () => {
  it('leaves the model alone before any evidence', () => {
    expect(new LinkOutcomes().adjust(hw(1, 'cs105'), prior)).toEqual(prior);
  });

  it('learns that links like the ones that 404ed lead nowhere, on other pages too', () => {
    const m = new LinkOutcomes();
    for (let n = 1; n <= 6; n++) m.observe(hw(n, 'cs105'), prior, { course: false, dead: true });
    const elsewhere = m.adjust(hw(2, 'cs372'), prior);
    expect(elsewhere.dead).toBeGreaterThan(0.8);
    expect(elsewhere.course).toBeLessThan(prior.course);
    // A course link of a listing shares little with homework files: it moves far less.
    expect(m.adjust(listed(537), prior).dead).toBeLessThan(elsewhere.dead);
  });

  it('raises the siblings of links that led to course pages (same page, same URL shape)', () => {
    const m = new LinkOutcomes();
    for (const code of [302, 310, 367]) m.observe(listed(code), prior, { course: true, dead: false });
    m.observe(hw(1, 'cs105'), prior, { course: false, dead: false });
    expect(m.adjust(listed(564), prior).course).toBeGreaterThan(0.8);
    expect(m.adjust(hw(3, 'cs105'), prior).course).toBeLessThan(m.adjust(listed(564), prior).course);
  });

  it('goes on exactly where it was after a snapshot', () => {
    const m = new LinkOutcomes();
    for (let n = 1; n <= 4; n++) m.observe(hw(n, 'cs105'), prior, { course: false, dead: true });
    m.observe(listed(302), prior, { course: true, dead: false });
    const restored = LinkOutcomes.load(JSON.parse(JSON.stringify(m.toJSON())));
    for (const x of [m, restored]) x.observe(listed(310), prior, { course: true, dead: false });
    for (const f of [hw(7, 'cs372'), listed(564), listed(999)]) expect(restored.adjust(f, prior)).toEqual(m.adjust(f, prior));
  });

  it('reads a queued link from its frontier context, as the page it was found on', () => {
    const features = new LinkFeatures();
    const from = { url: `${site}/~prof/cs105/`, relevance: 1, kind: 'course' as const };
    const queued = features.of(`${site}/~prof/cs105/hw1.ps`, { path: [from], anchorText: 'Homework 1', dom: { before: [], after: [], ancestors: [] }, position: 0 });
    expect(queued).toEqual(hw(1, 'cs105'));
  });

  it('calls a page without links a dead end and no hub, a course page never, and a page listing courses by link a hub', () => {
    expect(outcomeOf({ kind: 'other' }, { links: [] })).toEqual({ course: false, dead: true, hub: false });
    expect(outcomeOf({ kind: 'course', courseLinks: 3 }, { links: [] })).toEqual({ course: true, dead: false });
    // A page of other things may still turn out to lead to a course page: not yet known.
    expect(outcomeOf({ kind: 'other', courseLinks: 0 }, { links: [1] })).toEqual({ course: false, dead: false });
    expect(outcomeOf({ kind: 'listing' }, { links: [1] })).toEqual({ course: false, dead: false, hub: true });
    expect(outcomeOf({ kind: 'other', courseLinks: 2 }, { links: [1, 2] })).toEqual({ course: false, dead: false, hub: true });
  });
});

describe('the hub outcome', () => {
  const withHub = { course: 0.05, dead: 0.6, hub: 0.05 };
  const person = (name: string) => outcomeFeatures({ url: `${site}/people/${name}/`, anchorText: `Prof. ${name}` }, `${site}/people/`);
  const news = (n: number) => outcomeFeatures({ url: `${site}/news/${n}.html`, anchorText: `News item ${n}` }, `${site}/news/`);

  it('is left alone for a learner without a hub state, and learned where there is one', () => {
    const m = new LinkOutcomes();
    m.observe(person('ada'), withHub, { course: false, dead: false, hub: true });
    expect(m.adjust(person('bo'), { course: 0.05, dead: 0.6 })).not.toHaveProperty('hub');
    expect(m.adjust(person('bo'), withHub).hub).toBeGreaterThan(withHub.hub);
  });

  it('credits the link to a page below which a course page was found, once per page, and raises the links like it', () => {
    const m = new LinkOutcomes();
    for (let n = 1; n <= 4; n++) m.observe(news(n), withHub, { course: false, dead: true, hub: false });
    const credited = new Set<string>();
    const trail = { f: person('ada'), p: withHub.hub };
    const found = (kind: 'other' | 'listing' | 'course') => ({ ...seedContext(), path: [{ url: `${site}/people/ada/`, relevance: 0.2, kind }] });
    // Found on a course page or a listing: no credit (a listing was taught as a hub when it was fetched).
    creditHub(m, credited, found('course'), trail);
    creditHub(m, credited, found('listing'), trail);
    expect(m.adjust(person('bo'), withHub).hub).toBeLessThan(withHub.hub);
    creditHub(m, credited, found('other'), trail);
    const once = m.adjust(person('bo'), withHub).hub!;
    creditHub(m, credited, found('other'), trail);
    expect(m.adjust(person('bo'), withHub).hub).toBe(once);
    expect(once).toBeGreaterThan(m.adjust(news(7), withHub).hub!);
    expect([...credited]).toEqual([`${site}/people/ada/`]);
  });

  it('keeps the three probabilities within one', () => {
    const m = new LinkOutcomes();
    for (let n = 0; n < 30; n++) m.observe(person('ada'), { course: 0.5, dead: 0.4, hub: 0.5 }, { course: true, dead: true, hub: true });
    const a = m.adjust(person('ada'), { course: 0.5, dead: 0.4, hub: 0.5 });
    expect(a.course + a.dead + a.hub!).toBeCloseTo(1, 10);
  });

  it('reads snapshots with the credited pages, and the bare outcome models of older snapshots', () => {
    const m = new LinkOutcomes();
    m.observe(person('ada'), withHub, { course: false, dead: false, hub: true });
    const now = loadOutcomeSnapshot(JSON.parse(JSON.stringify({ outcomes: m.toJSON(), credited: [`${site}/people/ada/`] })));
    expect(now.outcomes.adjust(person('bo'), withHub)).toEqual(m.adjust(person('bo'), withHub));
    expect([...now.credited]).toEqual([`${site}/people/ada/`]);
    const { hub: _hub, ...older } = m.toJSON();
    const old = loadOutcomeSnapshot(JSON.parse(JSON.stringify(older)));
    expect(old.credited.size).toBe(0);
    expect(old.outcomes.adjust(person('bo'), withHub).course).toBe(m.adjust(person('bo'), withHub).course);
    expect(old.outcomes.adjust(person('bo'), withHub).hub).toBeLessThan(m.adjust(person('bo'), withHub).hub!);
  });
});

describe('outcome journals', () => {
  const site = 'http://u.test';
  const withHub = { course: 0.05, dead: 0.6, hub: 0.05 };
  const link = (n: number) => outcomeFeatures({ url: `${site}/p/${n}.html`, anchorText: `Page ${n % 7}` }, `${site}/list${n % 3}/`);
  it('a snapshot and the journal entries after it load the models the crawl holds; an entry holds only what changed', () => {
    const m = new LinkOutcomes();
    for (let n = 0; n < 20; n++) m.observe(link(n), withHub, { course: n % 4 === 0, dead: n % 5 === 0, hub: n % 6 === 0 });
    const snapshot = JSON.parse(JSON.stringify({ outcomes: m.toJSON(), credited: [] }));
    const entries = [];
    for (let n = 20; n < 60; n++) {
      m.observe(link(n), withHub, { course: n % 4 === 0, dead: n % 5 === 0, hub: n % 6 === 0 });
      if (n % 9 === 0) entries.push(JSON.parse(JSON.stringify({ outcomes: m.journal(), credited: n === 27 ? [`${site}/list0/`] : [] })));
    }
    entries.push(JSON.parse(JSON.stringify({ outcomes: m.journal(), credited: [] })));
    const back = loadOutcomeSnapshot(snapshot, entries);
    expect(back.outcomes.toJSON()).toEqual(m.toJSON());
    expect([...back.credited]).toEqual([`${site}/list0/`]);
    m.observe(link(3), withHub, { course: true, dead: false });
    const one = m.journal();
    expect(one.course.length).toBeLessThan(m.toJSON().course.length);
    expect(one.observed).toBe(61);
  });
});

describe('rescaledValue', () => {
  const values = [1, 0.6, 0.3, 0];
  const p = [0.2, 0.3, 0.1, 0.4];
  it('gives the model expectation back when the outcome probabilities are unchanged', () => {
    expect(rescaledValue(p, values, 0, 3, { course: 0.2, dead: 0.4 })).toBeCloseTo(0.2 + 0.18 + 0.03, 10);
  });
  it('moves with the corrected probabilities, the other states keeping their shares', () => {
    expect(rescaledValue(p, values, 0, 3, { course: 0, dead: 1 })).toBe(0);
    expect(rescaledValue(p, values, 0, 3, { course: 0, dead: 0 })).toBeCloseTo((0.18 + 0.03) / 0.4, 10);
    expect(rescaledValue([0.5, 0, 0, 0.5], values, 0, 3, { course: 0, dead: 0 })).toBeCloseTo(0.45, 10);
  });
  it('replaces the mass of the hub state too when given one', () => {
    expect(rescaledValue(p, values, 0, 3, { course: 0.2, dead: 0.4, hub: 0.3 }, 1)).toBeCloseTo(0.2 + 0.18 + 0.03, 10);
    expect(rescaledValue(p, values, 0, 3, { course: 0, dead: 0, hub: 1 }, 1)).toBeCloseTo(0.6, 10);
    expect(rescaledValue(p, values, 0, 3, { course: 0, dead: 0, hub: 0 }, 1)).toBeCloseTo(0.3, 10);
    // Without a hub index the hub probability is ignored.
    expect(rescaledValue(p, values, 0, 3, { course: 0.2, dead: 0.4, hub: 1 })).toBeCloseTo(0.2 + 0.18 + 0.03, 10);
  });
});
