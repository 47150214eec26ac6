import type { PageViewer } from '../src/features/account/page-viewer';

/** A signed-in viewer for the splicing tests (invented: the demo reader). */
export const sampleViewer: PageViewer = {
  id: '7',
  email: 'reader@example.org',
  firstName: 'Sample',
  lastName: 'Reader',
  name: null,
  picture: null,
  subscribedSeriesIds: ['3'],
  subscribedAuthorIds: [],
  initials: 'SR',
  label: 'Account menu for Sample Reader',
};
