import { VisuallyHidden } from '@openshiur/ui';

/** Where the text of a unit is read, named for the link. */
export function textSource(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return host === 'sefaria.org' ? 'Sefaria' : host === 'chabad.org' ? 'Chabad.org' : host;
}

/**
 * A link to the text of a unit on another site (Sefaria). Screen readers hear which unit, after
 * the visible words (so the accessible name still begins with what is seen).
 */
export function TextLink({ href, unitLabel }: { href: string; unitLabel: string }) {
  return (
    <a href={href} rel="noopener">
      Text on {textSource(href)}
      <VisuallyHidden>: {unitLabel}</VisuallyHidden>
    </a>
  );
}
