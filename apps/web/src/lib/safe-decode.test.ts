import { describe, expect, it } from 'vitest';
import { safeDecode } from './safe-decode';

describe('safeDecode', () => {
  it('decodes percent escapes, Hebrew included', () => {
    expect(safeDecode('Bava%20Kamma')).toBe('Bava Kamma');
    expect(safeDecode('%D7%91%D7%A8%D7%9B%D7%95%D7%AA')).toBe('ברכות');
  });

  it('gives undefined for a malformed escape instead of throwing', () => {
    expect(safeDecode('%E0%A4%A')).toBeUndefined();
    expect(safeDecode('100%')).toBeUndefined();
  });
});
