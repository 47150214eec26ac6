/**
 * Image address rules (the product's search dropdown rules "Author avatar source"). An author's `image` is absent or empty
 * (the default avatar), a full storage address, or an image-service public id; every picture is
 * scaled to the width it is shown at.
 *
 * With a hosted image service configured (`IMAGE_SERVICE_URL`, Cloudinary style, for example
 * `https://res.cloudinary.com/demo`), addresses go through it. Without one, the working default is
 * Next's own image optimizer: full addresses are fetched by it (`images.remotePatterns` in
 * next.config.ts) and public ids name files under `public/images/`.
 *
 * Pure functions, safe in the browser and on the server.
 */

/** The hosted image service, as the server hands it to the browser. */
export interface ImageService {
  /** Base address without a trailing slash, e.g. `https://res.cloudinary.com/demo`. */
  baseUrl: string;
}

/** The product's search dropdown rules and limits: search result avatars are 30px wide. */
export const SEARCH_AVATAR_WIDTH = 30;

/** The quality Next's optimizer accepts by default (`images.qualities` is `[75]` in Next 16). */
const NEXT_IMAGE_QUALITY = 75;

/** Where public ids live without an image service (served from `apps/web/public/images/`). */
const LOCAL_IMAGE_FOLDER = '/images/';

const FULL_ADDRESS = /^https?:\/\//i;

/** The service's base address from configuration, or null when unset or not an http(s) URL. */
export function imageServiceFrom(baseUrl: string | null | undefined): ImageService | null {
  const trimmed = baseUrl?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Keep the path (Cloudinary's is the cloud name); drop query, hash and trailing slashes.
  return { baseUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

/**
 * A public id as a URL path: each segment percent-encoded, slashes (folders) kept. Empty, `.` and
 * `..` segments make it invalid (null), so an id can never climb out of its folder.
 */
function publicIdPath(publicId: string): string | null {
  const segments = publicId.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
}

function nextImage(url: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${NEXT_IMAGE_QUALITY}`;
}

/**
 * The address of an author's avatar at `width` pixels, or null for the default avatar.
 *
 * - absent, empty or blank: null (the default anonymous avatar);
 * - `https://…` / `http://…`: through the service's fetch API, or Next's optimizer;
 * - anything else: a public id with a `.jpeg` extension, from the service or `public/images/`.
 */
export function avatarImageSrc(
  image: string | null | undefined,
  service: ImageService | null,
  width: number = SEARCH_AVATAR_WIDTH,
): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (FULL_ADDRESS.test(value)) {
    if (service) return `${service.baseUrl}/image/fetch/w_${width}/${encodeURIComponent(value)}`;
    // next.config.ts allows the optimizer to fetch https only (any host); storage services serve
    // https as well, so a plain-http address is asked for over https.
    return nextImage(value.replace(/^http:/i, 'https:'), width);
  }
  const path = publicIdPath(value);
  if (!path) return null;
  if (service) return `${service.baseUrl}/image/upload/w_${width}/${path}.jpeg`;
  return nextImage(`${LOCAL_IMAGE_FOLDER}${path}.jpeg`, width);
}
