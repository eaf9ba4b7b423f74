import { LinkFeatures, LinkOutcomes, outcomeFeatures, outcomeOf, rescaledValue } from '../../../src/learn/online/link-outcomes.ts';

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

  it('calls a page without links a dead end, a course page never', () => {
    expect(outcomeOf({ kind: 'other' }, { links: [] })).toEqual({ course: false, dead: true });
    expect(outcomeOf({ kind: 'course' }, { links: [] })).toEqual({ course: true, dead: false });
    expect(outcomeOf({ kind: 'listing' }, { links: [1] })).toEqual({ course: false, dead: false });
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
});
