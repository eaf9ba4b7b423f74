// Syllabi published only as PDF or Word documents are crawled, judged and extracted like HTML ones; a PDF nothing
// can read is recorded with its error and the crawl goes on. Real HTTP on 127.0.0.1, the real database.
import http from 'node:http';
import zlib from 'node:zlib';
import { runCrawl } from '../../src/crawl/run.ts';
import { extractPendingPages } from '../../src/extract/pages.ts';
import { writePdf } from '../../sitefarm/pdf.ts';
import { writeDocx } from '../../sitefarm/docx.ts';
import { describeEachDatabase } from '../support/database.ts';

const syllabusDoc = (code: string, title: string, teacher: string) => ({
  title: `${code} ${title}`,
  pages: [[
    { cells: `${code} ${title}`, size: 16 },
    { cells: ['Instructor', teacher] },
    { cells: ['Credits', '4'] },
    { cells: 'Course description', size: 10 },
    { cells: `${title}: lectures, problem sets and a final project on the subject's main methods.` },
  ]],
});
const syllabus = (code: string, title: string, teacher: string) => writePdf(syllabusDoc(code, title, teacher));

async function documentSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const files: Record<string, { type: string; body: Buffer | string }> = {
    '/': { type: 'text/html', body: '<html><body><h1>Syllabi</h1><ul><li><a href="/s/MATH210.pdf">MATH 210</a></li><li><a href="/s/PHYS150">PHYS 150</a></li><li><a href="/s/broken.pdf">CHEM 101</a></li><li><a href="/s/BIO300.pdf">BIO 300</a></li><li><a href="/s/ENG250.docx">ENG 250</a></li></ul></body></html>' },
    '/s/MATH210.pdf': { type: 'application/pdf', body: syllabus('MATH 210', 'Linear Algebra', 'Ada Lovelace') },
    // A server that names the type wrongly: the first bytes say PDF.
    '/s/PHYS150': { type: 'application/octet-stream', body: syllabus('PHYS 150', 'Classical Mechanics', 'Isaac Newton') },
    '/s/broken.pdf': { type: 'application/pdf', body: '%PDF-1.4 this is where the document should have been' },
    // Heavier than a page may be (5 MB), as handbooks with their figures are: a PDF may be four times that.
    // A Word syllabus that the server calls a stream of bytes.
    '/s/ENG250.docx': { type: 'application/octet-stream', body: await writeDocx([{ heading: 'ENG 250 Shakespeare' }, { table: [['Instructor', 'Ben Jonson'], ['Credits', '4']] }, { paragraph: 'The comedies, histories and tragedies, read closely and performed in part.' }]) },
    '/s/BIO300.pdf': { type: 'application/pdf', body: writePdf({ ...syllabusDoc('BIO 300', 'Molecular Biology', 'Rosalind Franklin'), padding: 6 * 1024 * 1024 }) },
  };
  const server = http.createServer((req, res) => {
    const file = files[req.url!];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () => { server.closeAllConnections(); return new Promise((r) => server.close(() => r())); },
  };
}

describeEachDatabase('PDF and Word course documents', (db) => {
  test('crawled, recognised as course pages, stored as HTML of their text and extracted; a broken one is an error row', async () => {
    const prisma = db().prisma;
    const site = await documentSite();
    try {
      const inst = await prisma.institution.create({ data: { name: 'PDF University', rootUrls: [`${site.origin}/`], hosts: ['127.0.0.1'] } });
      // The default strategy: its critic recognises course records, whatever the keyword trees make of a page.
      const outcome = await runCrawl(prisma, { seeds: [`${site.origin}/`], institutionId: inst.id, maxPages: 10, allowPrivateNetwork: true, delayMs: 0 });
      expect(outcome.status).toBe('SUCCEEDED');
      const pages = await prisma.page.findMany({ where: { runId: outcome.runId }, orderBy: { url: 'asc' } });
      const byPath = new Map(pages.map((p) => [new URL(p.url).pathname, p]));
      expect([...byPath.keys()].sort()).toEqual(['/', '/s/BIO300.pdf', '/s/ENG250.docx', '/s/MATH210.pdf', '/s/PHYS150', '/s/broken.pdf']);
      for (const path of ['/s/BIO300.pdf', '/s/MATH210.pdf', '/s/PHYS150']) {
        const page = byPath.get(path)!;
        expect({ path, kind: page.kind, error: page.error, charset: page.charset }).toEqual({ path, kind: 'COURSE', error: null, charset: 'utf-8' });
        expect(zlib.gunzipSync(page.htmlGz!).toString('utf8')).toMatch(/^<!doctype html>[\s\S]*<tr><td>Instructor<\/td>/);
      }
      expect(byPath.get('/s/ENG250.docx')).toMatchObject({ kind: 'COURSE', error: null, charset: 'utf-8', title: 'ENG 250 Shakespeare' });
      expect(byPath.get('/s/MATH210.pdf')!.title).toBe('MATH 210 Linear Algebra');
      const broken = byPath.get('/s/broken.pdf')!;
      expect(broken.error).toMatch(/^could not process the PDF: /);
      expect(broken.htmlGz).toBeNull();

      await extractPendingPages(prisma);
      const courses = await prisma.course.findMany({ where: { institutionId: inst.id }, orderBy: { code: 'asc' } });
      expect(courses.map((c) => [c.code, c.title, c.instructors, c.credits])).toEqual([
        ['BIO 300', 'Molecular Biology', ['Rosalind Franklin'], 4],
        ['ENG 250', 'Shakespeare', ['Ben Jonson'], 4],
        ['MATH 210', 'Linear Algebra', ['Ada Lovelace'], 4],
        ['PHYS 150', 'Classical Mechanics', ['Isaac Newton'], 4],
      ]);
    } finally {
      await site.stop();
    }
  });
});
