/**
 * A local SMTP server for the mail bench, in a process of its own (so it does not share a thread with the
 * sender it measures): accepts everything on 127.0.0.1, prints `{"port":…}`, and answers `count` on stdin
 * with how many messages it has taken (`{"count":…}`).
 */
import { createInterface } from 'node:readline';
import { SMTPServer } from 'smtp-server';

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      count += 1;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.server.address() as { port: number }).port }));
});
createInterface({ input: process.stdin }).on('line', () => console.log(JSON.stringify({ count })));
process.on('SIGTERM', () => process.exit(0));
