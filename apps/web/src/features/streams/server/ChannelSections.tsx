import styled from 'styled-components';
import type { StreamFieldsFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatDateTime } from '@/lib/format';
import { HlsVideo } from '../client/HlsVideo';
import { embedUrlOf, isOverdue, streamIcsPath } from '../stream-links';
import type { ChannelStreams } from './channel-streams';

/**
 * /channels: one section per sister platform (its id is the anchor the header's Streams menu links
 * to), each with its live streams playing, its coming ones (to add to a calendar) and its past
 * ones (their recordings' posts).
 */
export function ChannelSections({ channels, now }: { channels: ChannelStreams[]; now: Date }) {
  return (
    <>
      <Contents aria-label="Channels">
        <ul>
          {channels.map(({ platform, live }) => (
            <li key={platform.id}>
              <a href={`#${platform.id}`}>{platform.name}</a>
              {live.length > 0 ? <LiveMark>Live</LiveMark> : null}
            </li>
          ))}
        </ul>
      </Contents>
      {channels.map(({ platform, live, upcoming, past }) => (
        <Section key={platform.id} id={platform.id} aria-labelledby={`${platform.id}-heading`} data-testid="channel">
          <h2 id={`${platform.id}-heading`}>{platform.name}</h2>
          <Focus>{platform.focus}</Focus>
          {live.length + upcoming.length + past.length === 0 ? <Empty>No streams on this channel yet.</Empty> : null}
          {live.length > 0 ? (
            <>
              <h3>Live now</h3>
              {live.map((stream) => (
                <LiveStream key={stream.id} stream={stream} />
              ))}
            </>
          ) : null}
          {upcoming.length > 0 ? (
            <>
              <h3>Coming up</h3>
              <StreamList>
                {upcoming.map((stream) => (
                  <li key={stream.id}>
                    <strong>{stream.title}</strong> <When stream={stream} />{' '}
                    {isOverdue(stream.startsAt, now) ? (
                      <Note>Starting soon</Note>
                    ) : (
                      <a href={streamIcsPath(stream.id)} download>
                        Add to calendar (.ics)
                      </a>
                    )}
                    {stream.description ? <Description>{stream.description}</Description> : null}
                  </li>
                ))}
              </StreamList>
            </>
          ) : null}
          {past.length > 0 ? (
            <>
              <h3>Past streams</h3>
              <StreamList>
                {past.map((stream) => (
                  <li key={stream.id}>
                    {stream.post ? <SiteLink href={`/p/${stream.post.id}`}>{stream.title}</SiteLink> : <strong>{stream.title}</strong>} <When stream={stream} />
                    {!stream.post ? <Note> · no recording</Note> : null}
                  </li>
                ))}
              </StreamList>
            </>
          ) : null}
        </Section>
      ))}
    </>
  );
}

function When({ stream }: { stream: StreamFieldsFragment }) {
  return <time dateTime={stream.startsAt}>{formatDateTime(stream.startsAt, env.SITE_TIMEZONE)}</time>;
}

function LiveStream({ stream }: { stream: StreamFieldsFragment }) {
  const embed = embedUrlOf(stream.sourceKind, stream.source);
  return (
    <Live data-testid="live-stream">
      <h4>
        <LiveMark>Live</LiveMark> {stream.title}
      </h4>
      {embed ? (
        <Frame
          src={embed}
          title={stream.title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <HlsVideo src={stream.source} title={stream.title} />
      )}
      {stream.description ? <Description>{stream.description}</Description> : null}
    </Live>
  );
}

const Contents = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    gap: ${theme.space.xs};
    align-items: center;
  }
`;

const Section = styled.section`
  margin: ${theme.space.lg} 0;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  scroll-margin-top: 96px;

  h2 {
    margin: 0;
  }
  h3 {
    font-size: 1.05rem;
    margin: ${theme.space.md} 0 ${theme.space.sm};
  }
`;

const Focus = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

const Empty = styled.p`
  color: ${theme.colors.muted};
`;

const Note = styled.span`
  color: ${theme.colors.muted};
`;

const StreamList = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  li {
    margin-bottom: ${theme.space.xs};
  }
`;

const Description = styled.p`
  margin: 2px 0 0;
  white-space: pre-line;
`;

const Live = styled.article`
  max-width: 960px;
  h4 {
    margin: 0 0 ${theme.space.sm};
  }
`;

const LiveMark = styled.span`
  display: inline-block;
  padding: 0 6px;
  border-radius: 4px;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.8rem;
  text-transform: uppercase;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
`;
