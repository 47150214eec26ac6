import type { GetStudioPostQuery } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDateTime } from '@/lib/format';

type Revision = NonNullable<GetStudioPostQuery['studioPost']>['revisions'][number];

/** Field names of the API as the form labels them. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  status: 'status',
  scheduledFor: 'publish time',
  platform: 'platform',
  mediaType: 'media',
  language: 'language',
  body: 'text',
  audioUrl: 'audio',
  videoUrl: 'video',
  documentUrl: 'PDF',
  durationSeconds: 'length',
  seriesId: 'series',
  episodeNumber: 'episode',
  authorIds: 'authors',
  topics: 'topics',
  masechta: 'masechta',
  daf: 'daf',
  amud: 'amud',
  yerushalmiMasechta: 'Yerushalmi',
  yerushalmiDaf: 'Yerushalmi daf',
  mishnaMasechta: 'mishnah',
  perek: 'perek',
  mishnah: 'mishnah',
  parsha: 'parsha',
  nachBook: 'Nach',
  nachChapter: 'Nach chapter',
  rambamBook: 'Rambam',
  rambamChapter: 'Rambam chapter',
  kitzurSiman: 'Kitzur',
  mitzvah: 'mitzvah',
  holidays: 'holidays',
};

/**
 * A post's saved versions, newest first: who saved each, when, what it changed, and a link that
 * loads an older one into the form to restore it (saving it makes it the newest version).
 */
export function RevisionHistory({ postId, revisions, timeZone }: { postId: string; revisions: Revision[]; timeZone: string }) {
  if (revisions.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" data-testid="revision-history">
      <h2 id="history-heading">History</h2>
      <ol reversed>
        {revisions.map((revision, index) => (
          <li key={revision.revision} data-revision={revision.revision}>
            <strong>Version {revision.revision}</strong>, {formatDateTime(revision.savedAt, timeZone)}, by {revision.savedBy}
            {revision.changedFields.length > 0 ? `: ${revision.changedFields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}` : ': no change'}
            {index === 0 ? (
              ' (current)'
            ) : (
              <>
                {' '}
                <Link href={`/studio/posts/${postId}?restore=${revision.revision}`}>Restore version {revision.revision}</Link>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
