// Which responses are documents the crawler reads besides HTML (src/parse/document-reader.ts reads them), told
// apart without loading a reader.
import type { DocumentKind } from './document-worker.ts';
import { pathEnds } from '../urls.ts';

/** Largest document fetched: four times a page's cap, for handbooks with their figures. */
export const maxDocumentBytes = 20 * 1024 * 1024;

const docxType = /application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/i;

/** Whether a response is a PDF: by its declared type, or by its first bytes when the server calls it something else. */
export function isPdf(contentType: string | undefined, body: Buffer | undefined): boolean {
  if (contentType && /application\/(x-)?pdf/i.test(contentType)) return true;
  return !!body && body.length >= 5 && body.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Whether a response is a Word document: by its declared type, or by a zip's first bytes at an address ending in
 * .docx (servers often call it application/octet-stream; other zips are not documents). */
export function isDocx(contentType: string | undefined, body: Buffer | undefined, url: string): boolean {
  if (contentType && docxType.test(contentType)) return true;
  return pathEnds(url, /\.docx$/i) && !!body && body.length >= 4 && body.readUInt32LE(0) === 0x04034b50;
}

/** The kind of document a response is, if the crawler reads it as one. */
export function documentKind(contentType: string | undefined, body: Buffer | undefined, url: string): DocumentKind | undefined {
  if (isPdf(contentType, body)) return 'pdf';
  if (isDocx(contentType, body, url)) return 'docx';
  return undefined;
}
