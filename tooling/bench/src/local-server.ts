/** For tests: a plain HTTP server on a free local port, to measure against. */
import { createServer, type RequestListener } from 'node:http';

export async function listenLocally(handler: RequestListener): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
