import { z } from 'zod';
import { DEDICATION_CONFIRMED_MAIL, type DedicationMailData } from '@openshiur/graphql/server';
import { addDays } from '@/lib/calendar-date';
import { defineMailTemplate } from '@/features/mail/server/mail-template';
import type { MailTemplate } from '@/features/mail/server/mail-template';
import type { MailTemplates } from '@/features/mail/server/render-mail';
import { MailHeading, MailText } from '@/features/mail/templates/parts';
import { formatDay } from '@/features/learning/server/calendar-day';
import { hebrewDateOf } from '@/server/hebrew-calendar';
import { dedicationNames } from '../dedication-names';
import { hebrewDayText } from './yahrzeit';

export const YAHRZEIT_REMINDER_MAIL = 'yahrzeit-reminder';

const hebrewDay = z.object({ year: z.number().int(), month: z.number().int().min(1).max(13), day: z.number().int().min(1).max(30) });
const dedicationSchema: z.ZodType<DedicationMailData> = z.object({
  dedicationId: z.number().int().positive(),
  kind: z.enum(['memorial', 'honour']),
  mode: z.enum(['date', 'yahrzeit']),
  name: z.string(),
  hebrewName: z.string().nullable(),
  parentName: z.string().nullable(),
  parentHebrewName: z.string().nullable(),
  relation: z.enum(['ben', 'bas']).nullable(),
  passing: hebrewDay.nullable(),
  dedicatedOn: z.string().nullable(),
});

/** A yahrzeit reminder: the dedication and the yahrzeit's Gregorian day. */
export type YahrzeitReminderData = DedicationMailData & { yahrzeit: string };
const reminderSchema: z.ZodType<YahrzeitReminderData> = z.intersection(dedicationSchema, z.object({ yahrzeit: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }));

/** "Sample Name ben Sample Parent (שם בן הורה)": the names as one line of plain text. */
function namesLine(data: DedicationMailData): string {
  const names = dedicationNames({ ...data, relation: data.relation ? (data.relation.toUpperCase() as 'BEN' | 'BAS') : null });
  return names.hebrew ? `${names.english} (${names.hebrew})` : names.english;
}

const passingLine = (data: DedicationMailData) => {
  if (!data.passing) return null;
  const text = hebrewDayText(data.passing);
  return `Hebrew date of passing: ${text.english} (${text.hebrew}).`;
};

/**
 * The dedication mails (transactional: the donor asked for them). Sentences are single template
 * literals: React Email puts `<!-- -->` between JSX text pieces.
 */
export const dedicationMailTemplates = {
  [DEDICATION_CONFIRMED_MAIL]: defineMailTemplate({
    data: dedicationSchema,
    compose: (data) => {
      const when = data.mode === 'yahrzeit' ? 'on the yahrzeit, every year' : `on ${formatDay(data.dedicatedOn!)}`;
      const purpose = data.kind === 'memorial' ? 'l’iluy nishmas' : 'in honour of';
      return {
        subject: `Your dedication: ${data.name}`,
        preview: `The day’s learning, ${when}`,
        body: (
          <>
            <MailHeading>Thank you for your dedication</MailHeading>
            <MailText>{`The day’s learning will be dedicated ${purpose} ${namesLine(data)}, ${when}. On that day the home page, the Daf Yomi page and every daily learning page show it.`}</MailText>
            {passingLine(data) ? <MailText>{passingLine(data)}</MailText> : null}
            {data.mode === 'yahrzeit' ? <MailText>A week before each yahrzeit we will send you a reminder.</MailText> : null}
          </>
        ),
      };
    },
  }),
  [YAHRZEIT_REMINDER_MAIL]: defineMailTemplate({
    data: reminderSchema,
    compose: (data) => {
      const day = formatDay(data.yahrzeit);
      const evening = formatDay(addDays(data.yahrzeit, -1));
      const hebrew = hebrewDateOf(data.yahrzeit);
      return {
        subject: `The yahrzeit of ${data.name} is on ${day}`,
        preview: `It begins at nightfall on ${evening}.`,
        body: (
          <>
            <MailHeading>{`A yahrzeit in a week: ${data.name}`}</MailHeading>
            <MailText>{`The yahrzeit of ${namesLine(data)} is on ${day}, ${hebrew.english} (${hebrew.hebrew}). It begins the evening before, at nightfall on ${evening}: the time to light the yahrzeit candle.`}</MailText>
            <MailText>{`That day the learning on this site is dedicated to their memory, as you asked.`}</MailText>
            {passingLine(data) ? <MailText>{passingLine(data)}</MailText> : null}
          </>
        ),
      };
    },
  }),
} as Record<string, MailTemplate<unknown>> as MailTemplates;
