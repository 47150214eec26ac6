import { describe, expect, it } from 'vitest';
import { withLiveServers } from './runs';
import type { RunningServer } from './server';

function fakeServer(label: string) {
  const server = {
    label,
    alive: true,
    restarts: 0,
    async restart() {
      server.restarts += 1;
      server.alive = true;
    },
  };
  return server;
}

describe('withLiveServers', () => {
  it('returns the work of a run during which every server stayed up', async () => {
    const site = fakeServer('site');
    expect(await withLiveServers([site as unknown as RunningServer], async () => 42)).toBe(42);
    expect(site.restarts).toBe(0);
  });

  it('starts a server that ended mid-run again and measures once more', async () => {
    const bare = fakeServer('bare app');
    let runs = 0;
    const result = await withLiveServers([bare as unknown as RunningServer], async () => {
      runs += 1;
      if (runs === 1) {
        bare.alive = false;
        throw new Error('connect ECONNREFUSED');
      }
      return 'measured';
    });
    expect({ result, runs, restarts: bare.restarts }).toEqual({ result: 'measured', runs: 2, restarts: 1 });
  });

  it('passes on an error while every server is up, and gives up after two restarts', async () => {
    const site = fakeServer('site');
    await expect(withLiveServers([site as unknown as RunningServer], () => Promise.reject(new Error('bad page')))).rejects.toThrow('bad page');
    const dying = fakeServer('site');
    await expect(
      withLiveServers([dying as unknown as RunningServer], async () => {
        dying.alive = false;
      }),
    ).rejects.toThrow('site ended during the run');
    expect(dying.restarts).toBe(2);
  });
});
