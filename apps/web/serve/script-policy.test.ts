import { describe, expect, it, vi } from 'vitest';
import { createFrameworkScriptCheck, reactRuntimeTexts } from './framework-scripts.mjs';
import { hashSource } from './inline-scripts.mjs';
import { createScriptPolicy, parseScriptPolicyMode, scriptSourcesOf } from './script-policy.mjs';

const isFrameworkScript = createFrameworkScriptCheck({ runtimeTexts: reactRuntimeTexts() });
const BASE = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
const FLIGHT = 'self.__next_f.push([1,"0:{}"])';
const page = Buffer.from(
  `<html><head><script src="/_next/static/chunks/a.js" async></script></head><body><p>Shiur</p>` +
    `<script>${FLIGHT}</script><p><script>alert(document.cookie)</script></p><script type="application/ld+json">{}</script></body></html>`,
);

describe('createScriptPolicy', () => {
  it("names the site, the outside scripts' origins and the framework's inline scripts, and no other", () => {
    const onForeignScript = vi.fn();
    const headersFor = createScriptPolicy({
      basePolicy: BASE,
      mode: 'enforce',
      sources: ['https://analytics.example'],
      isFrameworkScript,
      onForeignScript,
    });
    const policy = headersFor(page)['content-security-policy'] ?? '';
    expect(policy).toBe(
      `${BASE}; script-src 'self' https://analytics.example ${hashSource(FLIGHT)}; worker-src 'self' blob:; report-uri /api/csp-report`,
    );
    expect(policy).not.toContain(hashSource('alert(document.cookie)'));
    expect(onForeignScript).toHaveBeenCalledWith(
      'alert(document.cookie)',
      hashSource('alert(document.cookie)'),
    );
  });

  it('only reports under report-only, keeping the rest of the policy enforced', () => {
    const headers = createScriptPolicy({
      basePolicy: BASE,
      mode: 'report-only',
      sources: [],
      isFrameworkScript,
    })(page);
    expect(headers['content-security-policy']).toBe(BASE);
    expect(headers['content-security-policy-report-only']).toMatch(/^script-src 'self' 'sha256-/);
  });

  it('lets a page without inline scripts run only its own files', () => {
    expect(
      createScriptPolicy({ basePolicy: BASE, mode: 'enforce', sources: [], isFrameworkScript })(
        Buffer.from(''),
      )['content-security-policy'],
    ).toContain("script-src 'self'; worker-src");
  });
});

describe('parseScriptPolicyMode', () => {
  it('is enforce by default, and says what it takes', () => {
    expect(parseScriptPolicyMode(undefined)).toBe('enforce');
    expect(parseScriptPolicyMode(' Report-Only ')).toBe('report-only');
    expect(parseScriptPolicyMode('off')).toBe('off');
    expect(() => parseScriptPolicyMode('strict')).toThrow(/enforce, report-only or off/);
  });
});

describe('scriptSourcesOf', () => {
  it("takes the outside scripts' origins and SCRIPT_SOURCES, once each", () => {
    expect(
      scriptSourcesOf({
        ANALYTICS_SCRIPT_URL: 'https://analytics.example/script.js',
        ADS_SCRIPT_URL: 'https://ads.example/gpt.js?x=1',
        CHAT_WIDGET_SCRIPT_URL: 'https://analytics.example/chat.js',
        SCRIPT_SOURCES: ' https://securepubads.g.doubleclick.net  https://*.cdn.example:8443 ',
      }),
    ).toEqual([
      'https://analytics.example',
      'https://ads.example',
      'https://securepubads.g.doubleclick.net',
      'https://*.cdn.example:8443',
    ]);
    expect(scriptSourcesOf({})).toEqual([]);
  });

  it('refuses what is not an https origin, so nothing can be slipped into the policy', () => {
    for (const source of [
      "'unsafe-inline'",
      'http://cdn.example',
      'https://cdn.example/path',
      'https://cdn.example;',
      '*',
    ])
      expect(() => scriptSourcesOf({ SCRIPT_SOURCES: source }), source).toThrow(/SCRIPT_SOURCES/);
    expect(() => scriptSourcesOf({ ADS_SCRIPT_URL: 'not a url' })).toThrow(/ADS_SCRIPT_URL/);
  });
});
