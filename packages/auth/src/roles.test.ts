import { describe, expect, it } from 'vitest';
import { hasRole, rolesFromClaims, withImpliedRoles } from './roles';

const base = { sub: 'user-1', exp: 2_000_000_000 };

describe('rolesFromClaims', () => {
  it('reads a list from the default `roles` claim', () => {
    expect(rolesFromClaims({ ...base, roles: ['editor'] })).toEqual(['editor']);
  });

  it('gives an admin the editor role too, once', () => {
    expect(rolesFromClaims({ ...base, roles: ['admin'] })).toEqual(['editor', 'admin']);
    expect(rolesFromClaims({ ...base, roles: ['admin', 'editor', 'admin'] })).toEqual(['editor', 'admin']);
  });

  it('has no role without the claim, or with only roles it does not know', () => {
    expect(rolesFromClaims(base)).toEqual([]);
    expect(rolesFromClaims({ ...base, roles: ['offline_access', 'uma_authorization', 'editors'] })).toEqual([]);
    expect(rolesFromClaims({ ...base, roles: 42 })).toEqual([]);
    expect(rolesFromClaims({ ...base, roles: [null, 3, { editor: true }] })).toEqual([]);
  });

  it('accepts text with spaces or commas, and any case', () => {
    expect(rolesFromClaims({ ...base, roles: 'reader Editor' })).toEqual(['editor']);
    expect(rolesFromClaims({ ...base, roles: 'editor, ADMIN' })).toEqual(['editor', 'admin']);
  });

  it('follows a dotted path into nested claims (Keycloak realm roles)', () => {
    const claims = { ...base, realm_access: { roles: ['editor', 'offline_access'] } };
    expect(rolesFromClaims(claims, 'realm_access.roles')).toEqual(['editor']);
    expect(rolesFromClaims(claims, 'realm_access.missing.roles')).toEqual([]);
  });

  it('reads a namespaced claim whose name has dots as it is (Auth0)', () => {
    const claims = { ...base, 'https://shiurim.example.org/roles': ['admin'] };
    expect(rolesFromClaims(claims, 'https://shiurim.example.org/roles')).toEqual(['editor', 'admin']);
  });

  it('reads an object keyed by role (Zitadel)', () => {
    const claims = { ...base, 'urn:zitadel:iam:org:project:roles': { editor: { '123': 'org.example' } } };
    expect(rolesFromClaims(claims, 'urn:zitadel:iam:org:project:roles')).toEqual(['editor']);
  });

  it('reads another claim when configured, and ignores `roles` then', () => {
    expect(rolesFromClaims({ ...base, roles: ['admin'], groups: ['editor'] }, 'groups')).toEqual(['editor']);
  });
});

describe('withImpliedRoles and hasRole', () => {
  it('orders and completes a set of roles', () => {
    expect(withImpliedRoles(['admin'])).toEqual(['editor', 'admin']);
    expect(withImpliedRoles([])).toEqual([]);
    expect(hasRole(withImpliedRoles(['admin']), 'editor')).toBe(true);
    expect(hasRole(['editor'], 'admin')).toBe(false);
  });
});
