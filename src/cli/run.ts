import fs from 'node:fs';
import type { Command } from './command.ts';
import { intOption, UsageError } from './command.ts';
import { withDatabase } from './context.ts';
import type { RunStatusLine } from '../crawl/workers/status.ts';

function describe(s: RunStatusLine): string {
  return `run ${s.id} ${s.status.toLowerCase()}: ${s.pagesFetched}/${s.maxPages} fetches, ${s.coursePages} course pages, ${s.listingPages} listing pages, `
    + `${s.errors} errors, ${s.queueDepth} URLs pending, ${s.leasesHeld} hosts leased by ${s.workers} workers, ${s.pagesPerSecond.toFixed(1)} pages/s${s.error ? ` (${s.error})` : ''}`;
}

export const runCommand: Command = {
  name: 'run',
  summary: 'Show a crawl run\'s status and counters; --wait follows it until it ends, --report writes its fetch report.',
  usage: 'run <id> [--wait] [--report FILE]',
  options: {
    wait: { type: 'boolean', description: 'print progress until the run ends; exit 0 if it succeeded, 1 otherwise' },
    report: { type: 'string', description: 'write every fetch, in order, as JSON to this file (as crawl --report)' },
    interval: { type: 'string', description: 'seconds between progress lines with --wait (default 5)' },
  },
  async run({ values, positionals }) {
    if (positionals.length !== 1) throw new UsageError('give one run id');
    const id = intOption({ id: positionals[0] }, 'id', 0, 1);
    const interval = intOption(values, 'interval', 5, 1);
    const [{ buildReport }, { runStatus }] = await Promise.all([import('../crawl/report.ts'), import('../crawl/workers/status.ts')]);
    return withDatabase(async ({ prisma }) => {
      let status = await runStatus(prisma, id);
      if (!status) throw new UsageError(`no crawl run ${id}`);
      const active = () => status!.status === 'QUEUED' || status!.status === 'RUNNING';
      let lastLine = Date.now();
      while (values.wait && active()) {
        await new Promise((r) => setTimeout(r, 1000));
        status = (await runStatus(prisma, id))!;
        if (active() && Date.now() - lastLine >= interval * 1000) {
          lastLine = Date.now();
          process.stderr.write(`${describe(status)}\n`);
        }
      }
      console.log(describe(status));
      if (values.report) {
        const report = await buildReport(prisma, id);
        fs.writeFileSync(values.report as string, `${JSON.stringify(report, null, 1)}\n`);
        process.stderr.write(`report: ${values.report} (${report.fetches.length} fetches)\n`);
      }
      if (!values.wait) return 0;
      return status.status === 'SUCCEEDED' ? 0 : 1;
    });
  },
};
