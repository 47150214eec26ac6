import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** "Daily Daf, Weekly Parsha and Events": the lists a subscription is on, as a sentence says them. */
export function ListNames({ lists }: { lists: readonly { id: string; name: string }[] }) {
  const names = lists.map((list) => list.name);
  const text = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return <strong>{text}</strong>;
}

/** What a page behind a mail's link shows when the link was refused (expired, forged, replaced). */
export function LinkProblem({ heading, reason }: { heading: string; reason?: string }) {
  const text =
    reason === 'SUPERSEDED'
      ? 'A newer confirmation mail replaced this one. Please use the link in the latest mail.'
      : 'The link is not valid or has expired. Links to confirm a sign-up work for three days.';
  return (
    <>
      <h1>{heading}</h1>
      <p role="alert">{text}</p>
      <p>
        <Link href="/newsletters">Sign up again</Link> to get a new link.
      </p>
    </>
  );
}
