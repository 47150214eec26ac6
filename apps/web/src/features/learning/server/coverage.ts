import 'server-only';
import { GetLearningCoverageDocument, type LearningText } from '@openshiur/graphql';
import { load } from '@/server/load';
import { coverageMap } from './coverage-map';

/** Shiurim per unit of the programme's text, keyed as its schedule's `coverageKey`s. */
export async function loadShiurCounts(
  text: LearningText | undefined,
): Promise<Map<string, number> | undefined> {
  if (!text) return undefined;
  const { learningCoverage } = await load(GetLearningCoverageDocument, { text });
  return coverageMap(learningCoverage);
}
