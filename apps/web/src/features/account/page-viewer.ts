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

/** The attribute of `<body>` that carries the record, as JSON. */
export const PAGE_VIEWER_ATTRIBUTE = 'data-viewer';

/**
 * Reads the record from its JSON; null for anything else (a page without one, or a damaged one).
 * Checked field by field without a schema library: this runs in every visitor's browser, and zod
 * would add some 30 KiB of script to every page.
 */
export function parsePageViewer(json: string | null | undefined): PageViewer | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<keyof PageViewer, unknown>;
  const text = (field: unknown): field is string => typeof field === 'string';
  const nullableText = (field: unknown): field is string | null => field === null || text(field);
  const ids = (field: unknown): field is string[] => Array.isArray(field) && field.every(text);
  if (!text(record.id) || record.id === '' || !text(record.initials) || !text(record.label)) return null;
  if (![record.email, record.firstName, record.lastName, record.name, record.picture].every(nullableText)) return null;
  if (!ids(record.subscribedSeriesIds) || !ids(record.subscribedAuthorIds)) return null;
  return {
    id: record.id,
    email: record.email as string | null,
    firstName: record.firstName as string | null,
    lastName: record.lastName as string | null,
    name: record.name as string | null,
    picture: record.picture as string | null,
    subscribedSeriesIds: record.subscribedSeriesIds,
    subscribedAuthorIds: record.subscribedAuthorIds,
    initials: record.initials,
    label: record.label,
  };
}

/** The name the account menu and chat widget show: first and last name, else the display name, else e-mail. */
export function viewerDisplayName(user: Pick<PageViewer, 'firstName' | 'lastName' | 'name' | 'email'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email || null;
}
