import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';
import { GetPageDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { pageQuery } from '@/server/page-view';
import { firstParam } from '@/lib/route-params';
import { ContactForm } from '@/features/contact/client/ContactForm';
import { ContactDetails } from '@/features/contact/server/ContactDetails';
import { ContactSent } from '@/features/contact/ContactSent';
import { sendContactAction } from '@/features/contact/server/contact-action';

// It reads its query at the top (no <Suspense>, so the thank-you is in the HTML without JavaScript);
// the anonymous render takes it from its segment and stays cached: /connect and /connect?sent=1.
export const instant = false;

export const metadata: Metadata = { title: 'Connect' };

/**
 * Connect: the contact form (a Server Action: it works without JavaScript, and the page stays a
 * cached anonymous page), the "contact" content page, the organisation's address and pages
 * elsewhere, and ways to stay in touch. `?sent=1` is where a sent message lands.
 */
export default async function ConnectPage({ params, searchParams }: PageProps<'/[view]/connect'>) {
  const [{ page }, query] = await Promise.all([load(GetPageDocument, { id: 'contact' }), pageQuery(params, searchParams)]);
  return (
    <>
      <h1>Connect</h1>
      {page ? <div dangerouslySetInnerHTML={{ __html: page.body }} /> : null}
      {firstParam(query.sent) === '1' ? <ContactSent /> : <ContactForm send={sendContactAction} />}
      <ContactDetails />
      <ul>
        <li>
          <Link href="/newsletters">Sign up for our e-mails</Link>
        </li>
        <li>
          <Link href="/events">Come to an event</Link>
        </li>
        <li>
          <Link href="/donate">Support our work</Link>
        </li>
      </ul>
    </>
  );
}
