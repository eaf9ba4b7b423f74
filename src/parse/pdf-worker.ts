// The thread that reads PDFs for src/parse/pdf-reader.ts: one document at a time, its HTML or its error back.
import { parentPort } from 'node:worker_threads';
import { pdfToHtml } from './pdf.ts';

export interface PdfRequest { id: number; body: Uint8Array }
export type PdfReply = { id: number; html: string; pages: number } | { id: number; error: string };

parentPort!.on('message', (request: PdfRequest) => {
  pdfToHtml(request.body).then(
    ({ html, pages }) => parentPort!.postMessage({ id: request.id, html, pages } satisfies PdfReply),
    (err: unknown) => parentPort!.postMessage({ id: request.id, error: `${(err as Error).name ?? 'Error'}: ${(err as Error).message ?? String(err)}` } satisfies PdfReply),
  );
});
