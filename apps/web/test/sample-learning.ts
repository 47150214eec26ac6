/**
 * A sample post's learning reference to a daf of the Bavli, as the API answers it: every other kind
 * of reference (mishnah, parsha, Nach) empty. For unit tests that build posts by hand.
 */
export function sampleDafLearning(reference: {
  masechta: string;
  masechtaSlug: string;
  daf: number;
  amud?: 'a' | 'b' | null;
  episodeNumber?: number | null;
}) {
  return {
    __typename: 'LearningReference' as const,
    amud: null,
    mishnaMasechta: null,
    perek: null,
    mishnah: null,
    parsha: null,
    nachBook: null,
    nachChapter: null,
    episodeNumber: null,
    ...reference,
  };
}
