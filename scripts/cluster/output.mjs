// One prefix per process in the cluster's combined output, line by line.
import { createInterface } from 'node:readline';

export function prefixOutput(child, name) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
}
