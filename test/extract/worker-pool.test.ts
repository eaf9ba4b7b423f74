import { spawn } from 'node:child_process';
import { ExtractionWorker } from '../../src/extract/worker-pool.ts';

describe('extraction worker', () => {
  test('extracts on its own thread with the aliases of each page\'s site', async () => {
    const worker = new ExtractionWorker();
    try {
      const page = '<h1>CSE 115 Intro</h1><p>Study load: 3 credits</p><p>Teaching staff: Ada Lovelace</p>';
      const { results } = await worker.extract(
        [{ html: page, url: 'http://a.test/1', site: 'a.test' }, { html: page, url: 'http://b.test/1', site: 'b.test' }],
        { 'a.test': [{ alias: 'teaching staff', field: 'instructors' }], 'b.test': [] },
      );
      expect(results[0]).toMatchObject({ courses: [{ code: 'CSE 115', instructors: ['Ada Lovelace'] }] });
      expect(results[1]).toMatchObject({ courses: [{ code: 'CSE 115', instructors: [] }] });
    } finally {
      await worker.close();
    }
  });
  test("starts under whatever flags its process was started with (an --input-type is no thread's)", async () => {
    const script = `import { ExtractionWorker } from './src/extract/worker-pool.ts';
const worker = new ExtractionWorker();
const { results } = await worker.extract([{ html: '<h1>CSE 115 Intro</h1><p>Credits: 3</p><p>Instructor: Ada Lovelace</p>', url: 'http://a.test/1', site: 'a.test' }], {});
console.log('courses', results[0].courses.length);
await worker.close();`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'courses 1' });
  });
});
