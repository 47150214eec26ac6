import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Where the contact form lands once the message is stored (its mails are queued with it). */
export function ContactSent() {
  return (
    <section role="status" aria-labelledby="contact-sent" data-testid="contact-sent">
      <h2 id="contact-sent">Thank you: your message is on its way</h2>
      <p>We sent a copy to your e-mail address and will answer there. If it does not arrive within a few minutes, look in your spam folder.</p>
      <p>
        <Link href="/connect">Write another message</Link>
      </p>
    </section>
  );
}
