import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { readBearerToken, readSessionCookie } from '@openshiur/auth';
import { CSRF_HEADER } from '../../csrf-header';
import { ErrorCode } from '../errors';

/** `none`: typed into the address bar or a bookmark, never another site. */
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/**
 * Cross-site request forgery protection for mutations authenticated by the session cookie. Only
 * those are exposed: a browser attaches the cookie on its own, while a Bearer token has to be put in
 * the request by code that already holds it. Yoga already refuses mutations sent with GET, so a
 * link or an image cannot run one. The request must carry {@link CSRF_HEADER} (which no form and
 * no cross-origin script can send, since this endpoint grants no CORS) and, when the browser says
 * where it comes from (`Sec-Fetch-Site`), come from this origin. Queries only read, and a cross-site
 * page cannot read their answers, so they need neither.
 */
export function csrfProtectionPlugin(): Plugin<{ request?: Request }> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const request = args.contextValue.request;
      if (!request || !isCookieAuthenticated(request) || cameFromThisSite(request)) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            `Changes signed in by cookie must come from this site's pages (with the ${CSRF_HEADER} header)`,
            {
              extensions: { code: ErrorCode.Forbidden, http: { status: 403 } },
            },
          ),
        ],
      });
    },
  };
}

function isCookieAuthenticated(request: Request): boolean {
  return (
    readSessionCookie(request.headers.get('cookie')) !== undefined &&
    readBearerToken(request.headers) === undefined
  );
}

function cameFromThisSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && !SAME_SITE_FETCH.has(fetchSite)) return false;
  return Boolean(request.headers.get(CSRF_HEADER));
}
