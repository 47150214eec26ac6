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

const MENU_SLOT_BYTES = Buffer.from(VIEWER_MENU_SLOT);
const BODY_TAG = Buffer.from('<body');

/**
 * The page with the viewer in it, or null when the page has no slot for it (then the request goes
 * to Next's per-request render). Works on the bytes as they were sent (UTF-8): the markers are
 * ASCII, and a page is never turned into a JavaScript string (some 150 KiB of garbage a view).
 *
 * @param {Buffer} html
 * @param {PageViewer} viewer
 * @returns {Buffer | null}
 */
export function spliceViewer(html, viewer) {
  const body = bodyTagEnd(html);
  const slot = html.indexOf(MENU_SLOT_BYTES);
  if (body < 0 || slot < body || html.indexOf(MENU_SLOT_BYTES, slot + 1) !== -1) return null;
  return Buffer.concat([
    html.subarray(0, body),
    Buffer.from(` ${VIEWER_ATTRIBUTE}="${escapeHtml(JSON.stringify(viewer))}"`),
    html.subarray(body, slot),
    Buffer.from(avatarLink(viewer)),
    html.subarray(slot + MENU_SLOT_BYTES.length),
  ]);
}

/**
 * Where the name of the first `<body` tag ends (before its attributes or `>`), or -1.
 *
 * @param {Buffer} html
 */
function bodyTagEnd(html) {
  for (let at = html.indexOf(BODY_TAG); at >= 0; at = html.indexOf(BODY_TAG, at + 1)) {
    const next = html[at + BODY_TAG.length];
    // `>`, or whitespace before attributes; not `<bodyx`.
    if (next === 0x3e || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) return at + BODY_TAG.length;
  }
  return -1;
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
