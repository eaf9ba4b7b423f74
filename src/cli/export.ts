import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Command } from './command.ts';
import { UsageError } from './command.ts';
import { log, withDatabase } from './context.ts';
import type { ExportFileFormat } from '../api/export-stream.ts';

const filterOptions = ['institution', 'text', 'subject', 'code-prefix', 'level', 'term', 'language', 'credits-min', 'credits-max', 'has-prerequisites'] as const;

export const exportCommand: Command = {
  name: 'export',
  summary: 'Write stored courses as CSV, JSON Lines or one schema.org JSON-LD document (what /export/courses.<format> serves).',
  usage: 'export [--format csv|jsonl|jsonld] [--output FILE] [--institution ID]... [--text WORDS] [--subject S] [--level L] [--code-prefix P] [--term T] [--language L] [--credits-min N] [--credits-max N] [--has-prerequisites true|false]',
  options: {
    format: { type: 'string', description: 'csv (default), jsonl or jsonld' },
    output: { type: 'string', short: 'o', description: 'write to this file (default: standard output)' },
    institution: { type: 'string', multiple: true, description: 'only courses of this institution id (repeatable)' },
    text: { type: 'string', description: 'words that must all occur in the title or description' },
    subject: { type: 'string', description: 'subject, exactly (case-insensitive)' },
    'code-prefix': { type: 'string', description: 'course codes starting with this' },
    level: { type: 'string', description: 'level, exactly (case-insensitive)' },
    term: { type: 'string', description: 'term containing this' },
    language: { type: 'string', description: 'language code' },
    'credits-min': { type: 'string', description: 'at least this many credits' },
    'credits-max': { type: 'string', description: 'at most this many credits' },
    'has-prerequisites': { type: 'string', description: 'true or false' },
  },
  async run({ values }) {
    const { exportCourses, exportFormats, filterFromQuery } = await import('../api/export-stream.ts');
    const format = (values.format as string | undefined) ?? 'csv';
    if (!(format in exportFormats)) throw new UsageError(`--format must be one of ${Object.keys(exportFormats).join(', ')}`);
    // The same parameters and checks as the HTTP export.
    const params = new URLSearchParams();
    for (const name of filterOptions) {
      const value = values[name] as string | string[] | undefined;
      const key = name === 'institution' ? 'institutionId' : name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
    }
    let filter;
    try { filter = filterFromQuery(params); } catch (err) { throw new UsageError((err as Error).message); }
    await withDatabase(async (database) => {
      const chunks = exportCourses(database.prisma, filter, format as ExportFileFormat);
      const out = values.output ? fs.createWriteStream(values.output as string) : process.stdout;
      await pipeline(Readable.from(chunks), out, { end: !!values.output });
    });
    if (values.output) log(`wrote ${values.output} (${format})`);
    return 0;
  },
};
