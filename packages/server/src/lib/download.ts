import type { FastifyReply } from 'fastify';

/** A file the browser saves: a PDF document, a CSV export, or a mail's stored attachment. */
export interface Download {
  filename: string;
  /** `application/pdf`, `text/csv; charset=utf-8`, or an attachment's stored type. */
  contentType: string;
  body: Buffer | string;
}

/** RFC 5987 percent-encoding: what `encodeURIComponent` leaves but a `filename*` value may not hold. */
const extValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a name without quotes or line breaks: the name itself, and for one beyond printable
 * ASCII also its UTF-8 form (RFC 6266), beside an ASCII stand-in for older clients.
 */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  return ascii === filename
    ? `attachment; filename="${filename}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(filename)}`;
}

/** Sends a file the browser saves under its own name; never cached, since it is the account's own data. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', disposition(download.filename))
    .header('cache-control', 'private, no-store')
    .send(download.body);
}
