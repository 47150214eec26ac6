/**
 * Lighthouse on Debian's Chromium (never a downloaded browser): its default mobile configuration
 * (simulated Slow 4G and 4× CPU slowdown), the four categories issue 14 sets targets for, several
 * runs per page and the one nearest the median reported.
 */
import { chromiumLaunchOptions } from '@openshiur/playwright-config';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CATEGORIES, type LighthouseResult, type MeasuredPage } from './lighthouse-report';

export interface LighthousePage {
  name: string;
  url: string;
  path: string;
}

/** Starts Chromium headless for Lighthouse to drive over the DevTools protocol. */
export function startChromium(): Promise<LaunchedChrome> {
  const { executablePath, args } = chromiumLaunchOptions();
  // --no-sandbox: the bench may run as root, where Chromium refuses its sandbox.
  return launch({ chromePath: executablePath, chromeFlags: [...args, '--headless=new', '--no-sandbox'], logLevel: 'error' });
}

/** `runs` Lighthouse runs of one page (each with the browser's cache and storage cleared). */
export async function measurePage(chrome: LaunchedChrome, page: LighthousePage, runs: number): Promise<MeasuredPage> {
  const results: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`  ${page.name}: run ${run} of ${runs}…\n`);
    const outcome = await lighthouse(page.url, { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    if (outcome.lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.url}: ${outcome.lhr.runtimeError.message}`);
    results.push(outcome.lhr as unknown as LighthouseResult);
  }
  const median = computeMedianRun(results as never[]) as unknown as LighthouseResult;
  return { name: page.name, path: page.path, runs: results, median };
}
