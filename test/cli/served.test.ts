// While `coursegraph serve` holds the embedded database, other coursegraph commands and psql use it through
// the server's socket, and what they write shows in the API at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gql } from '../support/graphql.ts';
import { runCommand as run, startOneCourseSite, startServe } from '../support/served.ts';


const syllabus = '<html><head><title>Syllabus</title></head><body><table><tr><th>Course code</th><td>ZOO 210</td></tr>'
  + '<tr><th>Course title</th><td>Comparative zoology</td></tr><tr><th>Credits</th><td>3</td></tr>'
  + '<tr><th>Description</th><td>Animals compared across habitats.</td></tr></table></body></html>';

test('token create, extract --save, crawl and psql work while the server runs on the embedded database', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-served-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = { ...process.env, DATABASE_URL: '', COURSEGRAPH_DATA_DIR: dir, PORT: String(port), JOBS_ENABLED: 'false' };
  const site = await startOneCourseSite('<a href="/zoo">Zoology</a>', syllabus);
  const server = await startServe(env).catch((err) => { site.close(); throw err; });
  try {
    const url = `http://127.0.0.1:${port}/graphql`;
    const socketUrl = /embedded database served at (\S+)/.exec(server.output())![1]!;

    const token = await run(env, 'token', 'create', '--role', 'admin', '--name', 'served');
    expect(token.stderr).not.toContain('in use by process');
    expect(token.status).toBe(0);
    const secret = token.stdout.trim().split(/\s+/).at(-1)!;
    const added = await gql(url, `mutation { addInstitution(input: { name: "Served U", rootUrl: "${site.url}" }) { id } }`, undefined, secret);
    expect(added.errors).toBeUndefined();

    const file = path.join(dir, 'zoo.html');
    fs.writeFileSync(file, syllabus);
    const before = await gql(url, '{ courses(filter: { text: "zoology" }) { totalCount } }');
    expect(before.data!.courses.totalCount).toBe(0);
    const extract = await run(env, 'extract', file, '--save', '--report', path.join(dir, 'out.json'));
    expect(extract.status).toBe(0);
    const after = await gql(url, '{ courses(filter: { text: "zoology" }) { totalCount edges { node { code } } } }');
    expect(after.data!.courses).toEqual({ totalCount: 1, edges: [{ node: { code: 'ZOO 210' } }] });

    const crawl = await run(env, 'crawl', site.url, '--institution', String(added.data!.addInstitution.id),
      '--allow-private-network', '--max-pages', '3', '--strategy', 'bfs');
    expect(crawl.stderr).not.toContain('in use by process');
    expect(crawl.status).toBe(0);
    const runs = await gql(url, '{ crawlRuns { totalCount } }', undefined, secret);
    expect(runs.data!.crawlRuns.totalCount).toBe(1);

    const psql = spawnSync('psql', [socketUrl, '-At', '-c', 'SELECT count(*) FROM "Course"'], { encoding: 'utf8' });
    if (psql.error) expect((psql.error as NodeJS.ErrnoException).code).toBe('ENOENT'); // no psql on this machine
    else expect(psql.stdout.trim()).toBe('1');
  } finally {
    await server.stop();
    site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
