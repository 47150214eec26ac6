import type { StreamInput, StreamSourceKind, StreamStatus, StudioStreamFieldsFragment } from '@openshiur/graphql';
import { platforms } from '@openshiur/reference-data';
import { wallTimeOf } from '@/lib/zoned-date';
import { textOf, textOrNull, type FormValues } from '../form-state';
import { startAndEndErrors, type InstantOf } from './event-form';

/** `startsAt` and `endsAt` are datetime-local values (`YYYY-MM-DDTHH:mm`) in the site's time zone. */
export const STREAM_FIELDS = ['platform', 'title', 'status', 'sourceKind', 'source', 'startsAt', 'endsAt', 'recordingUrl', 'description'] as const;
export type StreamField = (typeof STREAM_FIELDS)[number];

export const STREAM_STATUSES = ['Upcoming', 'Live', 'Ended'] as const satisfies readonly StreamStatus[];
export const STREAM_SOURCE_KINDS = [
  { value: 'hls', label: 'HLS playlist (.m3u8)' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'vimeo', label: 'Vimeo' },
] as const satisfies readonly { value: StreamSourceKind; label: string }[];

export function streamValuesOf(stream: StudioStreamFieldsFragment | null, timeZone: string): FormValues<StreamField | 'id' | 'baseUpdatedAt'> {
  if (!stream) return { status: 'Upcoming', sourceKind: 'hls', platform: platforms[0]!.name };
  return {
    id: stream.id,
    baseUpdatedAt: stream.updatedAt,
    platform: stream.platform,
    title: stream.title,
    status: stream.status,
    sourceKind: stream.sourceKind,
    source: stream.source,
    startsAt: wallTimeOf(new Date(stream.startsAt), timeZone),
    endsAt: stream.endsAt ? wallTimeOf(new Date(stream.endsAt), timeZone) : '',
    recordingUrl: stream.recordingUrl ?? '',
    description: stream.description ?? '',
  };
}

/** GraphQL needs a start: a missing or unreadable time is reported beside its field before anything is sent. */
export const streamTimeErrors = (values: FormValues<StreamField>, instantOf: InstantOf) => startAndEndErrors(values, instantOf);

/** The form's text goes to the API as typed (a status is any string here): the API checks and normalises it. */
export function streamInputOf(values: FormValues<StreamField>, instantOf: InstantOf): StreamInput {
  const endsAt = textOf(values.endsAt);
  return {
    platform: textOf(values.platform),
    title: textOf(values.title),
    status: textOf(values.status) as StreamStatus,
    sourceKind: textOf(values.sourceKind) as StreamSourceKind,
    source: textOf(values.source),
    startsAt: instantOf(textOf(values.startsAt))!.toISOString(),
    endsAt: endsAt ? (instantOf(endsAt)?.toISOString() ?? null) : null,
    recordingUrl: textOrNull(values.recordingUrl),
    description: textOrNull(values.description),
  };
}
