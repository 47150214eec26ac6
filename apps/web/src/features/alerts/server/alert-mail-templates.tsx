import 'server-only';
import { Link, Section } from '@react-email/components';
import { z } from 'zod';
import { SUBSCRIBER_ALERT_MAIL, SUBSCRIBER_DIGEST_MAIL } from '@openshiur/graphql/server';
import { env } from '@/env';
import { absoluteUrl } from '@/server/absolute-url';
import { database } from '@/server/services';
import { defineMailTemplate, MailNoLongerNeeded } from '@/features/mail/server/mail-template';
import { MailButton, MailHeading, MailText } from '@/features/mail/templates/parts';
import { alertUnsubscribeLinks } from './alert-links';
import { loadAlertPosts, nameOfFollowed, type AlertPost } from './alert-posts';

const followedSchema = { seriesId: z.number().int().nullable(), authorId: z.number().int().nullable() };

const byLine = (post: AlertPost) =>
  [post.authorNames.join(', '), post.seriesName].filter(Boolean).join(' · ');

const subscriberAlert = defineMailTemplate({
  data: z.object({ userId: z.string().uuid(), postId: z.number().int(), ...followedSchema }),
  async compose({ userId, postId, seriesId, authorId }) {
    const db = await database();
    const [[post], followedName] = await Promise.all([loadAlertPosts(db, [postId]), nameOfFollowed(db, { seriesId, authorId })]);
    if (!post) throw new MailNoLongerNeeded(`post ${postId} is no longer published`);
    const following = followedName ?? (seriesId ? 'this series' : 'this speaker');
    const targets = seriesId ? { seriesIds: [seriesId], authorIds: [] } : { seriesIds: [], authorIds: authorId ? [authorId] : [] };
    const unsubscribe = await alertUnsubscribeLinks(userId, targets, `You get this because you follow ${following} on ${env.SITE_NAME}.`);
    return {
      subject: `New: ${post.title}`,
      preview: `${following} has a new shiur`,
      body: (
        <>
          <MailText>{`New from ${following}:`}</MailText>
          <MailHeading>{post.title}</MailHeading>
          {byLine(post) ? <MailText>{byLine(post)}</MailText> : null}
          <MailButton href={absoluteUrl(`/p/${post.id}`)}>Listen to the shiur</MailButton>
          <MailText>
            <Link href={unsubscribe.pageUrl}>{`Stop e-mails about ${following}`}</Link>
          </MailText>
        </>
      ),
      unsubscribe,
    };
  },
});

const subscriberDigest = defineMailTemplate({
  data: z.object({
    userId: z.string().uuid(),
    entries: z.array(z.object({ postId: z.number().int(), ...followedSchema })).min(1),
    more: z.number().int().min(0),
  }),
  async compose({ userId, entries, more }) {
    const db = await database();
    const posts = await loadAlertPosts(db, entries.map((entry) => entry.postId));
    const seriesIds = [...new Set(entries.flatMap((entry) => (entry.seriesId ? [entry.seriesId] : [])))];
    const authorIds = [...new Set(entries.flatMap((entry) => (!entry.seriesId && entry.authorId ? [entry.authorId] : [])))];
    const unsubscribe = await alertUnsubscribeLinks(
      userId,
      { seriesIds, authorIds },
      `You get this daily digest because you follow these series and speakers on ${env.SITE_NAME}. Unsubscribe stops all of them.`,
    );
    if (posts.length === 0) throw new MailNoLongerNeeded('every post of the digest was withdrawn');
    const count = posts.length + more;
    return {
      subject: count === 1 ? `1 new shiur from what you follow` : `${count} new shiurim from what you follow`,
      preview: posts.map((post) => post.title).slice(0, 3).join(' · '),
      body: (
        <>
          <MailHeading>New since yesterday</MailHeading>
          {posts.map((post) => (
            <Section key={post.id} style={{ margin: '0 0 12px' }}>
              <MailText>
                <Link href={absoluteUrl(`/p/${post.id}`)}>{post.title}</Link>
                {byLine(post) ? <br /> : null}
                {byLine(post)}
              </MailText>
            </Section>
          ))}
          {more > 0 ? (
            <MailText>
              <Link href={absoluteUrl('/profile')}>{`And ${more} more: see what you follow`}</Link>
            </MailText>
          ) : null}
          <MailText>
            <Link href={unsubscribe.pageUrl}>Choose which of these to stop</Link>
          </MailText>
        </>
      ),
      unsubscribe,
    };
  },
});

/** The alert mails, by the names the outbox stores. */
export const alertMailTemplates = {
  [SUBSCRIBER_ALERT_MAIL]: subscriberAlert,
  [SUBSCRIBER_DIGEST_MAIL]: subscriberDigest,
};
