import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTopicSeries, forgetTopicSeries, TOPIC_SERIES_REUSE_MS } from './topic-series-cache';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => forgetTopicSeries());

describe('fetchTopicSeries', () => {
  it('asks the topic fragment once while it is fresh', async () => {
    const fetcher = vi.fn(() => answer({ topic: 'Gemara', series: [{ id: '1', name: 'Bava Kamma' }] }));
    const first = fetchTopicSeries('Gemara', fetcher, 1000);
    const second = fetchTopicSeries('Gemara', fetcher, 2000);
    expect(await first).toEqual([{ id: '1', name: 'Bava Kamma' }]);
    expect(await second).toEqual(await first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/api/topics/Gemara/series');
    await fetchTopicSeries('Gemara', fetcher, 1000 + TOPIC_SERIES_REUSE_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so the next opening asks again', async () => {
    const fetcher = vi
      .fn<(input: string) => Promise<Response>>()
      .mockImplementationOnce(() => answer({ error: 'down' }, 503))
      .mockImplementationOnce(() => answer({ topic: 'Nach', series: [] }));
    await expect(fetchTopicSeries('Nach', fetcher, 0)).rejects.toThrow('503');
    expect(await fetchTopicSeries('Nach', fetcher, 1)).toEqual([]);
  });

  it('refuses a body that is not the topic asked for', async () => {
    const fetcher = vi.fn(() => answer({ topic: 'Parsha', series: [] }));
    await expect(fetchTopicSeries('Gemara', fetcher, 0)).rejects.toThrow('malformed');
  });
});
