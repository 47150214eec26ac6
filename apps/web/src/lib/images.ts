/**
 * Image address rules (the product's search dropdown rules "Author avatar source"). An author's `image` is absent or empty
 * (the default avatar), a full storage address, or an image-service public id; every picture is
 * scaled to the width it is shown at.
 *
 * With a hosted image service configured (`IMAGE_SERVICE_URL`, Cloudinary style, for example
 * `https://res.cloudinary.com/demo`), addresses go through it. Without one, the working default is
 * Next's own image optimizer: full addresses on the IMAGE_HOSTS are fetched by it (image-hosts.ts),
 * others are shown from where they are, and public ids name files under `public/images/`.
 *
 * Pure functions, safe in the browser and on the server.
 */
import { publicEnv } from '@/env.client';
import { isImageHost, parseImageHosts } from './image-hosts';

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

/** IMAGE_HOSTS as the build saw it (next.config.ts sets NEXT_PUBLIC_IMAGE_HOSTS from it). */
const OPTIMIZER_HOSTS = parseImageHosts(publicEnv.imageHosts);

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
  hosts: readonly string[] = OPTIMIZER_HOSTS,
): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (FULL_ADDRESS.test(value)) {
    if (service) return `${service.baseUrl}/image/fetch/w_${width}/${encodeURIComponent(value)}`;
    return optimizedOrAsIs(value, width, hosts);
  }
  const path = publicIdPath(value);
  if (!path) return null;
  if (service) return `${service.baseUrl}/image/upload/w_${width}/${path}.jpeg`;
  return nextImage(`${LOCAL_IMAGE_FOLDER}${path}.jpeg`, width);
}

/**
 * A full address through Next's optimizer when its host is on the list (https only: storage
 * services serve it, so a plain-http address is asked for over https); otherwise as it is.
 */
function optimizedOrAsIs(address: string, width: number, hosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  return isImageHost(url.hostname, hosts) ? nextImage(address.replace(/^http:/i, 'https:'), width) : url.href;
}
