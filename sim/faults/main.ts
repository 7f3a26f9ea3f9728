/**
 * `npm run sim:faults -- --seed S --ops N --nodes 3 [--seeds a..b] [--keep] [--concurrency C]
 * [--fault-every F] [--faults killNode,dbStall,…]`: the seeded fault simulation of the money. Prints each seed's
 * figures, every violation with the command that replays it, and the totals; exits 1 on any
 * violation. PostgreSQL: SIM_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_OPTIONS, runSimulation, type SimOptions, type SimResult } from './simulation';
import { formatResult, formatTotals } from './report';

function seedsFrom(values: { seed?: string; seeds?: string }): string[] {
  if (values.seeds) {
    const match = /^(\d+)\.\.(\d+)$/.exec(values.seeds);
    if (!match) throw new Error('--seeds takes a range: --seeds 1..20');
    const [from, to] = [Number(match[1]), Number(match[2])];
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  return [values.seed ?? String(Date.now() % 1_000_000)];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      seeds: { type: 'string' },
      ops: { type: 'string' },
      nodes: { type: 'string' },
      concurrency: { type: 'string' },
      'fault-every': { type: 'string' },
      members: { type: 'string' },
      faults: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const adminUrl = process.env.SIM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const results: SimResult[] = [];
  for (const seed of seedsFrom(values)) {
    const result = await runSimulation({
      ...DEFAULT_OPTIONS,
      seed,
      adminUrl,
      ops: values.ops ? Number(values.ops) : DEFAULT_OPTIONS.ops,
      nodes: values.nodes ? Number(values.nodes) : DEFAULT_OPTIONS.nodes,
      concurrency: values.concurrency ? Number(values.concurrency) : DEFAULT_OPTIONS.concurrency,
      faultEvery: values['fault-every']
        ? Number(values['fault-every'])
        : DEFAULT_OPTIONS.faultEvery,
      members: values.members ? Number(values.members) : DEFAULT_OPTIONS.members,
      keep: values.keep ?? false,
      faultKinds: values.faults
        ? (values.faults.split(',') as NonNullable<SimOptions['faultKinds']>)
        : null,
      log: (line) => console.log(line),
    });
    results.push(result);
    console.log(formatResult(result));
  }
  console.log(formatTotals(results));
  process.exitCode = results.some((r) => r.violations.length > 0) ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
