/**
 * A one-line progress bar for the long steps of `pnpm bench:search` (copying posts, indexing a
 * million of them): redrawn in place on a terminal; in a log (CI, `| tee`) one line every 10 %,
 * so the file stays readable.
 */

export interface Progress {
  done: number;
  total: number;
}

/** `[#######·············]  35 % 35,000/100,000 posts`, `width` characters of bar. */
export function progressLine(label: string, { done, total }: Progress, width = 24): string {
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(fraction * width);
  const percent = `${Math.floor(fraction * 100)}`.padStart(3);
  return `[${'#'.repeat(filled)}${'·'.repeat(width - filled)}] ${percent} % ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${label}`;
}

/** The tenth (0…10) `done` has reached, for the every-10 % lines of a log. */
export function tenth({ done, total }: Progress): number {
  return total > 0 ? Math.min(10, Math.floor((done / total) * 10)) : 10;
}

export interface ProgressReporter {
  update(progress: Progress): void;
  /** Ends the line (the bar stays, with its last figure). */
  finish(): void;
}

export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const started = Date.now();
  let last: Progress | undefined;
  let printedTenth = -1;
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  return {
    update(progress) {
      last = progress;
      if (stream.isTTY) {
        stream.write(`\r${progressLine(label, progress)}, ${elapsed()}\u001b[K`);
        return;
      }
      const reached = tenth(progress);
      if (reached <= printedTenth) return;
      printedTenth = reached;
      stream.write(`${progressLine(label, progress)}, ${elapsed()}\n`);
    },
    finish() {
      if (stream.isTTY && last) stream.write('\n');
    },
  };
}
