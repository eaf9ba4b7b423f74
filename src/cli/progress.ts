// Progress output: a live bar on a terminal, otherwise one line per stage (and a line every so often).
export interface ProgressLine {
  update(fraction: number, label: string): void;
  stage(line: string): void;
  done(): void;
}

export function progressLine(stream: NodeJS.WriteStream = process.stderr): ProgressLine {
  const tty = !!stream.isTTY;
  let lastLog = 0;
  return {
    update(fraction, label) {
      if (tty) {
        const width = 24;
        const filled = Math.round(Math.min(1, fraction) * width);
        stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${label}\x1b[K`);
      } else if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        stream.write(`${label}\n`);
      }
    },
    stage(line) {
      stream.write(tty ? `\r${line}\x1b[K\n` : `${line}\n`);
    },
    done() {
      if (tty) stream.write('\n');
    },
  };
}
