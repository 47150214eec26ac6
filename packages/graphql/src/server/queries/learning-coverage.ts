import { and, count, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@openshiur/db';
import {
  bavliMasechtot,
  mishnahMasechtot,
  mishnehTorahBooks,
  nachBooks,
} from '@openshiur/reference-data';
import type { LearningText, LearningUnitCount } from '../../generated/resolvers';
import { publishedPost } from './visibility';

const { posts } = schema;

/** What one text's units are made of: the columns that name a unit, and the order of its names. */
interface TextUnits {
  name?: PgColumn;
  number: PgColumn;
  amud?: PgColumn;
  /** Names in study order (masechtot in cycle order, books in order); absent when units are numbers only. */
  order?: readonly string[];
}

const units: Record<LearningText, TextUnits> = {
  BAVLI_DAF: { name: posts.masechta, number: posts.daf, order: bavliMasechtot.map((m) => m.name) },
  BAVLI_AMUD: {
    name: posts.masechta,
    number: posts.daf,
    amud: posts.amud,
    order: bavliMasechtot.map((m) => m.name),
  },
  MISHNA_PEREK: {
    name: posts.mishnaMasechta,
    number: posts.perek,
    order: mishnahMasechtot.map((m) => m.name),
  },
  NACH_CHAPTER: {
    name: posts.nachBook,
    number: posts.nachChapter,
    order: nachBooks.map((book) => book.name),
  },
  RAMBAM_CHAPTER: {
    name: posts.rambamBook,
    number: posts.rambamChapter,
    order: mishnehTorahBooks.map((book) => book.book),
  },
  KITZUR_SIMAN: { number: posts.kitzurSiman },
  MITZVAH: { number: posts.mitzvah },
};

/**
 * Published shiurim per unit of a text, for schedule pages that mark which units have shiurim.
 * One grouped query; units without shiurim are left out. Sorted in study order here, since the
 * database only knows the alphabet.
 */
export async function learningCoverage(
  db: Database,
  text: LearningText,
): Promise<LearningUnitCount[]> {
  const unit = units[text];
  const columns = [unit.name, unit.number, unit.amud].filter(
    (column): column is PgColumn => column !== undefined,
  );
  const present: SQL[] = columns.map((column) => isNotNull(column));
  const rows = await db
    .select({
      name: unit.name ? sql<string>`${unit.name}` : sql<null>`null`,
      number: sql<number>`${unit.number}`,
      amud: unit.amud ? sql<string>`${unit.amud}` : sql<null>`null`,
      count: count(),
    })
    .from(posts)
    .where(and(publishedPost, ...present))
    .groupBy(...columns);
  const rank = new Map(unit.order?.map((name, index) => [name, index]));
  return rows
    .map((row) => ({
      name: row.name,
      number: Number(row.number),
      amud: row.amud,
      count: Number(row.count),
    }))
    .sort(
      (a, b) =>
        (rank.get(a.name ?? '') ?? 0) - (rank.get(b.name ?? '') ?? 0) ||
        a.number - b.number ||
        (a.amud ?? '').localeCompare(b.amud ?? ''),
    );
}
