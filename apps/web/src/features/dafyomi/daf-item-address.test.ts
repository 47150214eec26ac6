import { describe, expect, it } from 'vitest';
import { dafItemOutcome, parseDafItemAddress } from './daf-item-address';

describe('parseDafItemAddress', () => {
  it('reads an item address with and without its daf', () => {
    expect(parseDafItemAddress('/dafyomi/berachos/28/597')).toEqual({
      masechtaSlug: 'berachos',
      daf: '28',
      id: '597',
    });
    expect(parseDafItemAddress('/dafyomi/berachos/597')).toEqual({
      masechtaSlug: 'berachos',
      id: '597',
    });
  });

  it('leaves masechta and daf addresses, and anything longer or odder, alone', () => {
    for (const path of [
      '/dafyomi',
      '/dafyomi/berachos',
      '/dafyomi/berachos/28',
      '/dafyomi/berachos/176',
      '/dafyomi/berachos/28/x',
      '/dafyomi/berachos/28/597/more',
      '/p/597',
      '/dafyomi/berachos/abc',
    ]) {
      expect(parseDafItemAddress(path), path).toBeUndefined();
    }
  });
});

describe('dafItemOutcome', () => {
  const onDaf = { id: '597', learning: { masechtaSlug: 'berachos', daf: 28 } };

  it('shows the shiur at its own address', () => {
    expect(dafItemOutcome({ masechtaSlug: 'berachos', daf: '28', id: '597' }, onDaf)).toMatchObject(
      { kind: 'show', daf: 28 },
    );
  });

  it('sends another daf, another masechta or no daf to the own address for good', () => {
    for (const address of [
      { masechtaSlug: 'berachos', daf: '2', id: '597' },
      { masechtaSlug: 'shabbos', daf: '28', id: '597' },
      { masechtaSlug: 'berachos', id: '597' },
    ]) {
      expect(dafItemOutcome(address, onDaf)).toEqual({
        kind: 'redirect',
        path: '/dafyomi/berachos/28/597',
        permanent: true,
      });
    }
  });

  it('sends a shiur on the whole masechta to its post page, for now', () => {
    const whole = { id: '600', learning: { masechtaSlug: 'berachos', daf: null } };
    expect(dafItemOutcome({ masechtaSlug: 'berachos', daf: '5', id: '600' }, whole)).toEqual({
      kind: 'redirect',
      path: '/p/600',
      permanent: false,
    });
  });

  it('is a 404 for no shiur, a shiur off Shas, or a dafless address on another masechta', () => {
    expect(dafItemOutcome({ masechtaSlug: 'berachos', daf: '2', id: '1' }, null).kind).toBe(
      'not-found',
    );
    expect(
      dafItemOutcome(
        { masechtaSlug: 'berachos', daf: '2', id: '1' },
        { id: '1', learning: { masechtaSlug: null } },
      ).kind,
    ).toBe('not-found');
    expect(dafItemOutcome({ masechtaSlug: 'shabbos', id: '597' }, onDaf).kind).toBe('not-found');
  });
});
