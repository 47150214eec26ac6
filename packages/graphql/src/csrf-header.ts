/**
 * The header the site's own GraphQL client sends on every request. HTML forms cannot set headers,
 * and a cross-origin script that tries triggers a CORS preflight, which the endpoint never grants:
 * so a request carrying it was made by a page of this origin. Shared by server and browser code.
 */
export const CSRF_HEADER = 'x-openshiur-csrf';
