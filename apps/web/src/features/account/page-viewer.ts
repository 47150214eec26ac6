import { z } from 'zod';

/**
 * The signed-in visitor as a page shared by every visitor learns it. A signed-in request for a page
 * the response cache holds is answered with that anonymous page and this record spliced into it
 * (`serve/viewer-pages.mjs`): the server loads the user for the first render, as the product asks,
 * without rendering the page again for each visitor. The page's viewer parts read it in the browser
 * (`client/page-viewer-store.ts`).
 */
export interface PageViewer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  picture: string | null;
  /** Ids of the series and authors the viewer follows: the subscribe buttons start from them. */
  subscribedSeriesIds: string[];
  subscribedAuthorIds: string[];
  /** For the avatar link drawn before the page's scripts run: initials and the account menu's name. */
  initials: string;
  label: string;
}

const nullableText = z.string().max(2000).nullable();
const ids = z.array(z.string().max(64)).max(10_000);

const pageViewerSchema = z.object({
  id: z.string().min(1).max(64),
  email: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  name: nullableText,
  picture: nullableText,
  subscribedSeriesIds: ids,
  subscribedAuthorIds: ids,
  initials: z.string().max(8),
  label: z.string().max(2000),
});

/** The attribute of `<body>` that carries the record, as JSON. */
export const PAGE_VIEWER_ATTRIBUTE = 'data-viewer';

/** Reads the record from its JSON; null for anything else (a page without one, or a damaged one). */
export function parsePageViewer(json: string | null | undefined): PageViewer | null {
  if (!json) return null;
  try {
    const parsed = pageViewerSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The name the account menu and chat widget show: first and last name, else the display name, else e-mail. */
export function viewerDisplayName(user: Pick<PageViewer, 'firstName' | 'lastName' | 'name' | 'email'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email || null;
}
