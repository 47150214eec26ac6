// @ts-check
/**
 * Splices a signed-in viewer into the HTML of a page every visitor shares (the cached render): the
 * record goes on `<body>` for the page's viewer parts to read as it hydrates
 * (src/features/account/client/page-viewer-store.ts), and the header's "Login" link becomes the
 * viewer's avatar link, so the page shows who is signed in before any script runs.
 *
 * @typedef {import('../src/features/account/page-viewer').PageViewer} PageViewer
 */

/**
 * The header's login link in the cached render (the fallback of PageViewerMenuSlot in
 * src/features/chrome/server/ViewerControls.tsx): keep the two the same, attribute order included.
 */
export const VIEWER_MENU_SLOT = '<a href="/login" data-viewer-slot="menu">Login</a>';

/** The attribute of `<body>` that carries the record (PAGE_VIEWER_ATTRIBUTE in page-viewer.ts). */
export const VIEWER_ATTRIBUTE = 'data-viewer';

/**
 * The page with the viewer in it, or null when the page has no slot for it (then the request goes
 * to Next's per-request render).
 *
 * @param {string} html
 * @param {PageViewer} viewer
 * @returns {string | null}
 */
export function spliceViewer(html, viewer) {
  const body = /<body(?=[\s>])/.exec(html);
  const slot = html.indexOf(VIEWER_MENU_SLOT);
  if (!body || slot < body.index || html.indexOf(VIEWER_MENU_SLOT, slot + 1) !== -1) return null;
  const bodyEnd = body.index + body[0].length;
  return (
    html.slice(0, bodyEnd) +
    ` ${VIEWER_ATTRIBUTE}="${escapeHtml(JSON.stringify(viewer))}"` +
    html.slice(bodyEnd, slot) +
    avatarLink(viewer) +
    html.slice(slot + VIEWER_MENU_SLOT.length)
  );
}

/**
 * The avatar in the account menu's place, linking to the profile: the picture, else the initials.
 *
 * @param {PageViewer} viewer
 */
export function avatarLink(viewer) {
  const picture = safePicture(viewer.picture);
  const face = picture
    ? `<img src="${escapeHtml(picture)}" alt="" width="40" height="40">`
    : `<span aria-hidden="true">${escapeHtml(viewer.initials)}</span>`;
  return `<a href="/profile" data-viewer-slot="menu" data-viewer-avatar="" aria-label="${escapeHtml(viewer.label)}">${face}</a>`;
}

/**
 * An address an `<img>` may load: http(s) or a path on this site; anything else (javascript:,
 * data:) is dropped for the initials.
 *
 * @param {string | null} picture
 */
function safePicture(picture) {
  if (!picture) return null;
  if (picture.startsWith('/') && !picture.startsWith('//')) return picture;
  return /^https?:\/\//i.test(picture) ? picture : null;
}

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
