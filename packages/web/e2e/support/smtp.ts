import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  /** Every message the server accepted, as raw MIME. */
  received: { to: string[]; raw: string }[];
  /** The first match of `pattern` in the newest message to `to` that matches it, within 20 s. */
  find(to: string, pattern: RegExp): Promise<RegExpExecArray>;
  close(): Promise<void>;
}

/** Quoted-printable soft breaks and escapes undone, so a link reads as it was written. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on 127.0.0.1 for a test file's own server (its SMTP_URL names `port`). */
export async function startSmtp(): Promise<TestSmtp> {
  const received: TestSmtp['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    async find(to, pattern) {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const match = received
          .filter((m) => m.to.includes(to))
          .map((m) => pattern.exec(decoded(m.raw)))
          .filter((m) => m !== null)
          .at(-1);
        if (match) return match;
        await new Promise((done) => setTimeout(done, 200));
      }
      throw new Error(`no mail to ${to} matching ${pattern} within 20 s`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
