import styled from 'styled-components';
import { Avatar, theme } from '@openshiur/ui';
import type { AuthorSummaryFragment } from '@openshiur/graphql';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { avatarImageSrc, type ImageService } from '@/lib/images';
import { wrappingRow } from '@/components/shiur-lists/panels';

/** Byline avatars are 48px (one of the optimizer's sizes). */
const BYLINE_AVATAR_SIZE = 48;

/** The post's authors, each a link to their page with their picture (or initials). */
export function PostByline({ authors, imageService }: { authors: AuthorSummaryFragment[]; imageService: ImageService | null }) {
  if (authors.length === 0) return null;
  return (
    <Authors aria-label="Authors" data-post-authors="">
      {authors.map((author) => (
        <li key={author.id}>
          <AuthorLink href={`/author/${author.id}`}>
            <Avatar
              name={author.plainName}
              picture={avatarImageSrc(author.image, imageService, BYLINE_AVATAR_SIZE)}
              size={BYLINE_AVATAR_SIZE}
              alt=""
              imgProps={{ loading: 'lazy', decoding: 'async' }}
            />
            <AuthorName author={author} />
          </AuthorLink>
        </li>
      ))}
    </Authors>
  );
}

const Authors = styled.ul`
  ${wrappingRow}
  gap: ${theme.space.sm} ${theme.space.lg};
`;

const AuthorLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover span {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media print {
    [data-avatar] {
      display: none;
    }
  }
`;
