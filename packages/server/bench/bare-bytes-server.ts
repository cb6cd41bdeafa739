/**
 * The bench's ceiling: a minimal node:http server that answers each benchmarked request with the exact
 * bytes the real server answered it (same status, content type and body), from memory. Nothing on this
 * machine serves those bytes faster, so every row is reported as a ratio of this.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredAnswer {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  body: string;
}

const answers = new Map<string, { contentType: string; body: Buffer }>();
const keyOf = (method: string, path: string, authorization: string) => `${method} ${path} ${authorization}`;

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'PUT' && request.url === '/__answers') {
      for (const a of JSON.parse(Buffer.concat(chunks).toString()) as StoredAnswer[])
        answers.set(keyOf(a.method, a.path, a.authorization), {
          contentType: a.contentType,
          body: Buffer.from(a.body),
        });
      response.writeHead(204).end();
      return;
    }
    const found = answers.get(keyOf(request.method!, request.url!, request.headers.authorization ?? ''));
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
    response.end(found.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  // The parent reads the port from the first line.
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
