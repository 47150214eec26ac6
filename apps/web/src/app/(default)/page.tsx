import { SiteLink as Link } from '@/components/navigation/SiteLink';
import { GetEventsDocument, GetPostsDocument, GetTopicsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { formatDate } from '@/lib/format';
import { load } from '@/server/load';

/** Home: newest shiurim, the topics with their series, upcoming events. */
export default async function HomePage() {
  const [posts, topics, events] = await Promise.all([
    load(GetPostsDocument, { first: 10 }),
    load(GetTopicsDocument, {}),
    load(GetEventsDocument, { first: 5, when: 'UPCOMING' }),
  ]);
  return (
    <>
      <h1>Torah learning: shiurim in audio, video and text</h1>
      <section aria-labelledby="newest">
        <h2 id="newest">Newest shiurim</h2>
        <PostList connection={posts.posts} />
        <Link href="/p">All shiurim</Link>
      </section>
      <section aria-labelledby="topics">
        <h2 id="topics">Topics</h2>
        <ul>
          {topics.topics.map((topic) => (
            <li key={topic.name}>
              <Link href={`/search?topics=${encodeURIComponent(topic.name)}`}>{topic.name}</Link> ({topic.series.length} series)
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="events">
        <h2 id="events">Upcoming events</h2>
        <ul>
          {events.events.edges.map(({ node }) => (
            <li key={node.id}>
              <Link href={`/events/${node.id}`}>{node.title}</Link> · {formatDate(node.startsAt)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
