/** Amudim per masechta of the Dirshu Amud Yomi cycle, from @hebcal/learning `amudim.json`. */
import amudim from '@hebcal/learning/amudim.json';
import { dafYomiCycleRecords } from '../../src/data/daf-yomi-cycle';
import type { GeneratedModule } from '../lib/module-writer';

export function generateDirshu(): GeneratedModule {
  const byHebcal = new Map(
    dafYomiCycleRecords.flatMap((cycle) => [[cycle.hebcal, cycle.name] as const, ...(cycle.covers ?? []).map((c) => [c.hebcal, c.name] as const)]),
  );
  const rows = Object.entries(amudim as Record<string, number>).map(([hebcal, count]) => {
    const name = byHebcal.get(hebcal);
    if (!name) throw new Error(`unknown masechta ${hebcal}`);
    return { name, amudim: count };
  });
  return {
    file: 'dirshu.generated.ts',
    source: '@hebcal/learning amudim.json (Dirshu Amud Yomi; BSD-2-Clause).',
    exports: [
      {
        name: 'dirshuAmudRows',
        doc: [
          'The 40 masechtot of the Dirshu Amud Yomi cycle (one amud a day, from 16 October 2023), with',
          'the amudim of each. Kinnim, Tamid and Midos are separate entries here.',
        ].join('\n'),
        type: 'readonly { readonly name: string; readonly amudim: number }[]',
        value: rows,
      },
    ],
  };
}
