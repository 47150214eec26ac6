import 'server-only';
import type { ReactNode } from 'react';
import { currentIdentity } from '@/features/account/server/session';
import { holdsRole } from './roles';

/** Shows `children` only to a signed-in admin (studio pages render per request, so this reads the session). */
export async function AdminOnly({ children }: { children: ReactNode }) {
  const identity = await currentIdentity();
  return identity && (await holdsRole(identity, 'admin')) ? children : null;
}
