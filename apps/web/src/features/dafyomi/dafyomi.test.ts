import { describe, expect, it, vi } from 'vitest';
import { bavliMasechtaBySlug } from '@openshiur/reference-data';

const navigation = vi.hoisted(() => ({
  notFound: vi.fn(() => {
    throw new Error('NOT_FOUND');
  }),
  permanentRedirect: vi.fn((to: string) => {
    throw new Error(`REDIRECT ${to}`);
  }),
}));
vi.mock('next/navigation', () => navigation);

const { dafInMasechta, dafOrNotFound, masechtaOrNotFound } = await import('./dafyomi');
const { readsAsDaf } = await import('./daf-item-address');
const berachos = bavliMasechtaBySlug('berachos')!;

describe('Daf Yomi addresses', () => {
  it('accepts the canonical slug as it is', () => {
    expect(masechtaOrNotFound('bava-kama', ['2']).name).toBe('Bava Kama');
  });

  it('redirects any other spelling to the canonical address, keeping the rest of the path', () => {
    expect(() => masechtaOrNotFound('Berakhot', ['5'])).toThrow('REDIRECT /dafyomi/berachos/5');
    expect(() => masechtaOrNotFound('Brachot')).toThrow('REDIRECT /dafyomi/berachos');
    expect(() => masechtaOrNotFound('BERACHOS', ['5', '12'])).toThrow('REDIRECT /dafyomi/berachos/5/12');
    expect(() => masechtaOrNotFound(encodeURIComponent('ברכות'), ['5'])).toThrow('REDIRECT /dafyomi/berachos/5');
    expect(() => masechtaOrNotFound('Bava%20Kamma', ['3'])).toThrow('REDIRECT /dafyomi/bava-kama/3');
  });

  it('answers 404 for an unknown masechta or a malformed segment', () => {
    expect(() => masechtaOrNotFound('not-a-masechta')).toThrow('NOT_FOUND');
    expect(() => masechtaOrNotFound('%E0%A4%A')).toThrow('NOT_FOUND');
  });

  it('takes only dapim inside the masechta', () => {
    expect(dafInMasechta(berachos, '2')).toBe(2);
    expect(dafInMasechta(berachos, '64')).toBe(64);
    for (const segment of ['1', '65', '2x', '', '05', '-3']) expect(dafInMasechta(berachos, segment), segment).toBeUndefined();
    expect(dafOrNotFound(berachos, '10')).toBe(10);
    expect(() => dafOrNotFound(berachos, '65')).toThrow('NOT_FOUND');
  });

  it('reads any number up to the highest daf in Shas as a daf, and longer ones as something else', () => {
    for (const segment of ['1', '2', '65', '176', '05']) expect(readsAsDaf(segment), segment).toBe(true);
    for (const segment of ['177', '200', '4521', 'abc', '']) expect(readsAsDaf(segment), segment).toBe(false);
  });
});
