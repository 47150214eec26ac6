import 'server-only';
import { env } from '@/env';

/**
 * Where else to find the organisation: its postal address (ORGANISATION_ADDRESS) and its pages
 * elsewhere (ORGANISATION_SOCIAL_LINKS). Read when the page is rendered, as every setting a
 * prerendered page shows.
 */
export function ContactDetails() {
  const links = env.ORGANISATION_SOCIAL_LINKS;
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details">Find us</h2>
      <address data-testid="organisation-address">{env.ORGANISATION_ADDRESS}</address>
      {links.length > 0 ? (
        <ul aria-label="Follow us">
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="me noopener" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
