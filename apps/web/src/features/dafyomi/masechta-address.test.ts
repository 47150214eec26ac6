import { describe, expect, it } from 'vitest';
import { canonicalDafYomiPath } from './masechta-address';

describe('canonicalDafYomiPath', () => {
  it.each([
    ['/dafyomi/Berakhot/5', '/dafyomi/berachos/5'],
    ['/dafyomi/BERACHOS/7/123', '/dafyomi/berachos/7/123'],
    [`/dafyomi/${encodeURIComponent('ברכות')}/5`, '/dafyomi/berachos/5'],
    ['/dafyomi/Bava%20Kamma', '/dafyomi/bava-kama'],
    ['/dafyomi/bava_kamma', '/dafyomi/bava-kama'],
  ])('%s → %s', (from, to) => {
    expect(canonicalDafYomiPath(from)).toBe(to);
  });

  it.each(['/dafyomi', '/dafyomi/berachos/5', '/dafyomi/groundhog/2', '/dafyomi/%E0%A4%A/2', '/series/Berakhot'])(
    'leaves %s alone',
    (path) => {
      expect(canonicalDafYomiPath(path)).toBeUndefined();
    },
  );
});
