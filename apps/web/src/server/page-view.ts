import 'server-only';
import { notFound } from 'next/navigation';
import { parseViewSegment, type PageView } from '@/lib/page-view';

/** What a page's render depends on: see lib/page-view.ts. */
export type Rendering = PageView['kind'];

type ViewParams = Promise<{ view: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The render this request gets; an address the proxy did not make is not a page. */
export async function pageViewOf(params: ViewParams): Promise<PageView> {
  const view = parseViewSegment((await params).view);
  if (!view) notFound();
  return view;
}

export async function renderingOf(params: ViewParams): Promise<Rendering> {
  return (await pageViewOf(params)).kind;
}

/**
 * A page's search parameters. The cached render takes them from its segment, so it never reads
 * the request and stays prerendered; only the per-request render reads the request's own.
 */
export async function pageQuery(params: ViewParams, searchParams: SearchParams): Promise<Record<string, string | string[] | undefined>> {
  const view = await pageViewOf(params);
  return view.kind === 'cached' ? view.query : await searchParams;
}
