import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Topics as links to their search results (as the menu links them). */
export function TopicLinks({ topics }: { topics: readonly string[] }) {
  return (
    <>
      {topics.map((topic, index) => (
        <span key={topic}>
          {index > 0 ? ', ' : ''}
          <Link href={`/search?topics=${encodeURIComponent(topic)}`}>{topic}</Link>
        </span>
      ))}
    </>
  );
}
