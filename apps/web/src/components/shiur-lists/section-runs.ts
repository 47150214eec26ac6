/**
 * A page of a series cut at its section headings. The API gives the series' sections (a masechta,
 * a book) with the position where each starts; a page's posts sit at known positions, so each post's
 * section follows without repeating the ordering rules here.
 */
export interface SectionSpan {
  title: string;
  /** 1-based position of the section's first post in the series' order. */
  firstPosition: number;
  postCount: number;
}

export interface SectionRun<T> {
  /** Null when the series has no sections. */
  section: SectionSpan | null;
  /** Index of the section in the series' list, for stable anchors. */
  sectionIndex: number;
  /** The section began on an earlier page. */
  continued: boolean;
  /** 1-based position of the run's first item. */
  start: number;
  items: T[];
}

export function sectionRuns<T>(items: readonly T[], firstPosition: number, sections: readonly SectionSpan[]): SectionRun<T>[] {
  const runs: SectionRun<T>[] = [];
  items.forEach((item, index) => {
    const position = firstPosition + index;
    const sectionIndex = sections.findIndex(
      (section) => position >= section.firstPosition && position < section.firstPosition + section.postCount,
    );
    const last = runs.at(-1);
    if (last && last.sectionIndex === sectionIndex) {
      last.items.push(item);
      return;
    }
    const section = sections[sectionIndex] ?? null;
    runs.push({
      section,
      sectionIndex,
      continued: section !== null && position > section.firstPosition,
      start: position,
      items: [item],
    });
  });
  return runs;
}

/** The page (1-based) that shows the post at `position`. */
export function pageOfPosition(position: number, pageSize: number): number {
  return Math.max(1, Math.ceil(position / pageSize));
}

/** The anchor of a section's heading: stable across pages, so a contents link can point at it. */
export function sectionAnchor(sectionIndex: number): string {
  return `section-${sectionIndex + 1}`;
}
