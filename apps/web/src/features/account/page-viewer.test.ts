import { describe, expect, it } from 'vitest';
import { parsePageViewer, viewerDisplayName, type PageViewer } from './page-viewer';

const viewer: PageViewer = {
  id: '7',
  email: null,
  firstName: 'Sample',
  lastName: null,
  name: 'S. Reader',
  picture: null,
  subscribedSeriesIds: ['3', '5'],
  subscribedAuthorIds: [],
  initials: 'S',
  label: 'Account menu for Sample',
};

describe('parsePageViewer', () => {
  it('reads back the record the server wrote, and only its fields', () => {
    expect(parsePageViewer(JSON.stringify(viewer))).toEqual(viewer);
    expect(parsePageViewer(JSON.stringify({ ...viewer, extra: '<script>' }))).toEqual(viewer);
  });

  it('gives null for nothing, damaged JSON, or a record of the wrong shape', () => {
    for (const json of [undefined, null, '', '{', 'null', '[]', '"x"']) expect(parsePageViewer(json)).toBeNull();
    for (const damaged of [{ id: '' }, { id: 7 }, { email: 5 }, { subscribedSeriesIds: [3] }, { subscribedAuthorIds: 'x' }, { label: undefined }]) {
      expect(parsePageViewer(JSON.stringify({ ...viewer, ...damaged })), JSON.stringify(damaged)).toBeNull();
    }
  });
});

describe('viewerDisplayName', () => {
  it('is first and last name, else the display name, else the e-mail', () => {
    expect(viewerDisplayName({ firstName: 'Sample', lastName: 'Reader', name: 'x', email: 'e' })).toBe('Sample Reader');
    expect(viewerDisplayName({ firstName: null, lastName: null, name: 'S. Reader', email: 'e' })).toBe('S. Reader');
    expect(viewerDisplayName({ firstName: null, lastName: null, name: null, email: 'reader@example.org' })).toBe('reader@example.org');
    expect(viewerDisplayName({ firstName: null, lastName: null, name: null, email: null })).toBeNull();
  });
});
