import { bigWay, WayCredit } from '../../../src/strategies/apprentice/ways.ts';
import { SiteKnowledge } from '../../../src/strategies/apprentice/site-knowledge.ts';
import { LinkLearner } from '../../../src/strategies/apprentice/link-learner.ts';
import { patternOf, wideSlotOf } from '../../../src/strategies/apprentice/addresses.ts';
import { linkSignals } from '../../../src/features/link-signals.ts';
import { seedContext, type LinkContext } from '../../../src/strategies/strategy.ts';
import { parseHtml } from '../../../src/parse/html.ts';

const u = (path: string) => `http://u.test${path}`;
/** The site's knowledge and hub credit over it, as the apprentice wires them. */
const setup = () => {
  const site = new SiteKnowledge({ coBoost: 0.5, deadLinks: true, people: true });
  const ways = new WayCredit(site, new LinkLearner({ batchPages: 1, priorStrength: 20, maxEvidence: 4 }), (l, page) => linkSignals(l, page));
  return { site, ways };
};

describe('hub credit', () => {
  test("a way that led to many pages counts twice for its place: its next sibling rises before a second way is found", () => {
    const site = new SiteKnowledge({ coBoost: 0.5, deadLinks: true, people: true });
    const ways = new WayCredit(site, new LinkLearner({ batchPages: 1, priorStrength: 20, maxEvidence: 4 }), (l, page) => linkSignals(l, page));
    const hub = u('/odf/programme.asp?diplome=14417&parcours=1');
    const sibling = u('/odf/programme.asp?diplome=14417&parcours=2');
    // The programme's page was fetched (its pattern counts it), then its courses were found through it one by one.
    site.yieldOf(site.patterns, patternOf(hub)).fetched++;
    const link: LinkContext = { ...seedContext(), path: [{ url: u('/'), kind: 'other', relevance: 0 }, { url: u('/odf/formation.asp?id=14417'), kind: 'other', relevance: 0 }, { url: hub, kind: 'listing', relevance: 0.3 }] };
    const info = { f: ['0:stage'], q: 0.5, h: ['0:programm'], g: `${u('/odf/formation.asp?id=14417')}#3` };
    site.yieldOf(site.regions, info.g).fetched++;
    const found = (n: number) => { for (let i = 0; i < n; i++) ways.creditHub(info, link, { url: hub, kind: 'listing' }); };
    found(bigWay - 1);
    expect(site.boost(sibling, undefined)).toBe(0);
    found(1);
    expect(site.boost(sibling, undefined)).toBe(0.5);
    // Its list (the tab bar it was linked from) is counted once only.
    expect(site.regions.get(info.g)?.hits).toBe(1);
    // A page that led to a few stays one way.
    const few = u('/odf/programme.asp?diplome=5834&parcours=1');
    const other = new SiteKnowledge({ coBoost: 0.5, deadLinks: true, people: true });
    const otherWays = new WayCredit(other, new LinkLearner({ batchPages: 1, priorStrength: 20, maxEvidence: 4 }), (l, page) => linkSignals(l, page));
    other.yieldOf(other.patterns, patternOf(few)).fetched++;
    for (let i = 0; i < bigWay - 1; i++) otherWays.creditHub(info, link, { url: few, kind: 'listing' });
    expect(other.boost(u('/odf/programme.asp?diplome=5834&parcours=2'), undefined)).toBe(0);
  });
});

describe('a wide slot', () => {
  test('counts the pages above a way (a degree above its programme), not the way itself (a tab beside the others)', () => {
    const { site, ways } = setup();
    const degree = u('/catalogue/licence/sciences/licence-chimie-B8Z6M4NE.html');
    const programme = u('/catalogue/licence/sciences/licence-chimie-B8Z6M4NE/programme.html');
    const link: LinkContext = { ...seedContext(), path: [{ url: u('/'), kind: 'other', relevance: 0 }, { url: u('/catalogue/recherche.html'), kind: 'other', relevance: 0 }, { url: degree, kind: 'other', relevance: 0 }, { url: programme, kind: 'listing', relevance: 0.4 }] };
    // Both pages were fetched (a place's hits are bounded by its pages fetched).
    site.yieldOf(site.patterns, wideSlotOf(degree)).fetched++;
    site.yieldOf(site.patterns, wideSlotOf(programme)).fetched++;
    ways.creditHub({ f: ['0:chim101'], q: 0.5, h: ['0:programm'], h2: ['0:licenc'] }, link, { url: programme, kind: 'listing' });
    expect(site.credited.has(degree)).toBe(true);
    expect(site.patterns.get(wideSlotOf(degree))?.hits).toBe(1);
    expect(site.patterns.get(wideSlotOf(programme))?.hits).toBe(0);
  });
});

describe('a page that links a way', () => {
  const page = (url: string, hrefs: string[]) => parseHtml(`<html><body><main><ul>${hrefs.map((h) => `<li><a href="${h}">${h}</a></li>`).join('')}</ul></main></body></html>`, url);

  test('is a way when the way lies below it or elsewhere, not when it is a sibling folder (a programme\'s tabs as folders)', () => {
    const tabs = setup();
    tabs.site.credited.add(u('/fr/master-geo/organisation/'));
    const contacts = page(u('/fr/master-geo/contacts/'), ['/fr/master-geo/organisation/', '/fr/master-geo/admission/']);
    tabs.ways.creditList(contacts, contacts.links, [u('/'), contacts.url], ['0:contact'], undefined);
    expect(tabs.site.credited.has(contacts.url)).toBe(false);
    const degree = setup();
    degree.site.credited.add(u('/grados/quimica/plan-estudios'));
    const grado = page(u('/grados/quimica.html'), ['/grados/quimica/plan-estudios', '/grados/quimica/salidas']);
    degree.ways.creditList(grado, grado.links, [u('/'), grado.url], ['0:quimica'], undefined);
    expect(degree.site.credited.has(grado.url)).toBe(true);
  });
});
