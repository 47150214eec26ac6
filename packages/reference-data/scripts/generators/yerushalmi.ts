/** Talmud Yerushalmi masechtot with daf counts (Vilna edition), from @hebcal/learning `yerushalmiBase`. */
import { vilna } from '@hebcal/learning/yerushalmiBase';
import { masechtaNameRecords } from '../../src/data/masechta-names';
import type { GeneratedModule } from '../lib/module-writer';

export function generateYerushalmi(): GeneratedModule {
  const bySefaria = new Map(masechtaNameRecords.map((record) => [record.sefaria, record.name]));
  const rows = vilna.shas.map(([sefaria, dapim]) => {
    const name = bySefaria.get(sefaria);
    if (!name) throw new Error(`unknown Yerushalmi masechta ${sefaria}`);
    return { name, dapim };
  });
  return {
    file: 'yerushalmi.generated.ts',
    source: '@hebcal/learning yerushalmiBase `vilna` (Yerushalmi Yomi, Vilna edition; BSD-2-Clause).',
    exports: [
      {
        name: 'yerushalmiRows',
        doc: [
          'The 39 masechtot of the Talmud Yerushalmi in the order of the Yerushalmi Yomi cycle (Vilna',
          'edition), with the number of dapim the cycle gives each (one daf a day).',
        ].join('\n'),
        type: 'readonly { readonly name: string; readonly dapim: number }[]',
        value: rows,
      },
    ],
  };
}
