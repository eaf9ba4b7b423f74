import fs from 'node:fs';
import type { Command } from './command.ts';
import { intOption, UsageError } from './command.ts';
import { withDatabase } from './context.ts';
import { progressLine } from './progress.ts';
import { maxPagesLimit } from '../limits.ts';
import { crawlScopes, isCrawlScope } from '../crawl/scope.ts';

export const crawlCommand: Command = {
  name: 'crawl',
  summary: 'Crawl from seed URLs with a focused strategy, storing pages, links and the frontier (resumable).',
  async details() {
    const { strategies, defaultStrategy } = await import('../strategies/registry.ts');
    return `Strategies (default ${defaultStrategy}): ${strategies.map((s) => `${s.name} (${s.description})`).join('; ')}`;
  },
  usage: 'crawl <url>... [--institution ID] [--strategy NAME] [--max-pages N] [--scope hosts|domain] [--save-threshold X] [--report FILE] [--proxy URL] [--allow-private-network] [--resume RUN_ID] [--enqueue]',
  options: {
    institution: { type: 'string', description: 'institution id: its hosts are in scope and pages are filed under it' },
    strategy: { type: 'string', description: 'crawl strategy (listed below, with the default)' },
    'max-pages': { type: 'string', description: `stop after this many fetches (default 500, at most ${maxPagesLimit})` },
    scope: { type: 'string', description: 'hosts (default): the seeds\' and institution\'s hosts; domain: also other hosts of their registrable domain (www.cs.u.edu: catalog.u.edu); a resumed run keeps its own' },
    report: { type: 'string', description: 'write every fetch, in order, as JSON to this file' },
    proxy: { type: 'string', description: 'send every request (robots.txt too) through this HTTP proxy (or set HTTP_PROXY)' },
    'allow-private-network': { type: 'boolean', description: 'allow private, loopback and link-local addresses (tests, intranets)' },
    resume: { type: 'string', description: 'resume the crawl run with this id' },
    delay: { type: 'string', description: 'milliseconds between requests to one host, unless robots.txt asks for more (default 1000)' },
    enqueue: { type: 'boolean', description: 'create the run for `coursegraph worker` processes and exit without crawling; prints "run <id>" last' },
    'save-threshold': { type: 'string', description: 'save pages judged at least this relevant, 0..1 (default: the strategy\'s; forest 0.85)' },
  },
  async run({ values, positionals }) {
    const resume = values.resume !== undefined ? intOption(values, 'resume', 0, 1) : undefined;
    if (!resume && positionals.length === 0) throw new UsageError('give at least one seed URL (or --resume RUN_ID)');
    const institution = values.institution !== undefined ? intOption(values, 'institution', 0, 1) : undefined;
    const maxPages = intOption(values, 'max-pages', 500, 1, maxPagesLimit);
    const delayMs = values.delay !== undefined ? intOption(values, 'delay', 1000, 0) : undefined;
    const saveThreshold = values['save-threshold'] !== undefined ? Number(values['save-threshold']) : undefined;
    if (saveThreshold !== undefined && !(saveThreshold >= 0 && saveThreshold <= 1)) throw new UsageError('--save-threshold must be a number from 0 to 1');
    const scope = values.scope as string | undefined;
    if (scope !== undefined && !isCrawlScope(scope)) throw new UsageError(`--scope must be ${crawlScopes.join(' or ')}, got "${scope}"`);
    const [{ runCrawl, validateCrawlRequest, CrawlUsageError }, { buildReport }] = await Promise.all([import('../crawl/run.ts'), import('../crawl/report.ts')]);
    const request = {
      seeds: positionals, institutionId: institution, strategy: values.strategy as string | undefined, maxPages, scope,
      proxy: values.proxy as string | undefined, allowPrivateNetwork: !!values['allow-private-network'], resumeRunId: resume, delayMs, saveThreshold,
    };
    // Bad seeds, an unknown strategy or a bad proxy are usage errors, found before the database is opened.
    try {
      validateCrawlRequest(request);
    } catch (err) {
      if (err instanceof CrawlUsageError) throw new UsageError(err.message);
      throw err;
    }
    if (values.enqueue) {
      if (resume) throw new UsageError('--enqueue starts a new run; workers continue interrupted runs themselves');
      return withDatabase(async ({ prisma }) => {
        if (institution && !(await prisma.institution.findUnique({ where: { id: institution } }))) throw new UsageError(`no institution with id ${institution}`);
        const { enqueueCrawl } = await import('../crawl/workers/runs.ts');
        const run = await enqueueCrawl(prisma, request);
        process.stderr.write(`queued for the workers; follow it with: coursegraph run ${run.id} --wait\n`);
        console.log(`run ${run.id}`);
        return 0;
      });
    }
    const bar = progressLine();
    const controller = new AbortController();
    const onSignal = () => { bar.stage('stopping: finishing the fetches in flight (run again with --resume to continue)'); controller.abort(); };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    return withDatabase(async ({ prisma }) => {
      if (institution && !(await prisma.institution.findUnique({ where: { id: institution } }))) throw new UsageError(`no institution with id ${institution}`);
      const outcome = await runCrawl(prisma, {
        ...request,
        signal: controller.signal,
        onStart: (runId) => bar.stage(`crawl run ${runId}: ${resume ? 'resuming' : 'starting'} (max ${maxPages} fetches)`),
        onProgress: (p) => bar.update(p.fetched / maxPages, `${p.fetched} pages, ${p.coursePages} course pages, ${p.listingPages} listings, ${p.errors} errors, ${p.pagesPerSecond.toFixed(1)} pages/s`),
      });
      bar.done();
      const p = outcome.progress;
      bar.stage(`crawl run ${outcome.runId} ${outcome.status.toLowerCase()}: ${p.fetched} fetches, ${p.coursePages} course pages, ${p.listingPages} listing pages, ${p.errors} errors, ${p.pending} URLs left in the frontier${outcome.error ? `\n${outcome.error}` : ''}`);
      if (values.report) {
        const report = await buildReport(prisma, outcome.runId);
        fs.writeFileSync(values.report as string, `${JSON.stringify(report, null, 1)}\n`);
        bar.stage(`report: ${values.report} (${report.fetches.length} fetches)`);
      }
      return outcome.status === 'SUCCEEDED' ? 0 : 1;
    });
  },
};
