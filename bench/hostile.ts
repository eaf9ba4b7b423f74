// Serves a hostile site (slow and endless bodies, hanging responses, NUL bytes, deep nesting, huge and truncated
// bodies, invalid bytes, header and redirect storms, random truncation, a slow robots.txt) to a crawl and an
// extraction, then stops a second crawl mid-way as SIGINT would. Prints pages stored, errors recorded, frontier
// rows left unaccounted, time and peak memory: nothing may hang and every fetched URL must be on record.
// Usage: npm run bench:hostile [-- --max-pages N]
import { parseArgs } from 'node:util';
import { runCrawl } from '../src/crawl/run.ts';
import { extractPendingPages } from '../src/extract/pages.ts';
import { benchDatabase, pad } from './support.ts';
import { startHostileSite } from './hostile/site.ts';

const { values } = parseArgs({ options: { 'max-pages': { type: 'string', default: '80' } } });
const maxPages = Number(values['max-pages']);

const db = await benchDatabase();
const site = await startHostileSite({ slowRobots: true });
const mb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);

try {
  let started = Date.now();
  const outcome = await runCrawl(db.prisma, { seeds: [`${site.origin}/`], strategy: 'bfs', maxPages, delayMs: 0, allowPrivateNetwork: true });
  const crawlSeconds = (Date.now() - started) / 1000;
  const pages = await db.prisma.page.count({ where: { runId: outcome.runId } });
  const errors = await db.prisma.page.count({ where: { runId: outcome.runId, OR: [{ error: { not: null } }, { status: 0 }, { status: { gte: 400 } }] } });
  const fetchedUrls = await db.prisma.frontierEntry.count({ where: { runId: outcome.runId, state: { in: ['DONE', 'FAILED'] } } });
  const unrecorded = await db.prisma.frontierEntry.count({ where: { runId: outcome.runId, state: { in: ['DONE', 'FAILED'] }, url: { notIn: (await db.prisma.page.findMany({ where: { runId: outcome.runId }, select: { url: true } })).map((p) => p.url) } } });
  console.log(`crawl      ${outcome.status.toLowerCase()}: ${pad(pages, 4)} pages stored, ${pad(errors, 4)} of them errors, ${pad(fetchedUrls, 4)} frontier rows finished, ${unrecorded} finished without a page row, ${crawlSeconds.toFixed(1)} s, peak RSS ${mb()} MB`);

  // The extractor reads pages judged course or listing pages; no hostile page looks like one, so every page that
  // was stored with a body is offered to it as a course page: the extraction stage meets each hostile body.
  await db.prisma.page.updateMany({ where: { runId: outcome.runId, status: { gte: 200, lt: 300 } }, data: { kind: 'COURSE' } });
  started = Date.now();
  const failures: string[] = [];
  const extracted = await extractPendingPages(db.prisma, { log: (line) => failures.push(line.slice(0, 160)) });
  console.log(`extraction ${pad(extracted.pages, 4)} pages, ${pad(extracted.courses, 4)} courses, ${pad(extracted.failed, 4)} failed, ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS ${mb()} MB`);
  for (const line of failures) console.log(`  ${line}`);

  // Stop a crawl as SIGINT does, while it is inside the slow and hanging cases.
  const controller = new AbortController();
  started = Date.now();
  const stopping = runCrawl(db.prisma, { seeds: [`${site.origin}/slow-body`, `${site.origin}/never-answers`, `${site.origin}/`], strategy: 'bfs', maxPages, delayMs: 0, allowPrivateNetwork: true, signal: controller.signal });
  setTimeout(() => controller.abort(), 5000);
  const stopped = await stopping;
  const stopSeconds = (Date.now() - started) / 1000 - 5;
  const run = await db.prisma.crawlRun.findUniqueOrThrow({ where: { id: stopped.runId } });
  const committed = await db.prisma.page.count({ where: { runId: stopped.runId } });
  console.log(`stop       ${stopped.status.toLowerCase()} ${stopSeconds.toFixed(1)} s after the signal; run row says ${run.pagesFetched} fetched, ${committed} page rows`);
} finally {
  await site.stop();
  await db.close();
}
