/**
 * Starting and stopping `next start`: run with Node directly (no pnpm wrapper), so the spawned pid
 * is the server's own process tree, whose memory the bench reads, and SIGTERM reaches Next.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ServerOptions {
  label: string;
  cwd: string;
  bin: string;
  /** Before the host and port: `start` for `next`; nothing for the site's own server (apps/web/server.mjs). */
  command?: string[];
  port: number;
  env: NodeJS.ProcessEnv;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
}

/** The `next` executable of the app at `appDir` (apps/web's own version, for the bare app too). */
export function nextBin(appDir: string): string {
  return createRequire(join(appDir, 'package.json')).resolve('next/dist/bin/next');
}

/** The site's production server (Next behind its response cache), as `pnpm start` runs it. */
export function siteServerEntry(webDir: string): string {
  return join(webDir, 'server.mjs');
}

/**
 * One `next start`. On a shared machine something else may end it mid-run (seen: SIGTERM from
 * outside): `alive` tells, and `restart()` starts it again on the same port; the runs count it.
 */
export class RunningServer {
  readonly base: string;
  restarts = 0;
  private child!: ChildProcess;
  private exit!: Promise<void>;
  private exited = false;
  private stopping = false;

  constructor(private readonly options: ServerOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
    this.spawn();
  }

  get label(): string {
    return this.options.label;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get alive(): boolean {
    return !this.exited;
  }

  ready(): Promise<void> {
    return waitForServer(`${this.base}${this.options.readyPath}`);
  }

  async restart(): Promise<void> {
    await this.stop();
    this.restarts += 1;
    console.error(`${this.options.label}: starting it again (restart ${this.restarts})`);
    this.spawn();
    await this.ready();
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    this.stopping = true;
    this.child.kill('SIGTERM');
    const killed = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exit;
    clearTimeout(killed);
  }

  private spawn() {
    const { bin, command = ['start'], port, cwd, env, label } = this.options;
    const child = spawn(process.execPath, [bin, ...command, '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = false;
    this.stopping = false;
    this.exit = new Promise<void>((done) =>
      child.once('exit', (code, signal) => {
        this.exited = true;
        if (!this.stopping) console.error(`${label}: next start (pid ${child.pid}) exited during the run: ${signal ?? `code ${code}`}`);
        done();
      }),
    );
  }
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
