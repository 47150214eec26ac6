import { useState } from 'react';
import { Avatar } from '@openshiur/ui';
import { avatarImageSrc, SEARCH_AVATAR_WIDTH, type ImageService } from '@/lib/images';

/**
 * The author's picture at 30px (the product's search dropdown rules), or the default anonymous avatar (a person glyph on
 * #FFDB8E) when there is none or it fails to load. Decorative: the name is written beside it.
 */
export function AuthorAvatar({ image, imageService }: { image: string | null; imageService: ImageService | null }) {
  const src = avatarImageSrc(image, imageService, SEARCH_AVATAR_WIDTH);
  // Remember which address failed, so a different picture for the same slot is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <Avatar size={SEARCH_AVATAR_WIDTH} alt="" />;
  return (
    <Avatar
      picture={src}
      size={SEARCH_AVATAR_WIDTH}
      alt=""
      imgProps={{ decoding: 'async', onError: () => setFailed(src) }}
    />
  );
}
