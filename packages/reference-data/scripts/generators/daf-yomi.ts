/**
 * Daf Yomi counts per masechta of the 37-entry cycle, derived from @hebcal/learning's tables:
 * `bavli.json` (last daf per printed masechta, 40 entries), `amudim.json` (amudim per masechta,
 * the Dirshu Amud Yomi table) and `DAF_OFFSETS` (Kinnim, Tamid and Midos continue Meilah's numbering).
 */
import bavliLastDaf from '@hebcal/learning/bavli.json';
import amudim from '@hebcal/learning/amudim.json';
import { DAF_OFFSETS, TRACTATE_NAMES } from '@hebcal/learning/dafYomiBase';
import { dafYomiCycleRecords } from '../../src/data/daf-yomi-cycle';
import type { GeneratedModule } from '../lib/module-writer';

const lastDafTable: Record<string, number> = bavliLastDaf;
const amudTable: Record<string, number> = amudim;
const dafOffsets: Record<number, number> = DAF_OFFSETS;

interface PrintedSpan {
  name: string;
  firstDaf: number;
  lastDaf: number;
  amudim: number;
}

/** A printed masechta's span in the cycle, honouring hebcal's continuation offsets. */
function printedSpan(hebcalName: string): PrintedSpan {
  const index = TRACTATE_NAMES.indexOf(hebcalName);
  const lastDaf = lastDafTable[hebcalName];
  const amudCount = amudTable[hebcalName];
  if (index < 0 || lastDaf === undefined || amudCount === undefined) {
    throw new Error(`@hebcal/learning has no Daf Yomi entry for ${hebcalName}`);
  }
  const offset = dafOffsets[index] ?? 0;
  return { name: hebcalName, firstDaf: 2 + offset, lastDaf: lastDaf + offset, amudim: amudCount };
}

export function generateDafYomi(): GeneratedModule {
  const rows = dafYomiCycleRecords.map((record) => {
    const parts = [record.hebcal, ...(record.covers ?? []).map((covered) => covered.hebcal)].map(printedSpan);
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (!first || !last) throw new Error(`no parts for ${record.name}`);
    const dafBlat = parts.reduce((days, part) => days + part.lastDaf - part.firstDaf + 1, 0);
    const dafAmud = parts.reduce((count, part) => count + part.amudim, 0);
    return {
      name: record.name,
      dafBlat,
      dafAmud,
      firstDaf: first.firstDaf,
      lastDaf: last.lastDaf,
      ...(parts.length > 1
        ? {
            parts: parts.map((part, i) => ({
              name: i === 0 ? record.name : (record.covers?.[i - 1]?.name ?? part.name),
              firstDaf: part.firstDaf,
              lastDaf: part.lastDaf,
            })),
          }
        : {}),
    };
  });
  const covered = new Set(rows.flatMap((row) => [row.name]));
  if (covered.size !== 37) throw new Error('expected 37 masechtot');
  return {
    file: 'daf-yomi.generated.ts',
    source: '@hebcal/learning bavli.json, amudim.json and dafYomiBase DAF_OFFSETS (BSD-2-Clause).',
    imports: ["import type { DafYomiCountRow } from './daf-yomi-types';"],
    exports: [
      {
        name: 'dafYomiCountRows',
        doc: [
          'Per masechta of the Daf Yomi cycle, in cycle order: dafim (days), amudim, and first/last daf.',
          'Meilah includes Kinnim, Tamid and Midos, which the cycle learns as its continuation (daf 2-37).',
        ].join('\n'),
        type: 'readonly DafYomiCountRow[]',
        value: rows,
      },
    ],
  };
}
