import { describe, expect, it } from 'vitest';
import { parshiotNamed } from './parsha';

describe('parshiotNamed', () => {
  it('resolves one parsha in any spelling to the name posts store', () => {
    expect(parshiotNamed('Noach')).toEqual(['Noach']);
    expect(parshiotNamed('Lekh Lekha')).toEqual(['Lech Lecha']);
    expect(parshiotNamed('lech-lecha')).toEqual(['Lech Lecha']);
    expect(parshiotNamed('Achrei Mot')).toEqual(['Acharei Mot']);
    expect(parshiotNamed('לך לך')).toEqual(['Lech Lecha']);
  });

  it('resolves a double parsha to both parts, by its name or by its parts in other spellings', () => {
    expect(parshiotNamed('Matot-Masei')).toEqual(['Matot', 'Masei']);
    expect(parshiotNamed('matot masei')).toEqual(['Matot', 'Masei']);
    expect(parshiotNamed('Achrei Mot-Kedoshim')).toEqual(['Acharei Mot', 'Kedoshim']);
  });

  it('names nothing for an unknown spelling or two parshiot that are never read together', () => {
    expect(parshiotNamed('Groundhog')).toBeUndefined();
    expect(parshiotNamed('Noach-Vayera')).toBeUndefined();
    expect(parshiotNamed('')).toBeUndefined();
  });
});
