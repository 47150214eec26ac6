/**
 * Editorial roles (issue: the editors' studio). Two, above every signed-in reader:
 * - `editor`: adds and changes content in the studio;
 * - `admin`: also grants roles and changes settings, so an admin is always an editor too.
 *
 * The identity provider says who has which in a claim of the ID token. Its name is configurable
 * (`OIDC_ROLES_CLAIM`, default `roles`) because providers differ: Keycloak nests realm roles as
 * `realm_access.roles`, Auth0 wants a namespaced claim (`https://example.org/roles`), Entra ID and
 * Zitadel send a list or an object keyed by role. A dotted name walks nested objects; a name that
 * exists as it is (a URL with dots) is read directly.
 */
import type { TokenClaims } from './identity';

export const ROLES = ['editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLES_CLAIM = 'roles';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The claim's value: by its exact name first, else along its dotted path. */
function claimValue(claims: TokenClaims, name: string): unknown {
  if (name in claims) return claims[name];
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Role names in a claim: a list, one text with spaces or commas, or an object keyed by role. */
function namesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/);
  if (typeof value === 'object' && value !== null) return Object.keys(value);
  return [];
}

/**
 * The roles a verified token grants, in the order of {@link ROLES}. Names are compared without
 * case; anything else a provider lists (its own roles, "offline_access") is ignored.
 */
export function rolesFromClaims(claims: TokenClaims, claimName: string = DEFAULT_ROLES_CLAIM): Role[] {
  const names = new Set(namesIn(claimValue(claims, claimName)).map((name) => name.trim().toLowerCase()));
  return withImpliedRoles([...names].filter(isRole));
}

/** An admin is an editor too; duplicates go, and the order is that of {@link ROLES}. */
export function withImpliedRoles(roles: Iterable<Role>): Role[] {
  const held = new Set(roles);
  if (held.has('admin')) held.add('editor');
  return ROLES.filter((role) => held.has(role));
}

export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role);
}
