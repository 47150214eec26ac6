import { describe, expect, it } from 'vitest';
import { createMemoryAdapterFactory } from './memory-adapter';

describe('the embedded provider memory adapter', () => {
  it('stores, finds by id and uid, consumes, expires and revokes by grant', async () => {
    let now = 1_000_000;
    const factory = createMemoryAdapterFactory(() => now);
    const sessions = factory('Session');
    const codes = factory('AuthorizationCode');

    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    // Models do not see each other's records.
    expect(await codes.find('s1')).toBeUndefined();

    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeGreaterThan(0);
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();

    now += 61_000;
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();

    await sessions.upsert('s2', {}, 60);
    await sessions.destroy('s2');
    expect(await sessions.find('s2')).toBeUndefined();
  });
});
