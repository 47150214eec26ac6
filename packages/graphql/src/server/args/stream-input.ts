import { z } from 'zod';
import { platforms } from '@openshiur/reference-data';
import { mediaAddress, optionalText, parseFields, requiredText } from './fields';
import { checkStreamSource, type StreamSourceKind } from './stream-source';

export type StreamStatus = 'Upcoming' | 'Live' | 'Ended';

/** A stream as the studio writes it: its source normalised, its end (when given) after its start. */
export interface StreamWrite {
  platform: string;
  title: string;
  description: string | null;
  sourceKind: StreamSourceKind;
  source: string;
  startsAt: Date;
  endsAt: Date | null;
  status: StreamStatus;
  recordingUrl: string | null;
}

const schema = z.object({
  platform: z.enum(platforms.map((platform) => platform.name) as [string, ...string[]], { error: 'Choose one of the platforms' }),
  title: requiredText('Give the stream a title'),
  description: optionalText(5_000),
  sourceKind: z.enum(['hls', 'youtube', 'vimeo'], { error: 'HLS, YouTube or Vimeo' }),
  source: z.string({ error: 'Give the address the stream plays from' }),
  startsAt: z.date({ error: 'Give the time it starts' }),
  endsAt: z.date({ error: 'Not a date and time' }).nullable().optional(),
  status: z.enum(['Upcoming', 'Live', 'Ended'], { error: 'Upcoming, Live or Ended' }),
  recordingUrl: mediaAddress,
});

const crossChecked = schema.pick({ sourceKind: true, source: true, startsAt: true, endsAt: true });

export function parseStreamInput(input: unknown): StreamWrite {
  let source = '';
  const value = parseFields(schema, input, (raw, errors) => {
    const parsed = crossChecked.partial().safeParse(raw);
    if (!parsed.success) return; // their own problems are reported with the other fields'
    const { sourceKind, source: typed, startsAt, endsAt } = parsed.data;
    if (sourceKind && typed !== undefined) {
      const checked = checkStreamSource(sourceKind, typed);
      if (checked.ok) source = checked.source;
      else errors.push({ field: 'source', message: checked.message });
    }
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) errors.push({ field: 'endsAt', message: 'It must end after it starts' });
  });
  return {
    platform: value.platform,
    title: value.title,
    description: value.description ?? null,
    sourceKind: value.sourceKind,
    source,
    startsAt: value.startsAt,
    endsAt: value.endsAt ?? null,
    status: value.status,
    recordingUrl: value.recordingUrl ?? null,
  };
}
