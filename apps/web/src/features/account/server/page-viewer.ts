import 'server-only';
import { initialsOf } from '@openshiur/ui';
import type { CurrentUser } from '@/server/first-render';
import { viewerDisplayName, type PageViewer } from '../page-viewer';

/** The record spliced into a shared page for this signed-in user (see ../page-viewer.ts). */
export function pageViewerOf(user: CurrentUser): PageViewer {
  return {
    id: user.id,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    name: user.name,
    picture: user.picture,
    subscribedSeriesIds: user.subscribedSeries.map((series) => series.id),
    subscribedAuthorIds: user.subscribedAuthors.map((author) => author.id),
    initials: initialsOf(user.firstName, user.lastName, user.name),
    label: `Account menu for ${viewerDisplayName(user) ?? 'your account'}`,
  };
}
