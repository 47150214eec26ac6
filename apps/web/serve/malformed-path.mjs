// @ts-check
/**
 * A path that is not valid percent-encoding (`/p/%ff`, `/%zz`, `/a/%E0%A4%A`, the overlong
 * `%c0%ae`) makes Next answer a bare 500 "Internal Server Error" on every route, its own files
 * included. Such a path is read literally instead: each `%` becomes `%25`, so the route it names
 * sees the characters as typed and answers as for any address it does not know (the site's 404
 * page). The query is left alone: Next reads a malformed one leniently.
 *
 * @param {string} url  the request's target, `/path?query`
 * @returns {string | undefined}  the target to serve instead, or undefined when it is well formed
 */
export function literalPathIfMalformed(url) {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.includes('%')) return undefined;
  try {
    decodeURIComponent(path);
    return undefined;
  } catch {
    return `${path.replaceAll('%', '%25')}${queryAt === -1 ? '' : url.slice(queryAt)}`;
  }
}
