import { z } from 'zod';

/** One of the organisation's pages elsewhere (ORGANISATION_SOCIAL_LINKS), as /connect lists it. */
export interface SocialLink {
  label: string;
  url: string;
}

/** Sample links on example domains, so a fresh site shows what the setting looks like. */
export const DEFAULT_SOCIAL_LINKS =
  'Sample video channel=https://video.example.org/openshiur,Sample community page=https://social.example.org/@openshiur';

const webAddress = z.url({ protocol: /^https?$/ });

/**
 * `Label=https://…,Label=https://…` as a list (a label holds no `=` or comma; an address may hold
 * `=`). Blank is none; an entry that is not a label and a web address fails the setting.
 */
export const socialLinksSetting = z
  .string()
  .trim()
  .transform((value, context): SocialLink[] => {
    const links: SocialLink[] = [];
    for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      const split = entry.indexOf('=');
      const label = entry.slice(0, Math.max(split, 0)).trim();
      const url = entry.slice(split + 1).trim();
      if (split < 1 || !label || label.length > 60 || !webAddress.safeParse(url).success) {
        context.addIssue({ code: 'custom', message: `"${entry}" is not Label=https://… (a label of at most 60 characters, then a web address)` });
        return z.NEVER;
      }
      links.push({ label, url });
    }
    return links;
  });
