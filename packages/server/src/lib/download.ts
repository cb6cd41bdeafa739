import type { FastifyReply } from 'fastify';

/** A file the browser saves: a PDF document or a CSV export. */
export interface Download {
  filename: string;
  contentType: 'application/pdf' | 'text/csv; charset=utf-8';
  body: Buffer | string;
}

/** Sends a file the browser saves under its own name; never cached, since it is the account's own data. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(download.body);
}
