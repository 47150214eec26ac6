import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import styled from 'styled-components';
import { ButtonLink, theme } from '@openshiur/ui';
import { publicEnv } from '@/env.client';
import { DocumentTitle } from './client/DocumentTitle';
import { errorMessageFor, errorTitle } from './status-code';

/** The product's error page: the error page body. Rendered inside the blog-style frame. */
export function ErrorPage({ statusCode }: { statusCode: number }) {
  return (
    <Article aria-labelledby="error-heading">
      <DocumentTitle title={errorTitle(statusCode)} />
      <meta name="robots" content="noindex" />
      <Heading id="error-heading">
        {publicEnv.siteName} / Error {statusCode}
      </Heading>
      <Message>{errorMessageFor(statusCode)}</Message>
      <p>
        The page you are looking for does not exist. It may have been moved, or removed altogether. Perhaps you
        can return back to the site&apos;s homepage and see if you can find what you are looking for.
      </p>
      <ButtonLink href="/" linkAs={Link} variant="primary">
        Back to Homepage
      </ButtonLink>
    </Article>
  );
}

const Article = styled.article`
  max-width: 720px;
  margin: 48px auto;
  padding: 0 16px;
`;

const Heading = styled.h1`
  font-size: 1.25rem;
  color: ${theme.colors.muted};
  font-weight: 600;
`;

const Message = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  margin: 16px 0;
`;

