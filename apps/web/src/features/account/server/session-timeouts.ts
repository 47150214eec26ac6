import 'server-only';
import type { SessionTimeouts } from '@openshiur/db';
import { env } from '@/env';

const SECONDS_A_DAY = 24 * 60 * 60;

/** How long sign-in sessions live (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export const sessionTimeouts: SessionTimeouts = {
  idleSeconds: env.SESSION_IDLE_DAYS * SECONDS_A_DAY,
  maxSeconds: env.SESSION_MAX_DAYS * SECONDS_A_DAY,
};
