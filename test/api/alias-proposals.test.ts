// Template learning end to end through GraphQL: a site whose labels no alias knows is extracted, the learner
// proposes aliases for its recurring labels, a labeler accepts them, and the next extraction scores higher.
import zlib from 'node:zlib';
import { startApi, type RunningApi } from '../../src/api/server.ts';
import { createToken } from '../../src/api/auth.ts';
import { extractPendingPages } from '../../src/extract/pages.ts';
import { describeEachDatabase } from '../support/database.ts';
import { gql } from '../support/graphql.ts';

const host = 'modules.unseen.test';
const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];
const gold = people.map((name, i) => ({
  code: `ABC${1001 + i}`,
  title: `Topic number ${i + 1}`,
  instructor: name,
  prerequisites: i ? `Completion of ABC${1000 + i}` : null,
}));

function page(c: (typeof gold)[number]): string {
  return `<html><body><h1>${c.code} ${c.title}</h1><table>
    <tr><th>Teaching staff</th><td>${c.instructor}</td></tr>
    ${c.prerequisites ? `<tr><th>Before you enrol</th><td>${c.prerequisites}</td></tr>` : ''}
    <tr><th>Study load</th><td>15 credits</td></tr></table>
    <p>This module covers the ideas of topic ${c.title} in depth, with weekly exercises, a project and an examination at the end.</p></body></html>`;
}

/** F1 over the instructors and prerequisites the site's courses hold. */
async function siteF1(db: () => { prisma: import('../../src/db/client.ts').Db }): Promise<number> {
  const rows = await db().prisma.course.findMany({ where: { sourceUrl: { startsWith: `http://${host}/` } } });
  let tp = 0; let fp = 0; let fn = 0;
  for (const g of gold) {
    const row = rows.find((r) => r.code === g.code);
    for (const [want, got] of [[g.instructor, row?.instructors.join(', ') || null], [g.prerequisites, row?.prerequisites ?? null]] as const) {
      if (want && got === want) tp++;
      else { if (want) fn++; if (got) fp++; }
    }
  }
  return (2 * tp) / Math.max(1, 2 * tp + fp + fn);
}

describeEachDatabase('field alias proposals through GraphQL', (db) => {
  let api: RunningApi;
  let labeler: string;
  beforeAll(async () => {
    api = await startApi(db(), 0, { allowAnonymousReads: true });
    labeler = await createToken(db().prisma, 'LABELER', 'labeler@test');
    for (const c of gold) {
      const url = `http://${host}/modules/${c.code}`;
      await db().prisma.page.create({ data: { url, finalUrl: url, status: 200, kind: 'COURSE', charset: 'utf-8', htmlGz: zlib.gzipSync(page(c)) } });
    }
  });
  afterAll(() => api?.stop());

  test('accepting the proposed aliases raises the site\'s F1 on the next extraction', async () => {
    await extractPendingPages(db().prisma);
    const before = await siteF1(db);

    const listed = await gql(api.url, `query($host: String) { fieldAliasProposals(host: $host) { id alias field evidence score examples status } }`, { host });
    expect(listed.errors).toBeUndefined();
    const proposals = listed.data!.fieldAliasProposals as { id: string; alias: string; field: string; evidence: number; examples: string[] }[];
    expect(proposals).toEqual(expect.arrayContaining([
      expect.objectContaining({ alias: 'teaching staff', field: 'instructors', evidence: gold.length }),
      expect.objectContaining({ alias: 'before you enrol', field: 'prerequisites' }),
    ]));
    expect(proposals.find((p) => p.alias === 'teaching staff')!.examples).toContain('Ada Lovelace');

    // Anonymous readers may look, but deciding needs a labeler.
    const anonymous = await gql(api.url, `mutation($id: ID!) { acceptFieldAlias(id: $id) { id } }`, { id: proposals[0]!.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const p of proposals.filter((x) => ['instructors', 'prerequisites'].includes(x.field))) {
      const r = await gql(api.url, `mutation($id: ID!) { acceptFieldAlias(id: $id) { status decidedBy } }`, { id: p.id }, labeler);
      expect(r.data?.acceptFieldAlias).toEqual({ status: 'ACCEPTED', decidedBy: 'labeler@test' });
    }
    const stale = await gql(api.url, `mutation { rejectFieldAlias(id: "999999") { id } }`, {}, labeler);
    expect(stale.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const again = await extractPendingPages(db().prisma);
    expect(again.pages).toBe(gold.length); // accepting queued the site's pages again
    const after = await siteF1(db);
    expect(after).toBe(1);
    expect(after).toBeGreaterThan(before);

    const course = await gql(api.url, `{ courses(first: 10) { edges { node { code confidence provenance { field confidence via } } } } }`);
    const nodes = (course.data!.courses as { edges: { node: { code: string; confidence: number; provenance: { field: string; confidence: number; via: string }[] } }[] }).edges.map((e) => e.node);
    const staff = nodes.find((n) => n.code === 'ABC1001')!;
    expect(staff.confidence).toBeGreaterThan(0.5);
    expect(staff.provenance.find((p) => p.field === 'instructors')).toMatchObject({ via: 'alias' });
  });
});
