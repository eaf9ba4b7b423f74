// Documents are read on a thread of their own: one past its deadline or its heap is an error and costs only that
// thread.
import { spawn } from 'node:child_process';
import { DocumentReader, DocumentReadError } from '../../src/parse/document-reader.ts';
import { maxPdfPages } from '../../src/parse/pdf.ts';
import { writePdf } from '../../sitefarm/pdf.ts';
import { writeDocx } from '../../sitefarm/docx.ts';

const syllabus = writePdf({ title: 'ART 205 Printmaking', pages: [[{ cells: 'ART 205 Printmaking', size: 16 }, { cells: ['Instructor', 'Albrecht Dürer'] }]] });
// Hundreds of pages: far more than a millisecond's reading, wherever it runs.
const long = writePdf({ pages: Array.from({ length: maxPdfPages }, (_, i) => Array.from({ length: 40 }, (_, j) => ({ cells: `Page ${i} line ${j} of a long handbook` }))) });

describe('the document reader thread', () => {
  test('reads a PDF and a Word document as HTML, off the main thread', async () => {
    const reader = new DocumentReader();
    try {
      const { html, pages } = await reader.read('pdf', syllabus);
      expect(pages).toBe(1);
      expect(html).toContain('<tr><td>Instructor</td><td>Albrecht Dürer</td></tr>');
      const word = await reader.read('docx', await writeDocx([{ heading: 'ART 206 Etching' }, { table: [['Instructor', 'Rembrandt van Rijn']] }]));
      expect(word.html).toContain('<h1>ART 206 Etching</h1>');
      expect(word.html).toContain('<td><p>Rembrandt van Rijn</p></td>');
    } finally {
      await reader.close();
    }
  });

  test('a document past its deadline is an error; the next document gets a fresh thread', async () => {
    const reader = new DocumentReader({ deadlineMs: 1 });
    try {
      await expect(reader.read('pdf', long)).rejects.toThrow(new DocumentReadError('not read within 1 ms'));
    } finally {
      await reader.close();
    }
    const patient = new DocumentReader();
    try {
      await expect(patient.read('pdf', long, { deadlineMs: 1 })).rejects.toBeInstanceOf(DocumentReadError);
      expect((await patient.read('pdf', syllabus)).html).toContain('ART 205 Printmaking');
    } finally {
      await patient.close();
    }
  });

  test('with two threads, a slow document holds up only the documents queued behind it on its own thread', async () => {
    const finished: string[] = [];
    const readAll = async (reader: DocumentReader) => {
      finished.length = 0;
      try {
        await Promise.all([
          reader.read('pdf', long).then(() => finished.push('long')),
          reader.read('pdf', syllabus).then(() => finished.push('short')),
        ]);
        return [...finished];
      } finally {
        await reader.close();
      }
    };
    expect(await readAll(new DocumentReader({ threads: 2 }))).toEqual(['short', 'long']);
    expect(await readAll(new DocumentReader({ threads: 1 }))).toEqual(['long', 'short']);
  });

  test('a thread that runs out of memory is an error; the process goes on, and a reader with room reads', async () => {
    const cramped = new DocumentReader({ maxMemoryMb: 16 });
    try {
      await expect(cramped.read('pdf', long)).rejects.toThrow(/memory limit/);
    } finally {
      await cramped.close();
    }
    const roomy = new DocumentReader();
    try {
      expect((await roomy.read('pdf', long)).pages).toBe(maxPdfPages);
    } finally {
      await roomy.close();
    }
  });

  test('an unreadable document is an error naming why; documents queued together each get their answer', async () => {
    const reader = new DocumentReader();
    try {
      const answers = await Promise.allSettled([reader.read('pdf', syllabus), reader.read('pdf', Buffer.from('%PDF-1.7 and nothing else')), reader.read('pdf', syllabus)]);
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((answers[1] as PromiseRejectedResult).reason).toBeInstanceOf(DocumentReadError);
      expect(String((answers[1] as PromiseRejectedResult).reason.message)).toMatch(/Invalid PDF/);
    } finally {
      await reader.close();
    }
  });

  test('an idle reader does not hold its process open', async () => {
    // A process that reads one document and then has nothing left to do exits by itself.
    const script = `import { documentReader } from './src/parse/document-reader.ts';
import { writePdf } from './sitefarm/pdf.ts';
const { pages } = await documentReader.read('pdf', writePdf({ pages: [[{ cells: 'x' }]] }));
console.log('read', pages);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'read 1' });
  });
});
