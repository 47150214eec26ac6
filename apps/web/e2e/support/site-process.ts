import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/**
 * The built site's server (server.mjs) that a spec starts, stops and restarts itself (the specs that
 * need their own database or break something under it), with its output kept for failure reports.
 */
export const appDir = fileURLToPath(new URL('../..', import.meta.url));
/** The site's production server, as `pnpm start` runs it (Next behind the response cache). */
const serverEntry = join(appDir, 'server.mjs');

export interface SiteProcess {
  origin: string;
  output: string[];
  /** Resolves when the process has exited. */
  stop(): Promise<void>;
}

export function startSite(port: number, env: Record<string, string | undefined>): SiteProcess {
  const child: ChildProcess = spawn(process.execPath, [serverEntry, '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString()) > 200 && output.shift();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      // Next's graceful stop waits for open requests; one that never ends must not hang the suite.
      const killer = setTimeout(() => {
        output.push('[site-process] still running 15 s after SIGTERM: SIGKILL\n');
        child.kill('SIGKILL');
      }, 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Waits until /api/health answers 200 (its database reachable), or fails with the server's output. */
export async function waitUntilHealthy(site: SiteProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${site.origin}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${site.origin} did not become healthy:\n${site.output.join('')}`);
}
