import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { drawByWeight, fitsSize } from '../queries/house-ads';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { studioRequests } from './studio-test-requests';

const AD = 'id title body image link sizes status startsAt endsAt weight updatedAt';
const SAVE = `mutation ($id: ID, $base: DateTime, $input: HouseAdInput!) { saveHouseAd(id: $id, baseUpdatedAt: $base, input: $input) { ${AD} } }`;
const DELETE = 'mutation ($id: ID!) { deleteHouseAd(id: $id) }';
const PICK = 'query ($w: Int!, $h: Int!) { houseAd(width: $w, height: $h) { id title body image link } }';

describe('fitsSize and drawByWeight', () => {
  it('fits a listed size, fluid, or every size when none is listed', () => {
    expect(fitsSize('300x250, 728x90', 728, 90)).toBe(true);
    expect(fitsSize('300x250, 728x90', 320, 50)).toBe(false);
    expect(fitsSize('fluid', 320, 50)).toBe(true);
    expect(fitsSize(null, 970, 250)).toBe(true);
  });

  it('draws in proportion to the weights', () => {
    const candidates = [{ id: 'a', weight: 1 }, { id: 'b', weight: 3 }];
    expect(drawByWeight(candidates, 0)?.id).toBe('a');
    expect(drawByWeight(candidates, 0.24)?.id).toBe('a');
    expect(drawByWeight(candidates, 0.25)?.id).toBe('b');
    expect(drawByWeight(candidates, 0.999)?.id).toBe('b');
    expect(drawByWeight([], 0.5)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('house ads on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor }));

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('ads-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('has the seeded sample campaign, which fits every slot and leads to the donation page', async () => {
    const { houseAd } = await server.data(PICK, { w: 300, h: 250 });
    expect(houseAd).toMatchObject({ title: 'Support the sample donation drive', link: '/donate', image: null });
    expect((await server.data(PICK, { w: 728, h: 90 })).houseAd.title).toBe('Support the sample donation drive');
  });

  it('answers UNAUTHENTICATED and FORBIDDEN to people without the role, writing nothing', async () => {
    const reader = await server.bearer('ads-reader');
    const before = await server.database.db.$count(schema.houseAds);
    const calls: [string, object][] = [
      [SAVE, { input: { title: 'Sample', link: '/donate', status: 'Draft' } }],
      [DELETE, { id: '1' }],
      ['{ studioHouseAds { totalCount } }', {}],
      ['{ studioHouseAd(id: "1") { id } }', {}],
    ];
    for (const [query, variables] of calls) {
      expect((await errorOf(query, variables)).code).toBe('UNAUTHENTICATED');
      expect((await errorOf(query, variables, reader)).code).toBe('FORBIDDEN');
    }
    expect(await server.database.db.$count(schema.houseAds)).toBe(before);
  });

  it('creates, saves and deletes a campaign with audit entries; checks every field; an older version is a CONFLICT', async () => {
    const input = { title: 'Sample new series campaign', body: 'Plain words', link: '/series', sizes: '728X90 ,320x50', status: 'Draft', weight: 2 };
    const created = (await server.data(SAVE, { input }, editor)).saveHouseAd;
    expect(created).toMatchObject({ ...input, sizes: '728x90, 320x50', image: null, startsAt: null, endsAt: null });
    const saved = (await server.data(SAVE, { id: created.id, base: created.updatedAt, input: { ...input, image: '/media/files/sample.png', link: 'https://www.example.org/drive' } }, editor)).saveHouseAd;
    expect(saved).toMatchObject({ image: '/media/files/sample.png', link: 'https://www.example.org/drive' });
    expect(await errorOf(SAVE, { id: created.id, base: created.updatedAt, input }, editor)).toMatchObject({ code: 'CONFLICT', updatedAt: saved.updatedAt });
    const now = Date.now();
    expect(
      await fieldErrorsOf(SAVE, {
        input: { title: ' ', link: '//evil.example.org', sizes: '300 by 250', status: 'Active', weight: 0, image: 'http://x.example.org/a.png', startsAt: new Date(now).toISOString(), endsAt: new Date(now - 1000).toISOString() },
      }),
    ).toEqual({
      title: 'Give the campaign a title',
      link: 'Give a path of the site (/donate) or an https address',
      sizes: 'Sizes as WxH separated by commas (300x250, 728x90), or empty for every size',
      weight: 'At least 1',
      image: 'Give an https address or a path under /media/',
      endsAt: 'It must end after it starts',
    });
    const listed = (await server.data('{ studioHouseAds(search: "new series campaign") { totalCount items { id } } }', {}, editor)).studioHouseAds;
    expect(listed).toEqual({ totalCount: 1, items: [{ id: created.id }] });
    expect((await server.data(DELETE, { id: created.id }, editor)).deleteHouseAd).toBe(created.id);
    expect(await auditOf('house-ad', created.id)).toEqual(['house-ad.created', 'house-ad.updated', 'house-ad.deleted']);
    expect((await errorOf(DELETE, { id: created.id }, editor)).code).toBe('NOT_FOUND');
  });

  it('shows only Active campaigns that fit the size, between their start and end', async () => {
    const sample = eq(schema.houseAds.title, 'Support the sample donation drive');
    await server.database.db.update(schema.houseAds).set({ status: 'Inactive' }).where(sample);
    const hour = 3_600_000;
    const made: number[] = [];
    const make = async (title: string, extra: object) =>
      made.push(Number((await server.data(SAVE, { input: { title, link: '/donate', status: 'Active', ...extra } }, editor)).saveHouseAd.id));
    await make('Sample leaderboard only', { sizes: '728x90' });
    await make('Sample not yet', { startsAt: new Date(Date.now() + hour).toISOString() });
    await make('Sample over', { startsAt: new Date(Date.now() - 2 * hour).toISOString(), endsAt: new Date(Date.now() - hour).toISOString() });
    await make('Sample draft', { status: 'Draft' });
    for (let i = 0; i < 5; i += 1) expect((await server.data(PICK, { w: 728, h: 90 })).houseAd.title).toBe('Sample leaderboard only');
    expect((await server.data(PICK, { w: 300, h: 250 })).houseAd).toBeNull();
    expect((await errorOf(PICK, { w: 0, h: 250 })).code).toBe('BAD_USER_INPUT');
    // The sample campaign back as it was, for the other tests on this database.
    await server.database.db.delete(schema.houseAds).where(inArray(schema.houseAds.id, made));
    await server.database.db.update(schema.houseAds).set({ status: 'Active' }).where(sample);
  });
});
