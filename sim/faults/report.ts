/** The figures a run prints (ops per kind, faults per kind, violations, duration, load). */
import type { SimResult } from './simulation';

export function formatResult(r: SimResult): string {
  const lines = [
    `seed ${r.seed}: ${r.ops} ops in ${(r.durationMs / 1000).toFixed(1)} s, load average ${r.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
    `  ops (ok/refused/unknown): ${Object.entries(r.opsByKind)
      .map(([kind, c]) => `${kind} ${c.ok}/${c.refused}/${c.unknown}`)
      .join(', ')}`,
    `  refused/unknown: ${Object.entries(r.refusals)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `${reason} ×${n}`)
      .join(', ')}`,
    `  faults: ${Object.entries(r.faults)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
    `  streams: ${r.streams.members} members, ${r.streams.events} events, ${r.streams.reconnects} reconnects; node starts retried: ${r.failedNodeStarts}; nodes crashed on their own: ${r.nodeCrashes}`,
    `  violations: ${r.violations.length}`,
  ];
  for (const v of r.violations.slice(0, 30)) {
    lines.push(`    [${v.check}]${v.step === undefined ? '' : ` step ${v.step}`} ${v.message}`);
  }
  if (r.violations.length > 30) lines.push(`    … and ${r.violations.length - 30} more`);
  if (r.violations.length > 0) lines.push(`  replay: ${r.replay}`);
  return lines.join('\n');
}

export function formatTotals(results: SimResult[]): string {
  const faults: Record<string, number> = {};
  let ops = 0;
  let violations = 0;
  let ms = 0;
  for (const r of results) {
    ops += r.ops;
    violations += r.violations.length;
    ms += r.durationMs;
    for (const [kind, n] of Object.entries(r.faults)) faults[kind] = (faults[kind] ?? 0) + n;
  }
  return [
    `TOTAL ${results.length} seed(s) (${results.map((r) => r.seed).join(',')}): ${ops} ops, ${(ms / 1000).toFixed(1)} s`,
    `  faults: ${Object.entries(faults)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
    `  violations: ${violations}`,
  ].join('\n');
}
