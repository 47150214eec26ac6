import { eq, type SQL } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import {
  findMishnahMasechta,
  kitzurSimanimCount,
  mishnehTorahBooks,
  mitzvotCycle,
  nachBooks,
} from '@openshiur/reference-data';
import type { PostFilter } from '../../generated/resolvers';
import { findYerushalmiMasechta } from '../args/learning-references';
import { parseOneOf } from '../args/vocabulary';
import { badUserInput } from '../errors';

const { posts } = schema;

const nachBookNames = nachBooks.map((book) => book.name);
const rambamBookNames = mishnehTorahBooks.map((book) => book.book);

/** A whole number in `[minimum, maximum]`, else a BAD_USER_INPUT error naming the filter field. */
function parseInRange(
  value: number,
  minimum: number,
  maximum: number,
  argumentName: string,
): number {
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw badUserInput(
      `${argumentName} must be a whole number from ${minimum} to ${maximum}`,
      argumentName,
    );
  }
  return value;
}

/**
 * The daily-study references of a post filter (amud, mishnah, Nach, parsha, Mishneh Torah, Kitzur,
 * mitzvah): each given field narrows the list to posts with that exact reference. Names must be
 * reference-data's own (a masechta of the Mishnah may be spelt any known way); anything else is a
 * BAD_USER_INPUT error, never an empty list that hides a typo.
 */
export function learningFilterConditions(filter: PostFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.amud != null)
    conditions.push(eq(posts.amud, parseOneOf(['a', 'b'] as const, filter.amud, 'filter.amud')));
  if (filter.yerushalmiMasechta != null) {
    const masechta = findYerushalmiMasechta(filter.yerushalmiMasechta);
    if (!masechta)
      throw badUserInput(`Unknown masechta of the Yerushalmi "${filter.yerushalmiMasechta}"`, 'filter.yerushalmiMasechta');
    conditions.push(eq(posts.yerushalmiMasechta, masechta.name));
  }
  if (filter.yerushalmiDaf != null)
    conditions.push(eq(posts.yerushalmiDaf, parseInRange(filter.yerushalmiDaf, 1, 999, 'filter.yerushalmiDaf')));
  if (filter.mishnaMasechta != null) {
    const masechta = findMishnahMasechta(filter.mishnaMasechta);
    if (!masechta)
      throw badUserInput(`Unknown masechta "${filter.mishnaMasechta}"`, 'filter.mishnaMasechta');
    conditions.push(eq(posts.mishnaMasechta, masechta.name));
  }
  if (filter.perek != null)
    conditions.push(eq(posts.perek, parseInRange(filter.perek, 1, 999, 'filter.perek')));
  if (filter.mishnah != null)
    conditions.push(eq(posts.mishnah, parseInRange(filter.mishnah, 1, 999, 'filter.mishnah')));
  if (filter.nachBook != null)
    conditions.push(
      eq(posts.nachBook, parseOneOf(nachBookNames, filter.nachBook, 'filter.nachBook')),
    );
  if (filter.nachChapter != null) {
    conditions.push(
      eq(posts.nachChapter, parseInRange(filter.nachChapter, 1, 999, 'filter.nachChapter')),
    );
  }
  if (filter.rambamBook != null) {
    conditions.push(
      eq(posts.rambamBook, parseOneOf(rambamBookNames, filter.rambamBook, 'filter.rambamBook')),
    );
  }
  if (filter.rambamChapter != null) {
    conditions.push(
      eq(posts.rambamChapter, parseInRange(filter.rambamChapter, 1, 999, 'filter.rambamChapter')),
    );
  }
  if (filter.kitzurSiman != null) {
    conditions.push(
      eq(
        posts.kitzurSiman,
        parseInRange(filter.kitzurSiman, 1, kitzurSimanimCount, 'filter.kitzurSiman'),
      ),
    );
  }
  if (filter.mitzvah != null) {
    conditions.push(
      eq(
        posts.mitzvah,
        parseInRange(filter.mitzvah, 1, mitzvotCycle.mitzvotCount, 'filter.mitzvah'),
      ),
    );
  }
  return conditions;
}
