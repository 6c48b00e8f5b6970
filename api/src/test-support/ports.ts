import { createServer } from 'node:net';

/** A free TCP port on loopback, for a server a test starts (port 4173 and friends may be taken by other processes on shared machines). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * The origin a server started with `PORT=0` names in the line it prints once listening (`Site and API listening on
 * http://127.0.0.1:40123 (…)`, api/src/node.ts); undefined until that whole line has been printed.
 */
export function printedOrigin(output: string): string | undefined {
  return /listening on (http:\/\/\S+) \(/.exec(output)?.[1];
}
