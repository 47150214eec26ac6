'use server';

import { redirect } from 'next/navigation';
import { StudioAddDedicationDocument, StudioCancelDedicationDocument } from '@openshiur/graphql';
import { monthOf, monthParam } from '@/features/calendar/month';
import { apiProblemOf } from '@/features/newsletters/server/form-problems';
import { getClient } from '@/server/apollo';
import { siteToday } from '@/server/site-date';
import type { DedicationFormState } from '../dedication-form-state';
import { dedicationInputOf, dedicationProblem, dedicationValuesOf } from './dedication-form';
import { hebrewDateOfPassing, nextYahrzeits } from './yahrzeit';

const MONTH_PARAM = /^\d{4}-\d{2}$/;

/**
 * The studio's "add a dedication" (admins; works without JavaScript): stored active at once (a
 * sponsor who paid offline). The API checks the role and every field, and expires the pages
 * showing the day's dedications; the calendar then opens on the month of its (next) day.
 */
export async function addDedicationAction(_previous: DedicationFormState, formData: FormData): Promise<DedicationFormState> {
  const values = dedicationValuesOf(formData);
  const result = await (await getClient()).mutate({ mutation: StudioAddDedicationDocument, variables: { input: dedicationInputOf(values) }, errorPolicy: 'all' });
  const added = result.data?.studioAddDedication.dedication;
  if (!added || result.error) {
    const problem = apiProblemOf(result.error);
    if (problem.code === 'FORBIDDEN' || problem.code === 'UNAUTHENTICATED') return { values, message: 'Only admins can add dedications.' };
    return dedicationProblem(result.error, values, 'studio add');
  }
  const today = (await siteToday()).iso;
  const day =
    added.mode === 'YAHRZEIT' && added.passedOn
      ? nextYahrzeits(hebrewDateOfPassing(added.passedOn, added.passedAfterSunset), today, 1)[0]!
      : added.dedicatedOn!;
  redirect(`/studio/dedications?month=${monthParam(monthOf(day))}&added=${encodeURIComponent(added.id)}`);
}

/** Cancels one dedication (admins), then back to the month it was shown in. */
export async function cancelDedicationAction(formData: FormData): Promise<void> {
  const id = String(formData.get('id') ?? '').slice(0, 12);
  const month = String(formData.get('month') ?? '');
  const result = await (await getClient()).mutate({ mutation: StudioCancelDedicationDocument, variables: { id }, errorPolicy: 'all' });
  const back = `/studio/dedications${MONTH_PARAM.test(month) ? `?month=${month}&` : '?'}`;
  if (!result.data?.studioCancelDedication || result.error) {
    console.error('[studio] dedication cancel failed', result.error);
    redirect(`${back}problem=cancel`);
  }
  redirect(`${back}cancelled=${encodeURIComponent(id)}`);
}
