import type { AuthorSummaryFragment } from '@openshiur/graphql';
import { Avatar } from '@openshiur/ui';
import { env } from '@/env';
import { avatarImageSrc, imageServiceFrom } from '@/lib/images';

/** Widths Next's optimizer serves (next.config.ts imageSizes): twice the shown size, for sharp screens. */
const fetchedWidth = { 32: 64, 64: 128, 96: 256 } as const;

/**
 * An author's picture on a server-rendered page (the product's search dropdown rules rules: full address, public id, or the
 * default avatar). Decorative: the name is written beside it.
 */
export function AuthorPortrait({ author, size }: { author: Pick<AuthorSummaryFragment, 'image' | 'name'>; size: keyof typeof fetchedWidth }) {
  const src = avatarImageSrc(author.image, imageServiceFrom(env.IMAGE_SERVICE_URL), fetchedWidth[size]);
  return <Avatar picture={src} name={author.name} size={size} alt="" imgProps={{ loading: 'lazy', decoding: 'async' }} />;
}
