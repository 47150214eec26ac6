/** Cache values shaped like the ones next@16.4.6 hands its `cacheHandler`, for the handlers' tests. */
export function appPage(options: { status?: number; tags?: string[]; html?: string } = {}) {
  const { status = 200, tags = ['content'], html = '<h1>Series</h1>' } = options;
  return {
    kind: 'APP_PAGE' as const,
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags.join(',') },
    postponed: undefined,
    status,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

export const pageContext = {
  cacheControl: { revalidate: 900, expire: 86_400 },
  isRoutePPREnabled: true,
  isFallback: false,
};

export const getPage = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: true };

export function pageKey(path: string) {
  return `/route-cache/APP_PAGE/${'0'.repeat(64)}/$${path}`;
}
