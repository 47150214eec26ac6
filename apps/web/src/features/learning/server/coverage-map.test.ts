import { describe, expect, it } from 'vitest';
import { coverageMap } from './coverage-map';

describe('coverageMap', () => {
  it('keys counts by unit, by amud, by masechta or book, and by number alone', () => {
    const map = coverageMap([
      { name: 'Succah', number: 2, amud: 'a', count: 2 },
      { name: 'Succah', number: 2, amud: 'b', count: 1 },
      { name: 'Succah', number: 3, amud: null, count: 4 },
      { name: null, number: 25, amud: null, count: 3 },
    ]);
    expect(map.get('Succah/2a')).toBe(2);
    expect(map.get('Succah/2')).toBe(3);
    expect(map.get('Succah')).toBe(7);
    expect(map.get('25')).toBe(3);
    expect(map.get('Succah/4')).toBeUndefined();
  });
});
