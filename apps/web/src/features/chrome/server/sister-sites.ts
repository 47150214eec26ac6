import 'server-only';
import { platforms } from '@openshiur/reference-data';
import { env } from '@/env';

export interface SisterSite {
  name: string;
  href: string;
}

/** The six sister learning platforms with their configured addresses (the product's footers). */
export function sisterSites(): SisterSite[] {
  return platforms.map((platform) => ({
    name: platform.name,
    href: env.SISTER_SITE_URL_TEMPLATE.replaceAll('{id}', platform.id),
  }));
}
