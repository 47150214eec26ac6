/**
 * Cookie consent: the visitor's decision (provider.tsx: `ConsentProvider`, `useConsent`), content
 * shown only with consent (gate.tsx), the footer button that reopens the drawer
 * (policy-button.tsx) and the drawer that asks (drawer.tsx). The cookie format itself is in
 * `../../consent`, server-safe and exported by both entry points.
 */
export * from './provider';
export * from './gate';
export * from './policy-button';
export * from './drawer';
