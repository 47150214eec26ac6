/**
 * Mishnayot per perek for the 63 masechtot, and the Vilna daf of each Bavli masechta, from
 * @hebcal/learning's `mishnayot.json` (Sefaria's counts; the Mishna Yomi table) and `bavli.json`.
 */
import mishnayot from '@hebcal/learning/mishnayot.json';
import bavliLastDaf from '@hebcal/learning/bavli.json';
import { DAF_OFFSETS, TRACTATE_NAMES } from '@hebcal/learning/dafYomiBase';
import { masechtaNameRecords } from '../../src/data/masechta-names';
import { dafYomiCycleRecords } from '../../src/data/daf-yomi-cycle';
import type { GeneratedModule } from '../lib/module-writer';

const mishnayotTable: Record<string, number[]> = mishnayot;
const lastDafTable: Record<string, number> = bavliLastDaf;
const dafOffsets: Record<number, number> = DAF_OFFSETS;

/** Masechtot printed in the Vilna Shas without a Gemara of their own, and Shekalim (no Bavli). */
const withoutBavli = new Set(['Shekalim', 'Kinnim', 'Midos']);

/** Canonical name → @hebcal/learning Daf Yomi name, including the masechtot Meilah covers. */
const hebcalDafNames = new Map(
  dafYomiCycleRecords.flatMap((cycle) => [[cycle.name, cycle.hebcal] as const, ...(cycle.covers ?? []).map((c) => [c.name, c.hebcal] as const)]),
);

/** Last daf in the Vilna Shas, or undefined when the masechta has no Bavli. */
function vilnaLastDaf(name: string): number | undefined {
  const hebcal = hebcalDafNames.get(name);
  if (hebcal === undefined || withoutBavli.has(name)) return undefined;
  const lastDaf = lastDafTable[hebcal];
  if (lastDaf === undefined) throw new Error(`no Bavli length for ${name}`);
  return lastDaf + (dafOffsets[TRACTATE_NAMES.indexOf(hebcal)] ?? 0);
}

export function generateMishnayot(): GeneratedModule {
  const sefariaOrder = Object.keys(mishnayotTable);
  const ourOrder = masechtaNameRecords.map((record) => record.sefaria);
  if (sefariaOrder.join('|') !== ourOrder.join('|')) {
    throw new Error(`masechta order differs from @hebcal/learning:\n${sefariaOrder.join(', ')}\n${ourOrder.join(', ')}`);
  }
  const rows = masechtaNameRecords.map((record) => {
    const perakim = mishnayotTable[record.sefaria];
    if (!perakim) throw new Error(`no mishnayot for ${record.sefaria}`);
    const lastDaf = vilnaLastDaf(record.name);
    return { name: record.name, ...(lastDaf === undefined ? {} : { lastDaf }), mishnayot: perakim };
  });
  return {
    file: 'mishnayot.generated.ts',
    source: '@hebcal/learning mishnayot.json (Sefaria counts) and bavli.json (BSD-2-Clause).',
    exports: [
      {
        name: 'mishnayotCountRows',
        doc: [
          'Per masechta, in seder order: the number of mishnayot in each perek, and the last daf of its',
          'Bavli in the Vilna Shas (absent for masechtot without Bavli: Zeraim except Berachos, Shekalim,',
          'Eduyos, Avos, Midos, Kinnim, Tohorot except Nidah).',
        ].join('\n'),
        type: 'readonly { readonly name: string; readonly lastDaf?: number; readonly mishnayot: readonly number[] }[]',
        value: rows,
      },
    ],
  };
}
