// On PostgreSQL, any number of coursegraph processes share one database: a serving `coursegraph serve`, two
// `extract --save` processes and a crawl run side by side (migrations hold their advisory lock only while they
// migrate), and what each writes shows in the API at once. Runs when TEST_DATABASE_URL names a server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { gql } from '../support/graphql.ts';
import { serverUrl, withSchema } from '../support/database.ts';
import { runCommand as run, startOneCourseSite, startServe } from '../support/served.ts';


const syllabus = (code: string, title: string) => '<html><head><title>Syllabus</title></head><body><table>'
  + `<tr><th>Course code</th><td>${code}</td></tr><tr><th>Course title</th><td>${title}</td></tr>`
  + '<tr><th>Credits</th><td>3</td></tr><tr><th>Description</th><td>Studied side by side.</td></tr></table></body></html>';

(serverUrl ? test : test.skip)('a server, two extract processes and a crawl share one PostgreSQL database', async () => {
  const schema = `served_${crypto.randomBytes(5).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-served-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = { ...process.env, DATABASE_URL: withSchema(serverUrl!, schema), PORT: String(port), JOBS_ENABLED: 'false' };
  const site = await startOneCourseSite('<a href="/bot">Botany</a>', syllabus('BOT 120', 'Field botany'));
  const siteUrl = site.url;
  const server = await startServe(env).catch((err) => { site.close(); throw err; });
  try {
    const url = `http://127.0.0.1:${port}/graphql`;
    const token = await run(env, 'token', 'create', '--role', 'admin', '--name', 'side-by-side');
    expect(token.status).toBe(0);
    const secret = token.stdout.trim().split(/\s+/).at(-1)!;
    const added = await gql(url, `mutation { addInstitution(input: { name: "Side U", rootUrl: "${siteUrl}" }) { id } }`, undefined, secret);
    expect(added.errors).toBeUndefined();

    const files = ['ANT 101|Physical anthropology', 'GEO 230|Glacial geology'].map((line, i) => {
      const [code, title] = line.split('|') as [string, string];
      const file = path.join(dir, `course-${i}.html`);
      fs.writeFileSync(file, syllabus(code, title));
      return file;
    });
    // All three at once, while the server holds its own connections.
    const [first, second, crawl] = await Promise.all([
      run(env, 'extract', files[0]!, '--save'),
      run(env, 'extract', files[1]!, '--save'),
      run(env, 'crawl', siteUrl, '--institution', String(added.data!.addInstitution.id), '--allow-private-network', '--max-pages', '3', '--strategy', 'bfs'),
    ]);
    for (const done of [first, second, crawl]) {
      expect(done.stderr).not.toMatch(/advisory lock|in use by process/);
      expect(done.status).toBe(0);
    }
    const courses = await gql(url, '{ courses(filter: { text: "anthropology" }) { totalCount } glacial: courses(filter: { text: "glacial" }) { totalCount } }');
    expect(courses.errors).toBeUndefined();
    expect([courses.data!.courses.totalCount, courses.data!.glacial.totalCount]).toEqual([1, 1]);
    const runs = await gql(url, '{ crawlRuns { edges { node { status pagesFetched } } } }', undefined, secret);
    expect(runs.data!.crawlRuns.edges).toEqual([{ node: { status: 'SUCCEEDED', pagesFetched: 2 } }]);
  } finally {
    await server.stop();
    site.close();
    fs.rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
}, 400_000);
