import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';
import { GetPageDocument } from '@openshiur/graphql';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Connect' };

/** Connect: how to reach the organisation (the "contact" content page) and ways to stay in touch. */
export default async function ConnectPage() {
  const { page } = await load(GetPageDocument, { id: 'contact' });
  return (
    <>
      <h1>Connect</h1>
      {page ? <div dangerouslySetInnerHTML={{ __html: page.body }} /> : null}
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
