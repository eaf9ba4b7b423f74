import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from './command.ts';
import { UsageError } from './command.ts';
import { withDatabase, log } from './context.ts';
import type { AliasIndex } from '../extract/aliases.ts';
import type { ExtractedCourse } from '../extract/extract.ts';

export const extractCommand: Command = {
  name: 'extract',
  summary: 'Extract courses from pages (URLs or files, decoded by their declared charset) into the unified course schema.\nWithout arguments and with --pending, processes the stored course and listing pages not yet extracted.',
  usage: 'extract <url-or-file>... [--report FILE] [--save] [--allow-private-network] | extract --pending',
  options: {
    report: { type: 'string', description: 'write {"courses": [...]} to this file (default: standard output)' },
    save: { type: 'boolean', description: 'also store the courses in the database (idempotent upserts)' },
    pending: { type: 'boolean', description: 'extract the stored pages that are waiting (what the extract job does)' },
    'allow-private-network': { type: 'boolean', description: 'allow fetching private, loopback and link-local addresses' },
  },
  async run({ values, positionals }) {
    const [{ AliasIndex }, { extractFromHtml }, { extractPendingPages, loadAliasIndex }, { upsertCourses }, { decodeBody }, { Fetcher }, { seedAliases }, { maintainAfterWrites }] = await Promise.all([
      import('../extract/aliases.ts'), import('../extract/extract.ts'), import('../extract/pages.ts'), import('../extract/store.ts'),
      import('../crawl/charset.ts'), import('../crawl/fetcher.ts'), import('../features/page-keywords.ts'), import('../db/maintenance.ts'),
    ]);
    if (values.pending) {
      const result = await withDatabase(async (db) => {
        const out = await extractPendingPages(db.prisma, { log });
        await maintainAfterWrites(db, out.created + out.updated, log);
        return out;
      });
      log(`done: ${result.pages} pages, ${result.courses} courses (${result.created} new, ${result.updated} changed, ${result.failed} pages failed)`);
      return result.failed ? 1 : 0;
    }
    if (positionals.length === 0) throw new UsageError('give at least one URL or file (or --pending)');
    // With --save the database's aliases (people add their own) are used; otherwise the shipped ones.
    const read = async (aliases: AliasIndex) => {
      const fetcher = new Fetcher({ allowPrivateNetwork: !!values['allow-private-network'] });
      const courses: ExtractedCourse[] = [];
      let failures = 0;
      try {
        for (const target of positionals) {
          if (/^https?:\/\//i.test(target)) {
            const res = await fetcher.fetch(target);
            if (res.error || res.status >= 400 || res.text === undefined) {
              log(`${target}: ${res.error ?? (res.status >= 400 ? `HTTP ${res.status}` : `not HTML (${res.contentType})`)}`);
              failures++;
              continue;
            }
            courses.push(...extractFromHtml(res.text, res.finalUrl, aliases));
          } else {
            if (!fs.existsSync(target)) { log(`${target}: no such file`); failures++; continue; }
            const { text } = decodeBody(fs.readFileSync(target), undefined);
            courses.push(...extractFromHtml(text, pathToFileURL(path.resolve(target)).toString(), aliases));
          }
        }
      } finally {
        await fetcher.close();
      }
      return { courses, failures, aliases };
    };
    const { courses, failures, aliases } = values.save
      ? await withDatabase(async (db) => {
        const out = await read(await loadAliasIndex(db.prisma));
        await upsertCourses(db.prisma, out.courses.map((course) => ({ course, institutionId: null, pageId: null })));
        log(`saved ${out.courses.length} courses`);
        await maintainAfterWrites(db, out.courses.length, log);
        return out;
      })
      : await read(new AliasIndex([...seedAliases()].map(([alias, field]) => ({ alias, field }))));
    const report = `${JSON.stringify({ courses: courses.map(({ provenance, ...c }) => ({ ...c, provenance })) }, null, 1)}\n`;
    if (values.report) fs.writeFileSync(values.report as string, report);
    else process.stdout.write(report);
    log(`${courses.length} courses from ${positionals.length - failures} of ${positionals.length} inputs`);
    if (aliases.unmatched.size) log(`labels no alias matched: ${[...aliases.unmatched.keys()].slice(0, 10).map((l) => `"${l}"`).join(', ')}`);
    return failures ? 1 : 0;
  },
};
