'use client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, serializeConsent, type ConsentDecision } from '../../consent';
import {
  CONSENT_CHANNEL,
  decisionFromMessage,
  nextDecision,
  openConsentChannel,
  readConsentCookie,
  writeConsentCookie,
} from './consent-cookie';

const accepted: ConsentDecision = {
  analytics: true,
  ads: true,
  decidedAt: '2025-03-01T12:00:00.000Z',
  version: 1,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the consent cookie in the browser', () => {
  it('writes a decision that reads back, among other cookies', () => {
    document.cookie = 'other=1; Path=/';
    expect(readConsentCookie()).toBeNull();
    writeConsentCookie(accepted);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${serializeConsent(accepted)}`);
    expect(readConsentCookie()).toEqual(accepted);
    document.cookie = 'other=; Path=/; Max-Age=0';
  });

  it('marks the cookie Secure on https only', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    writeConsentCookie(accepted);
    vi.stubGlobal('location', { protocol: 'https:' });
    writeConsentCookie(accepted);
    expect(written[0]).not.toMatch(/Secure/);
    expect(written[1]).toMatch(/; Secure$/);
  });

  it('gives up quietly where cookies are blocked', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readConsentCookie()).toBeNull();
    expect(() => writeConsentCookie(accepted)).not.toThrow();
  });
});

describe('the channel to other tabs', () => {
  it('is named after the cookie, and is null where the browser has none or refuses it', () => {
    expect(CONSENT_CHANNEL).toBe(CONSENT_COOKIE);
    const channel = openConsentChannel();
    expect(channel?.name).toBe(CONSENT_CHANNEL);
    channel?.close();
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(openConsentChannel()).toBeNull();
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(openConsentChannel()).toBeNull();
  });

  it('takes only serialized decisions from it', () => {
    expect(decisionFromMessage(serializeConsent(accepted))).toEqual(accepted);
    expect(decisionFromMessage('garbage')).toBeNull();
    expect(decisionFromMessage(accepted)).toBeNull();
    expect(decisionFromMessage(undefined)).toBeNull();
  });
});

describe('a new decision', () => {
  const now = new Date('2025-04-01T08:00:00.000Z');

  it('takes the categories chosen, the rest from the current decision', () => {
    expect(nextDecision(accepted, { ads: false }, now)).toEqual({
      analytics: true,
      ads: false,
      decidedAt: '2025-04-01T08:00:00.000Z',
      version: 1,
    });
  });

  it('refuses what was left out when there is no current decision', () => {
    expect(nextDecision(null, { analytics: true }, now)).toEqual({
      analytics: true,
      ads: false,
      decidedAt: '2025-04-01T08:00:00.000Z',
      version: 1,
    });
    expect(nextDecision(null, {}, now)).toMatchObject({ analytics: false, ads: false });
  });

  it('is dated now by default', () => {
    const before = Date.now();
    const decidedAt = Date.parse(nextDecision(null, {}).decidedAt);
    expect(decidedAt).toBeGreaterThanOrEqual(before);
    expect(decidedAt).toBeLessThanOrEqual(Date.now());
  });
});
