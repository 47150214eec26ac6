/**
 * The root 403 fallback. Next writes root fallbacks into every page's payload, and its default one
 * is 2 KB of inline styles; no page reaches this one (the 403 page and the studio have their own
 * forbidden.tsx, in the site frame), so it stays this small.
 */
export default function Forbidden() {
  return <h1>Error 403</h1>;
}
