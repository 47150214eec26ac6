/**
 * Storage for the embedded provider's short-lived records (sessions, interactions, codes, grants),
 * in this process's memory: a restart of the demo signs visitors out of the provider (not out of
 * the site, whose session is the ID token in its own cookie). Records expire with their TTL and are
 * swept periodically, so memory stays bounded. A shared deployment would need a real store; the
 * embedded provider never serves one.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function createMemoryAdapterFactory(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const byGrantId = new Map<string, Set<string>>();
  const SWEEP_EVERY = 500;
  let writes = 0;

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    for (const [grantId, keys] of byGrantId) {
      for (const grantKey of keys) if (!entries.has(grantKey)) keys.delete(grantKey);
      if (keys.size === 0) byGrantId.delete(grantId);
    }
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        if (++writes % SWEEP_EVERY === 0) sweep();
        entries.set(key(id), {
          payload,
          expiresAt: expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        if (payload.grantId) {
          const keys = byGrantId.get(payload.grantId) ?? new Set<string>();
          keys.add(key(id));
          byGrantId.set(payload.grantId, keys);
        }
        if (payload.uid)
          entries.set(key(`uid:${payload.uid}`), {
            payload: { ...payload, jti: id },
            expiresAt: entries.get(key(id))!.expiresAt,
          });
        if (payload.userCode)
          entries.set(key(`userCode:${payload.userCode}`), {
            payload: { ...payload, jti: id },
            expiresAt: entries.get(key(id))!.expiresAt,
          });
      },
      async find(id) {
        return live(key(id))?.payload;
      },
      async findByUid(uid) {
        const alias = live(key(`uid:${uid}`));
        return alias?.payload.jti ? live(key(alias.payload.jti))?.payload : undefined;
      },
      async findByUserCode(userCode) {
        const alias = live(key(`userCode:${userCode}`));
        return alias?.payload.jti ? live(key(alias.payload.jti))?.payload : undefined;
      },
      async consume(id) {
        const entry = live(key(id));
        if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) };
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const grantKey of byGrantId.get(grantId) ?? []) entries.delete(grantKey);
        byGrantId.delete(grantId);
      },
    };
  };
}
