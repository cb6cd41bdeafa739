import net from 'node:net';

/** A port free on 127.0.0.1 now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** The status of the server's `/api/health` within 2 s, or undefined when it does not answer. */
export async function healthStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.text();
    return response.status;
  } catch {
    return undefined;
  }
}
