/**
 * One line that tells how far a rebuild has come, redrawn in place on a terminal:
 * `posts   [#########...........]  45% 45,000/100,000`.
 */
import type { ReindexProgress } from '../types';

const WIDTH = 30;

export function progressLine({ stage, done, total }: ReindexProgress): string {
  const fraction = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(fraction * WIDTH);
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const count = `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
  return `${stage.padEnd(8)}[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${percent} ${count}`;
}

/**
 * A progress callback that draws on `stream`: redrawn with \r on a terminal; elsewhere (a log, CI)
 * one line per stage start, per tenth, and per stage end, so a log stays short.
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr): (progress: ReindexProgress) => void {
  let lastStage = '';
  let lastTenth = -1;
  return (progress) => {
    const line = progressLine(progress);
    if (stream.isTTY) {
      const finished = progress.done >= progress.total;
      stream.write(`\r${line}${finished ? '\n' : ''}`);
      return;
    }
    const tenth = progress.total === 0 ? 10 : Math.floor((progress.done / progress.total) * 10);
    if (progress.stage !== lastStage || tenth !== lastTenth) stream.write(`${line}\n`);
    lastStage = progress.stage;
    lastTenth = tenth;
  };
}
