import { describe, expect, it } from 'vitest';
import { canonicalUnitPath } from './programme-route';

describe('canonicalUnitPath', () => {
  it('gives the canonical address of a unit in another spelling, Hebrew and escaped too', () => {
    expect(canonicalUnitPath('/learning/mishnayot/Berakhot/3')).toBe('/learning/mishnayot/berachos/3');
    expect(canonicalUnitPath(`/learning/mishnayot/${encodeURIComponent('ברכות')}/3`)).toBe('/learning/mishnayot/berachos/3');
  });

  it('leaves canonical, unknown and non-unit addresses alone', () => {
    for (const path of [
      '/learning/mishnayot/berachos/3',
      '/learning/mishnayot',
      '/learning',
      '/learning/no-such-programme/berachos/3',
      '/learning/mishnayot/groundhog/3',
      '/learning/mishnayot/%E0%A4%A/3',
      '/learning/daf-yomi/calendar.ics',
      '/dafyomi/berachos/3',
    ]) {
      expect(canonicalUnitPath(path), path).toBeUndefined();
    }
  });
});
