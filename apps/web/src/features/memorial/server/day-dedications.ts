import 'server-only';
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
import { print } from 'graphql';
import { DedicationsOnDocument, type DedicationsOnQuery } from '@openshiur/graphql';
import { readAsAnonymous } from '@/server/anonymous-read';
import { countContentRead } from '@/server/cache-stats';
import { DEDICATIONS_TAG } from '@/server/content-tags';

export type DayDedication = DedicationsOnQuery['dedicationsOn'][number];

const operation = print(DedicationsOnDocument);

/**
 * The active dedications of a day (YYYY-MM-DD), as every visitor sees them: a cached read like the
 * content reads (cached-read.ts), tagged `dedications` so a dedication added, activated or
 * cancelled expires every page showing a day's dedications, and refreshed like all content.
 */
export async function dedicationsOfDay(date: string): Promise<DayDedication[]> {
  'use cache';
  cacheLife('content');
  cacheTag(DEDICATIONS_TAG);
  countContentRead();
  const { data } = await readAsAnonymous(operation, { date });
  return (data as DedicationsOnQuery | null)?.dedicationsOn ?? [];
}

/**
 * Expires every cached read of a day's dedications (and so the pages showing them). For server
 * code that changes dedications outside a GraphQL mutation, after its transaction commits: the
 * payments code once `activateDedicationsForDonation` made a donation's dedications active. Must
 * run inside a request (a route handler or Server Action), where Next expires tags.
 */
export function expireDedicationPages(): void {
  revalidateTag(DEDICATIONS_TAG, { expire: 0 });
}
