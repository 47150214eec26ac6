import { describe, expect, it } from 'vitest';
import { createLinkTokens } from './link-tokens';

const tokens = createLinkTokens('a-test-secret-of-at-least-thirty-two-characters');

describe('signed link tokens', () => {
  it('gives back the subject and extra claims for the purpose it was made for', async () => {
    const token = await tokens.sign({ purpose: 'newsletter-confirm', subject: '42', extra: { nonce: 'abc' } }, '2d');
    expect(await tokens.verify(token, 'newsletter-confirm')).toEqual({ subject: '42', extra: { nonce: 'abc' } });
  });

  it('refuses a token made for another purpose, with another secret, altered, expired or missing', async () => {
    const token = await tokens.sign({ purpose: 'newsletter-preferences', subject: '42' }, '2d');
    expect(await tokens.verify(token, 'newsletter-unsubscribe')).toBeNull();
    const other = createLinkTokens('another-secret-of-at-least-thirty-two-characters');
    expect(await other.verify(token, 'newsletter-preferences')).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '43' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`, 'newsletter-preferences')).toBeNull();
    const expired = await tokens.sign({ purpose: 'newsletter-confirm', subject: '42' }, '-1s');
    expect(await tokens.verify(expired, 'newsletter-confirm')).toBeNull();
    expect(await tokens.verify('', 'newsletter-confirm')).toBeNull();
    expect(await tokens.verify('x'.repeat(5_000), 'newsletter-confirm')).toBeNull();
  });

  it('will not sign with a short secret', () => {
    expect(() => createLinkTokens('short')).toThrow(/32 characters/);
  });
});
