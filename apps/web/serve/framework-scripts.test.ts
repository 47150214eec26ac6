import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createFrameworkScriptCheck,
  NEXT_ICON_SCRIPT,
  reactRuntimeTexts,
} from './framework-scripts.mjs';

const runtimeTexts = reactRuntimeTexts();
const isFrameworkScript = createFrameworkScriptCheck({ runtimeTexts });
const definitionOf = (name: string) => runtimeTexts.find((text) => text.startsWith(name)) ?? '';

describe('reactRuntimeTexts', () => {
  it("reads React's streaming runtime from the React DOM builds the installed Next ships", () => {
    // Segment, boundary, boundary with styles, client render, and the paint timer: if a Next
    // upgrade moves or renames them this fails here, not in a visitor's browser.
    for (const name of [
      '$RS=function',
      '$RB=[];$RV=function',
      '$RM=new Map;$RR=function',
      '$RX=function',
      'requestAnimationFrame(function(){$RT=',
    ])
      expect(definitionOf(name), name).not.toBe('');
    // Without the call each "Full" chunk ends with (`…;$RS("`).
    expect(runtimeTexts.every((text) => !/\$R[A-Z]{1,2}\("$/.test(text))).toBe(true);
  });

  it('finds nothing (and so trusts none of React) when Next cannot be found', () => {
    expect(reactRuntimeTexts({ nextDir: '/nowhere' })).toEqual([]);
  });
});

/** What an error shell carries (the token is the build's). */
const CLIENT_RESUME =
  "__NEXT_CLIENT_RESUME=fetch(location.pathname+'?_rsc=xhdorIanPcIpYSsE',{credentials:'same-origin',headers:{'rsc': '1','next-router-prefetch': '1','next-router-segment-prefetch': '/_full'}})";

describe('isFrameworkScript', () => {
  it("accepts Next's flight data and bootstrap, whatever JSON they carry", () => {
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(
      isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])'),
    ).toBe(true);
    expect(
      isFrameworkScript(
        `self.__next_f.push(${JSON.stringify([1, '0:{"P":null,"b":"x"}\n1:"$Sreact.fragment")\\u003c/script>'])})`,
      ),
    ).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([3,"AAEC"])')).toBe(true);
  });

  it("accepts Turbopack's chunk list and React's instructions with their runtime", () => {
    expect(
      isFrameworkScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
      ),
    ).toBe(true);
    expect(isFrameworkScript(`${definitionOf('$RX=function')};$RX("B:0","")`)).toBe(true);
    expect(
      isFrameworkScript(`${definitionOf('$RX=function')};;$RX("B:0","digest",null,"stack")`),
    ).toBe(true);
    expect(isFrameworkScript('$RX("B:1","")')).toBe(true);
    expect(isFrameworkScript(`${definitionOf('$RB=[];$RV=function')};$RC("B:0","S:0")`)).toBe(true);
    expect(isFrameworkScript('$RR("B:2","S:2",[["/_next/static/a.css","high"]])')).toBe(true);
    expect(isFrameworkScript(definitionOf('requestAnimationFrame'))).toBe(true);
    expect(isFrameworkScript(NEXT_ICON_SCRIPT)).toBe(true);
    expect(isFrameworkScript(CLIENT_RESUME)).toBe(true);
  });

  it('refuses any other code, however it dresses', () => {
    for (const script of [
      'alert(1)',
      '',
      ';',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"+alert(1)])',
      'self.__next_f.push([1,`${alert(1)}`])',
      'self.__next_f.push([1,"x"])(alert(1))',
      "self.__next_f.push([1,'x'+alert(1)])",
      'self.__next_f.push([1,"x"]\n+alert(1))',
      '$RX=function(){alert(1)};$RX("B:0")',
      '$RC("B:0",alert(1))',
      '$RC=alert;$RC("B:0","S:0")',
      'self.__next_f.push=alert;self.__next_f.push([1,"x"])',
      `${NEXT_ICON_SCRIPT};alert(1)`,
      CLIENT_RESUME.replace('xhdorIanPcIpYSsE', "x'+alert(1)+'"),
      CLIENT_RESUME.replace('location.pathname', 'evil()'),
      `${CLIENT_RESUME};alert(1)`,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({a:alert(1)})',
    ])
      expect(isFrameworkScript(script), script).toBe(false);
  });
});

describe("Next's own inline scripts", () => {
  const nextDir = dirname(createRequire(import.meta.url).resolve('next/package.json'));
  const read = (file: string) => readFileSync(join(nextDir, file), 'utf8');

  it('are still written as this module expects (else a Next upgrade must update it)', () => {
    const flight = read('dist/server/app-render/use-flight-response.js');
    expect(flight).toContain('`(self.__next_f=self.__next_f||[]).push(${');
    expect(flight).toContain(';self.__next_f.push(${');
    expect(flight).toContain('self.__next_f.push(${htmlInlinedData})');
    expect(
      read('dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js'),
    ).toContain(NEXT_ICON_SCRIPT);
    expect(read('dist/server/stream-utils/node-web-streams-helper.js')).toContain(
      "`<script>__NEXT_CLIENT_RESUME=fetch(location.pathname+'?${searchStr}',{credentials:'same-origin',headers:{'${_approuterheaders.RSC_HEADER}': '1','${_approuterheaders.NEXT_ROUTER_PREFETCH_HEADER}': '1','${_approuterheaders.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER}': '${segmentPath}'}})</script>`",
    );
  });
});
