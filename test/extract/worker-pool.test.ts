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
});
