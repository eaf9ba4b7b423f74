// Reads a request body up to a limit. A larger body is answered 413, not dropped: reading stops, the error
// carries the status, and the connection closes once the answer is sent.
import type http from 'node:http';

export const maxBodyBytes = 1 << 20;

export class BodyTooLarge extends Error {
  readonly status = 413;
  constructor(limit: number) {
    super(`the request body is larger than ${limit} bytes`);
  }
}

export function readBody(req: http.IncomingMessage, limit = maxBodyBytes): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge(limit));
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
