import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** A header's value by its name, any case (unfolded). */
  header(name: string): string | undefined;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /**
   * How long each message waits for its answer after its data has arrived (0: at once). A message is kept
   * when its data arrives, so one whose sender dies while waiting counts as delivered, as an MTA that had
   * already queued it would deliver it.
   */
  answerDelayMs: number;
  close(): Promise<void>;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server on 127.0.0.1 (a random port, or the one given: a server "coming back"), keeping every
 * message it accepts. `rejectRecipient` answers 550 for addresses it matches (a permanent failure).
 */
export async function startSmtpServer(
  options: { port?: number; rejectRecipient?: (address: string) => boolean; answerDelayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let answerDelayMs = options.answerDelayMs ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => headerOf(raw, name),
        });
        if (answerDelayMs > 0) setTimeout(() => callback(), answerDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get answerDelayMs() {
      return answerDelayMs;
    },
    set answerDelayMs(ms: number) {
      answerDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MimeAttachment {
  filename: string | undefined;
  contentType: string | undefined;
  /** The part's body, base64-decoded as the receiving client would. */
  content: Buffer;
}

/** The attachments of a raw multipart message (`Content-Disposition: attachment`), read from its MIME parts. */
export function mimeAttachments(raw: string): MimeAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`).slice(1, -1));
  return parts
    .map((part) => {
      const [head = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      return { head: head.replace(/\r?\n[ \t]+/g, ' '), body: body.join('\n\n') };
    })
    .filter(({ head }) => /^content-disposition:\s*attachment/im.test(head))
    .map(({ head, body }) => ({
      filename: /filename="?([^";\r\n]+)"?/i.exec(head)?.[1],
      contentType: /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1],
      content: /^content-transfer-encoding:\s*base64/im.test(head)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body),
    }));
}
