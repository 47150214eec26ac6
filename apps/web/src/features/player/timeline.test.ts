import { describe, expect, it } from 'vitest';
import { timelineView } from './timeline';

describe('the timeline', () => {
  it("shows the catalogue's length, with the slider off, until the file's own is known", () => {
    expect(timelineView(0, Number.NaN, 95)).toEqual({ known: false, total: 95, shown: 0, max: 0 });
    expect(timelineView(0, 0, 95)).toMatchObject({ known: false, total: 95 });
    expect(timelineView(12, Number.NaN, null).total).toBeNaN();
    expect(timelineView(12, Number.NaN, undefined).shown).toBe(12);
  });

  it("then the file's own length, the slider in whole seconds", () => {
    expect(timelineView(30.6, 90.5, 95)).toEqual({
      known: true,
      total: 90.5,
      shown: 30.6,
      max: 90,
    });
  });

  it('never shows the playhead past the end', () => {
    expect(timelineView(91, 90, null)).toMatchObject({ shown: 90 });
  });
});
