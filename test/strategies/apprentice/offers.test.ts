import { betterOffer, mergeOffers, type Weigh } from '../../../src/strategies/apprentice/offers.ts';
import type { ApprenticeLinkState } from '../../../src/strategies/apprentice/links.ts';
import { seedContext, type QueuedLink } from '../../../src/strategies/strategy.ts';

/** The link to /t.html as page `on` queued it, with prior `q`. */
const queued = (on: string, q: number, extra: Partial<ApprenticeLinkState> = {}): QueuedLink => ({
  url: 'http://u.test/t.html', priority: q, depth: 1,
  context: { ...seedContext(), path: [{ url: on, kind: 'other', relevance: 0 }], state: { f: [`from:${on}`], q, ...extra } as never },
});
const stateOf = (x: unknown) => (x as { state: ApprenticeLinkState }).state;
/** An offer weighs what the table says of the page it was made on, else its prior. */
const weighBy = (now: Record<string, number>): Weigh => (offer, link, q = offer.q) => now[offer.u ?? link.context.path.at(-1)!.url] ?? q;

describe("a link's offers from several pages", () => {
  test('the higher offer holds the link, the other is kept beside it with the page it was made on', () => {
    const held = queued('http://u.test/a', 0.3);
    const merged = mergeOffers(held, queued('http://u.test/b', 0.6), weighBy({}))!;
    expect(merged).toMatchObject({ priority: 0.6 });
    expect(stateOf(merged).f).toEqual(['from:http://u.test/b']);
    expect(stateOf(merged).a!.map((o) => [o.u, o.f])).toEqual([['http://u.test/a', ['from:http://u.test/a']]]);
  });

  test('a weaker offer is kept beside the held one; offered again by the same page, nothing is written', () => {
    const held = queued('http://u.test/a', 0.6);
    const merged = mergeOffers(held, queued('http://u.test/b', 0.3), weighBy({}))!;
    expect(merged).toMatchObject({ priority: 0.6 });
    const kept: QueuedLink = { ...held, context: { ...held.context, state: stateOf(merged) as never } };
    expect(mergeOffers(kept, queued('http://u.test/b', 0.3), weighBy({}))).toBeUndefined();
  });

  test('at most two others are kept, the best by what they weigh now, one per page', () => {
    let link = queued('http://u.test/a', 0.9);
    const now = { 'http://u.test/b': 0.2, 'http://u.test/c': 0.5, 'http://u.test/d': 0.4 };
    for (const [page, q] of [['http://u.test/b', 0.2], ['http://u.test/c', 0.5], ['http://u.test/d', 0.4], ['http://u.test/c', 0.5]] as const) {
      const merged = mergeOffers(link, queued(page, q), weighBy(now));
      if (merged) link = { ...link, context: { ...link.context, state: stateOf(merged) as never } };
    }
    expect(stateOf(link.context).a!.map((o) => o.u)).toEqual(['http://u.test/c', 'http://u.test/d']);
  });

  test('a directory of people stays one whichever offer holds the link', () => {
    const merged = mergeOffers(queued('http://u.test/', 0.3, { p: 'd' }), queued('http://u.test/deep/page', 0.5), weighBy({}))!;
    expect(stateOf(merged).p).toBe('d');
  });

  test('demoted offers are not merged', () => {
    expect(mergeOffers(queued('http://u.test/a', -0.9), queued('http://u.test/b', 0.6), weighBy({}))).toBeUndefined();
  });

  test('at rescoring, a kept offer that now weighs more takes the place, and the held one is kept beside it', () => {
    const held = queued('http://u.test/a', 0.3, { a: [{ f: ['from:http://u.test/b'], q: 0.2, u: 'http://u.test/b', j: 'listing' }] });
    const info = stateOf(held.context);
    expect(betterOffer(info, held, 0.3, undefined, 0.3, weighBy({ 'http://u.test/b': 0.25 }))).toBeUndefined();
    const better = betterOffer(info, held, 0.3, undefined, 0.3, weighBy({ 'http://u.test/b': 0.7 }))!;
    expect(better).toMatchObject({ priority: 0.7 });
    expect(stateOf(better)).toMatchObject({ u: 'http://u.test/b', j: 'listing', f: ['from:http://u.test/b'] });
    expect(stateOf(better).a!.map((o) => [o.u, o.q])).toEqual([['http://u.test/a', 0.3]]);
  });
});
