// The thread that reads documents for src/parse/document-reader.ts: one at a time, its HTML or its error back.
import { parentPort } from 'node:worker_threads';
import { pdfToHtml } from './pdf.ts';
import { docxToHtml } from './docx.ts';

/** The kinds of document the crawler reads besides HTML. */
export type DocumentKind = 'pdf' | 'docx';
export interface DocumentRequest { id: number; kind: DocumentKind; body: Uint8Array }
export type DocumentReply = { id: number; html: string; pages?: number } | { id: number; error: string };

const readers: Record<DocumentKind, (body: Uint8Array) => Promise<{ html: string; pages?: number }>> = { pdf: pdfToHtml, docx: docxToHtml };

parentPort!.on('message', (request: DocumentRequest) => {
  readers[request.kind](request.body).then(
    ({ html, pages }) => parentPort!.postMessage({ id: request.id, html, pages } satisfies DocumentReply),
    (err: unknown) => parentPort!.postMessage({ id: request.id, error: `${(err as Error).name ?? 'Error'}: ${(err as Error).message ?? String(err)}` } satisfies DocumentReply),
  );
});
