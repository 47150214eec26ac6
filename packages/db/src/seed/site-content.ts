/** Demo tags, fixed pages, events, blogs and the store's sample items. */
import { bavliMasechtot, type PostStatus } from '@openshiur/reference-data';
import type { NewBlog, NewCalendarEvent, NewPage, NewShippingOption, NewStoreItem, NewTag } from '../schema';
import type { Random } from './random';
import { daysFromReference } from './sizes';
import { createSlugRegistry, paragraphs } from './text';
import { blogTopics, bodySentences, eventKinds, eventPlaces, tagNames, themes } from './vocabulary';

export type TagRow = NewTag & { id: number };
export type EventRow = NewCalendarEvent & { id: number };
export type BlogRow = NewBlog & { id: number };

export function buildTags(): TagRow[] {
  const slugFor = createSlugRegistry();
  return tagNames.map((name, index) => ({ id: index + 1, name, slug: slugFor(name) }));
}

const samplePageNote = 'This is sample content for the demo site; replace it before going live.';

/** The pages served at `/{id}`, plus one draft that visitors must not see. */
export function buildPages(): NewPage[] {
  const page = (id: string, title: string, status: PostStatus, texts: string[]): NewPage => ({
    id,
    title,
    status,
    body: paragraphs([samplePageNote, ...texts]),
    updatedAt: daysFromReference(-30),
  });
  return [
    page('about', 'About Us', 'Published', [
      'We are an invented Torah-learning organisation that publishes shiurim in audio, video and text.',
      'Our teachers cover Daf Yomi, Parsha, Mishna, Nach, Halacha and more, every day of the year.',
    ]),
    page('privacy-policy', 'Privacy Policy', 'Published', [
      'We keep the least personal data we need: your sign-in identity, subscriptions and listening progress.',
      'We never sell personal data. You may ask us to delete your account and its data at any time.',
    ]),
    page('cookie-policy', 'Cookie Policy', 'Published', [
      'A session cookie keeps you signed in. Optional analytics cookies are set only when you agree.',
    ]),
    page('contact', 'Contact Us', 'Published', [
      'Write to us through the form on this page; we answer within a few working days.',
    ]),
    page('terms-of-use', 'Terms of Use', 'Published', [
      'Shiurim are offered for personal learning. Please ask before republishing recordings.',
    ]),
    page('accessibility', 'Accessibility', 'Published', [
      'We aim to meet WCAG 2.2 AA. Tell us about any barrier you meet and we will fix it.',
    ]),
    page('volunteer', 'Volunteer With Us', 'Draft', [
      'A draft page: it must not be shown to visitors.',
    ]),
  ];
}

/**
 * Events from three months before the reference date to two years after it, so lists of past and
 * upcoming events both have entries.
 */
export function buildEvents(count: number, random: Random): EventRow[] {
  const slugFor = createSlugRegistry();
  const firstDay = -90;
  const spanDays = 730 + 90;
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const kind = eventKinds[index % eventKinds.length] as string;
    const title =
      kind === 'Siyum Celebration'
        ? `Siyum on Masechta ${random.pick(bavliMasechtot).name}`
        : `${kind}: ${random.pick(themes)}`;
    const place = random.pick(eventPlaces);
    // Evenly spread, with a little jitter, and always in the evening.
    const day = firstDay + Math.floor((index * spanDays) / count) + random.int(0, 6);
    const startsAt = daysFromReference(day, random.int(18, 20));
    const slug = slugFor(title);
    return {
      id,
      title,
      slug,
      description: paragraphs(['Sample event for the demo site.', random.pick(bodySentences)]),
      location: place,
      startsAt,
      endsAt: new Date(startsAt.getTime() + random.int(1, 3) * 3_600_000),
      // Same-site link: the contact page doubles as the demo registration form.
      url: `/contact?event=${slug}`,
      image: `/media/sample-event-${id}.jpg`,
      status: 'Published',
      // Upcoming events take sign-ups; every third has a few seats, so its waiting list is easy to see.
      signupsOpen: day > 0,
      capacity: day > 0 ? (index % 3 === 0 ? 3 : 60) : null,
      createdAt: daysFromReference(day - 60),
      updatedAt: daysFromReference(day - 60),
    };
  });
}

export function buildBlogs(count: number, authorCount: number, random: Random): BlogRow[] {
  const slugFor = createSlugRegistry();
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const topic = blogTopics[index % blogTopics.length] as string;
    const title =
      index < blogTopics.length
        ? topic
        : `${topic} (Part ${Math.floor(index / blogTopics.length) + 1})`;
    // The newest blog is a draft and the one before it is scheduled; the rest are published.
    const status: PostStatus =
      index === count - 1 ? 'Draft' : index === count - 2 ? 'Scheduled' : 'Published';
    const created = daysFromReference(-(count - index) * 21, 9);
    const sentences = random.sample(bodySentences, 4);
    return {
      id,
      title,
      slug: slugFor(title),
      body: paragraphs(['Sample blog post for the demo site.', ...sentences]),
      excerpt: sentences[0] ?? null,
      // Every fourth post is by "the editors" (no author).
      authorId: index % 4 === 3 ? null : random.int(1, authorCount),
      status,
      publishedAt: status === 'Published' ? created : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

/** The store's sample items and shipping options (prices in the site's currency). */
export function buildStoreItems(): NewStoreItem[] {
  return [
    {
      slug: 'sample-wall-calendar-5787',
      name: 'Sample wall calendar 5787',
      description: 'A sample printed wall calendar with the daily learning schedules (invented demo item).',
      priceCents: 1800,
      stock: 25,
      sortOrder: 1,
    },
    {
      slug: 'sample-learning-guide',
      name: 'Sample learning guide',
      description: 'A sample printed guide to the Daf Yomi cycle (invented demo item).',
      priceCents: 1200,
      stock: null,
      sortOrder: 2,
    },
    {
      slug: 'sample-sefer',
      name: 'Sample sefer',
      description: 'A sample hardcover sefer (invented demo item).',
      priceCents: 3600,
      stock: 5,
      sortOrder: 3,
    },
  ];
}

export function buildShippingOptions(): NewShippingOption[] {
  return [
    { name: 'Standard post', priceCents: 500, sortOrder: 1 },
    { name: 'Collect in person', priceCents: 0, sortOrder: 2 },
  ];
}
