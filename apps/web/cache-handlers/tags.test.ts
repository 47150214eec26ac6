import { describe, expect, it } from 'vitest';
import { isExpiredBy, isStaleBy, MemoryTagManifest, tagUpdate } from './tags.mjs';

describe('tag revalidation rules', () => {
  it('expires at once without durations (revalidateTag(tag, { expire: 0 }) gives expire 0)', () => {
    expect(tagUpdate(undefined, 1000)).toEqual({ expired: 1000 });
    expect(tagUpdate({ expire: 0 }, 1000)).toEqual({ stale: 1000, expired: 1000 });
  });

  it('marks stale now and expires later with a profile', () => {
    expect(tagUpdate({ expire: 60 }, 1000)).toEqual({ stale: 1000, expired: 61_000 });
    expect(tagUpdate({}, 1000)).toEqual({ stale: 1000 });
  });

  it('expires entries made before the expiry, once it has passed', () => {
    const states = [undefined, { expired: 5000 }];
    expect(isExpiredBy(states, 4000, 6000)).toBe(true);
    expect(isExpiredBy(states, 5000, 6000)).toBe(true); // the same millisecond: it may predate the change
    expect(isExpiredBy(states, 5001, 6000)).toBe(false); // made after the revalidation
    expect(isExpiredBy(states, 4000, 4500)).toBe(false); // expiry still ahead
  });

  it('calls entries made before the stale mark stale', () => {
    expect(isStaleBy([{ stale: 5000 }], 4000)).toBe(true);
    expect(isStaleBy([{ stale: 5000 }], 5001)).toBe(false);
    expect(isStaleBy([undefined], 0)).toBe(false);
  });

  it('keeps what a later revalidation does not change', () => {
    const manifest = new MemoryTagManifest();
    manifest.update(['a'], undefined, 1000);
    manifest.update(['a', 'b'], {}, 2000);
    expect(manifest.statesOf(['a', 'b', 'c'])).toEqual([{ expired: 1000, stale: 2000 }, { stale: 2000 }, undefined]);
  });
});
