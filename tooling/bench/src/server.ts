/**
 * Starting and stopping `next start`: run with Node directly (no pnpm wrapper), so the spawned pid
 * is the server's own process tree, whose memory the bench reads, and SIGTERM reaches Next.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface RunningServer {
  base: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The `next` executable of the app at `appDir` (apps/web's own version, for the bare app too). */
export function nextBin(appDir: string): string {
  return createRequire(join(appDir, 'package.json')).resolve('next/dist/bin/next');
}

export function startNext(options: {
  label: string;
  cwd: string;
  bin: string;
  port: number;
  env: NodeJS.ProcessEnv;
}): RunningServer {
  const child = spawn(
    process.execPath,
    [options.bin, 'start', '--hostname', '127.0.0.1', '--port', String(options.port)],
    {
      cwd: options.cwd,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exited = true;
      if (!stopping) console.error(`${options.label}: next start (pid ${child.pid}) exited during the run: ${signal ?? `code ${code}`}`);
      done();
    }),
  );
  return {
    base: `http://127.0.0.1:${options.port}`,
    port: options.port,
    process: child,
    async stop() {
      if (exited) return;
      stopping = true;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killed);
    },
  };
}

export async function waitForServer(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}
