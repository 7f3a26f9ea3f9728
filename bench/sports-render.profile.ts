/**
 * `npm run bench:render -- --profile`, to say where the main thread goes: summaries of a
 * Chromium trace (the DevTools timeline categories) and of a V8 CPU profile taken over CDP during
 * one run. The trace says how the renderer's main thread splits between script, style
 * recalculation, layout, paint and GC; the CPU profile splits the script time by code: the
 * profile build puts React, zustand, RxJS, zod, XState and the app's streams / stores / features
 * into chunks of their own (sports-render.bench.ts), so a function's script URL names its owner.
 */

/** Trace categories the DevTools Performance panel records for the main thread. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, when the trace records thread clocks. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const CATEGORY_OF_EVENT: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'v8.compile': 'script',
  'v8.callFunction': 'script',
  V8Execute: 'script',
  UpdateLayoutTree: 'style recalculation',
  RecalculateStyles: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'paint (pre-paint, paint, layerize, commit)',
  Paint: 'paint (pre-paint, paint, layerize, commit)',
  PaintImage: 'paint (pre-paint, paint, layerize, commit)',
  UpdateLayer: 'paint (pre-paint, paint, layerize, commit)',
  Layerize: 'paint (pre-paint, paint, layerize, commit)',
  Commit: 'paint (pre-paint, paint, layerize, commit)',
  CompositeLayers: 'paint (pre-paint, paint, layerize, commit)',
  HitTest: 'hit test',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  ParseHTML: 'parse HTML/CSS',
  ParseAuthorStyleSheet: 'parse HTML/CSS',
};

function categoryOf(name: string): string | null {
  if (CATEGORY_OF_EVENT[name]) return CATEGORY_OF_EVENT[name];
  if (name.startsWith('V8.GC') || name.startsWith('BlinkGC')) return 'garbage collection';
  if (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') return 'other (task)';
  return null;
}

export interface TraceSummary {
  /** Main-thread self time per category, ms. */
  byCategory: Map<string, number>;
  /** Main-thread self time per trace event name, ms. */
  byEvent: Map<string, number>;
  /** The same, inside tasks over 50 ms only. */
  inLongTasks: Map<string, number>;
  longTasks: number;
  /**
   * Of those, the tasks that also used over 50 ms of the main thread's CPU: on a loaded machine a
   * task is long in wall time while the thread waits for a core; this is the part that is ours.
   */
  longTasksByCpu: number;
  /** CPU time of the main thread's tasks (thread clock), against `wallMs` of the trace. */
  taskCpuMs: number;
  wallMs: number;
}

/** Self time of every categorised event on the renderer's main thread (nesting subtracted). */
export function summariseTrace(traceJson: string): TraceSummary {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  // The page's renderer main thread: the CrRendererMain thread with the most timeline events.
  const counts = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'X') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const main = mains
    .map((m) => `${m.pid}:${m.tid}`)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
  const spans = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main)
    .map((e) => ({
      name: e.name,
      category: categoryOf(e.name) ?? 'other',
      start: e.ts,
      end: e.ts + (e.dur ?? 0),
      isTask: categoryOf(e.name) === 'other (task)',
      cpu: e.tdur,
    }))
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const byCategory = new Map<string, number>();
  const byEvent = new Map<string, number>();
  const inLongTasks = new Map<string, number>();
  let longTasks = 0;
  let longTasksByCpu = 0;
  let taskCpuUs = 0;
  let longTaskEnd = -1;
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us / 1000);
  // A stack of open spans; each span's self time is its length minus its children's.
  const stack: { name: string; category: string; end: number; childUs: number; start: number }[] =
    [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const span = stack.pop()!;
      const selfUs = span.end - span.start - span.childUs;
      add(byCategory, span.category, selfUs);
      add(byEvent, span.name, selfUs);
      if (span.start < longTaskEnd) add(inLongTasks, span.category, selfUs);
      if (stack.length > 0) stack.at(-1)!.childUs += span.end - span.start;
    }
  };
  for (const span of spans) {
    close(span.start);
    if (stack.length === 0 && span.isTask && span.end - span.start > 50_000) {
      longTasks += 1;
      longTaskEnd = span.end;
      if ((span.cpu ?? 0) > 50_000) longTasksByCpu += 1;
    }
    if (stack.length === 0 && span.isTask) taskCpuUs += span.cpu ?? 0;
    stack.push({
      name: span.name,
      category: span.category,
      start: span.start,
      end: span.end,
      childUs: 0,
    });
  }
  close(Number.POSITIVE_INFINITY);
  const first = spans[0]?.start ?? 0;
  const last = spans.reduce((max, span) => Math.max(max, span.end), 0);
  return {
    byCategory,
    byEvent,
    inLongTasks,
    longTasks,
    longTasksByCpu,
    taskCpuMs: taskCpuUs / 1000,
    wallMs: (last - first) / 1000,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const chunkOf = (url: string) => {
  const file = url.split('/').pop() ?? '';
  // Profile-build chunk names are `<owner>-<hash>.js` (see the bench's manualChunks).
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') || null;
};

export interface CpuSummary {
  byOwner: Map<string, number>;
  topFunctions: { name: string; ms: number }[];
  totalMs: number;
}

/**
 * Self time by owner (the chunk of the sampled function; a built-in such as JSON.parse counts
 * for the owner of the code that called it, named `builtin ← owner`) and the top functions.
 */
export function summariseCpuProfile(profile: CpuProfile): CpuSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const ownerOf = (id: number): string => {
    const node = byId.get(id)!;
    const { functionName, url } = node.callFrame;
    if (url) return chunkOf(url) ?? url;
    if (functionName.startsWith('(')) return functionName; // (program), (idle), (garbage collector)
    let parent = parentOf.get(id);
    while (parent !== undefined) {
      const caller = byId.get(parent)!.callFrame.url;
      if (caller) return `builtin ← ${chunkOf(caller)}`;
      parent = parentOf.get(parent);
    }
    return 'builtin';
  };
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const id = samples[i]!;
    const ms = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
    const owner = ownerOf(id);
    if (owner === '(idle)') continue;
    totalMs += ms;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${byId.get(id)!.callFrame.functionName || '(anonymous)'} [${owner}]`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const topFunctions = [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, ms]) => ({ name, ms }));
  return { byOwner, topFunctions, totalMs };
}

const table = (map: Map<string, number>, totalMs: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([key, ms]) =>
        `    ${key.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / Math.max(totalMs, 1)).toFixed(1).padStart(5)} %`,
    )
    .join('\n');

export function printProfile(trace: TraceSummary, cpu: CpuSummary): void {
  const busy = [...trace.byCategory.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n  main thread (trace, self time): busy ${busy.toFixed(0)} ms of ${trace.wallMs.toFixed(0)} ms (CPU time of its tasks ${trace.taskCpuMs.toFixed(0)} ms), ${trace.longTasks} tasks > 50 ms (${trace.longTasksByCpu} of them > 50 ms of CPU time)`,
  );
  console.log(table(trace.byCategory, busy));
  console.log('  top trace events:');
  console.log(table(new Map([...trace.byEvent].sort((a, b) => b[1] - a[1]).slice(0, 12)), busy));
  const inLong = [...trace.inLongTasks.values()].reduce((a, b) => a + b, 0);
  if (inLong > 0) {
    console.log(`  inside the tasks > 50 ms (${inLong.toFixed(0)} ms):`);
    console.log(table(trace.inLongTasks, inLong));
  }
  console.log(
    `\n  script by owner (CPU profile, self time; idle left out): ${cpu.totalMs.toFixed(0)} ms`,
  );
  console.log(table(cpu.byOwner, cpu.totalMs));
  console.log('  top functions:');
  for (const { name, ms } of cpu.topFunctions) {
    console.log(`    ${name.slice(0, 70).padEnd(72)} ${ms.toFixed(0).padStart(6)} ms`);
  }
}
