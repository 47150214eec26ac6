/** Every generator, in the order the generated files are written. */
import type { GeneratedModule } from '../lib/module-writer';
import { generateDafYomi } from './daf-yomi';
import { generateDirshu } from './dirshu';
import { generateMishnayot } from './mishnayot';
import { generateMishnehTorah } from './mishneh-torah';
import { generateMitzvot } from './mitzvot';
import { generateNach } from './nach';
import { generateYerushalmi } from './yerushalmi';

export const generators: readonly (() => GeneratedModule)[] = [
  generateDafYomi,
  generateDirshu,
  generateMishnayot,
  generateMishnehTorah,
  generateMitzvot,
  generateNach,
  generateYerushalmi,
];
