import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test controls, put between the site and its database: `cut()` drops every open
 * connection and refuses new ones (the database "goes away"), `restore()` lets them through again;
 * `slow(ms)` holds every answer from the database that long (order kept), `slow(0)` stops.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  slow(delayMs: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  let delayMs = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    // The answers, each held `delayMs` (never overtaking an earlier one) while the proxy is slow.
    let lastDue = 0;
    upstream.on('data', (chunk: Buffer) => {
      const due = Math.max(Date.now() + delayMs, lastDue);
      lastDue = due;
      if (due <= Date.now()) client.write(chunk);
      else setTimeout(() => client.destroyed || client.write(chunk), due - Date.now());
    });
    upstream.on('end', () => setTimeout(() => client.end(), Math.max(0, lastDue - Date.now())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    slow(ms) {
      delayMs = ms;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
