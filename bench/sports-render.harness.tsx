/**
 * Browser harness of `bench/sports-render.bench.ts` (never part of the site's build: the bench
 * builds this page on its own into .tmp/). It renders 500 odds buttons of the in-play book with
 * the pages' own `SelectionButton`, and drives odds updates through the app's real client path:
 * `fromSse` (ids, dedupe) → zod parsing → frame batching (the sports frame) → the in-play store
 * writes → zustand → React. Only the network is replaced, by a transport the driver pushes into.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Subject } from 'rxjs';
import type { SportsFixtureView } from '../common/contract/sports.contract';
import { SelectionButton } from '../src/features/sports/common/SelectionButton';
import { sportsBookStore } from '../src/stores/sports-book.store';
import { createInplayEvents$ } from '../src/streams/sports/inplay.stream';
import { sportsFrameScheduler } from '../src/streams/sports/sports-frame';
import { withSportsInplayWrites } from '../src/streams/sports/sports-inplay.stream';
import type { SseTransport, SseTransportEvent } from '../src/streams/sse/sse-transport';
import '../src/styles/global.css';

const FIXTURES = 50;
const SELECTIONS_PER_FIXTURE = 10; // 500 buttons

function fixtures(): SportsFixtureView[] {
  return Array.from({ length: FIXTURES }, (_, f) => {
    const id = String(1_000 + f);
    return {
      id,
      sportId: 6046,
      sportNameKorean: '축구',
      locationId: 1,
      locationNameKorean: '대한민국',
      leagueId: 1,
      leagueNameKorean: 'K리그1',
      homeName: `홈팀${f}`,
      awayName: `원정팀${f}`,
      startsAt: '2030-01-01T10:00:00.000Z',
      status: 2,
      livescore: null,
      isTop: false,
      marketCount: 1,
      markets: [
        {
          key: `${id}:1:`,
          marketTypeId: 1,
          name: '1X2',
          nameKorean: '승무패',
          family: 'winDrawLose',
          line: null,
          selections: Array.from({ length: SELECTIONS_PER_FIXTURE }, (_, s) => ({
            id: `${id}${String(s).padStart(2, '0')}`,
            name: String(s),
            label: `선택${s}`,
            line: null,
            priceHundredths: 150 + s * 10,
            status: 1 as const,
            settlement: null,
          })),
        },
      ],
    };
  });
}

const FIXTURE_LIST = fixtures();
const SELECTIONS = FIXTURE_LIST.flatMap((fixture) =>
  (fixture.markets[0]?.selections ?? []).map((s) => ({ fixtureId: fixture.id, ...s })),
);

// --- Measurements ------------------------------------------------------------------------------
interface Figures {
  updates: number;
  frames: number;
  commits: number;
  framesWithCommits: number;
  maxCommitsInFrame: number;
  framesWithMoreThanOneCommit: number;
  longTasks: number;
  longestTaskMs: number;
  latenciesMs: number[];
}

const hook = (window as unknown as { __benchCommits: { onCommit: (() => void) | null } })
  .__benchCommits;
let pending: number[] = []; // send times of updates not yet written to the store
let written: number[] = []; // written, waiting for React's commit
let measuring = false;
const figures: Figures = {
  updates: 0,
  frames: 0,
  commits: 0,
  framesWithCommits: 0,
  maxCommitsInFrame: 0,
  framesWithMoreThanOneCommit: 0,
  longTasks: 0,
  longestTaskMs: 0,
  latenciesMs: [],
};
let commitsThisFrame = 0;

sportsBookStore.subscribe(() => {
  written = written.concat(pending);
  pending = [];
});
hook.onCommit = () => {
  if (!measuring) return;
  figures.commits += 1;
  commitsThisFrame += 1;
  const committed = written;
  written = [];
  if (committed.length === 0) return;
  requestAnimationFrame(() => {
    const paintedAt = performance.now();
    for (const sentAt of committed) figures.latenciesMs.push(paintedAt - sentAt);
  });
};
const countFrames = () => {
  if (measuring) {
    figures.frames += 1;
    if (commitsThisFrame > 0) figures.framesWithCommits += 1;
    if (commitsThisFrame > 1) figures.framesWithMoreThanOneCommit += 1;
    figures.maxCommitsInFrame = Math.max(figures.maxCommitsInFrame, commitsThisFrame);
  }
  commitsThisFrame = 0;
  requestAnimationFrame(countFrames);
};
requestAnimationFrame(countFrames);
new PerformanceObserver((list) => {
  if (!measuring) return;
  for (const entry of list.getEntries()) {
    if (entry.duration <= 50) continue;
    figures.longTasks += 1;
    figures.longestTaskMs = Math.max(figures.longestTaskMs, entry.duration);
  }
}).observe({ type: 'longtask', buffered: false });

// --- The stream ---------------------------------------------------------------------------------
const server = new Subject<SseTransportEvent>();
const transport: SseTransport = () => server.asObservable();
let eventId = 0;
const prices = new Map(SELECTIONS.map((s) => [s.id, s.priceHundredths]));

function pushUpdate(): void {
  const selection = SELECTIONS[Math.floor(Math.random() * SELECTIONS.length)]!;
  const before = prices.get(selection.id) ?? 200;
  const next = Math.max(101, Math.min(999, before + (Math.random() < 0.5 ? -3 : 3)));
  prices.set(selection.id, next);
  eventId += 1;
  pending.push(performance.now());
  figures.updates += 1;
  server.next({
    type: 'message',
    message: {
      id: String(eventId),
      event: 'message',
      data: JSON.stringify({
        type: 'prices',
        changes: [
          {
            id: selection.id,
            fixtureId: selection.fixtureId,
            marketKey: `${selection.fixtureId}:1:`,
            priceHundredths: next,
            status: 1,
          },
        ],
      }),
    },
  });
}

const events$ = withSportsInplayWrites(
  createInplayEvents$({
    sse: { transport, baseUrl: '/api', onStatus: () => {} },
    requestFrame: sportsFrameScheduler,
  }),
  { fetchSnapshot: async () => FIXTURE_LIST },
);
events$.subscribe();
server.next({ type: 'open' });

/** Sends `ratePerSec` single-change `prices` messages a second for `seconds`, then reports. */
async function run(ratePerSec: number, seconds: number): Promise<Figures> {
  await new Promise((resolve) => setTimeout(resolve, 500)); // settle after the snapshot
  measuring = true;
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(Math.floor((elapsed / 1000) * ratePerSec), ratePerSec * seconds);
      while (sent < due) {
        pushUpdate();
        sent += 1;
      }
      if (sent >= ratePerSec * seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 4);
  });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the last frames paint
  measuring = false;
  return figures;
}

(window as unknown as { __sportsBench: unknown }).__sportsBench = {
  run,
  buttons: () => document.querySelectorAll('[data-testid="odds-button"]').length,
};

function Board() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(20, 1fr)', gap: 2, padding: 4 }}>
      {SELECTIONS.map((s) => (
        <SelectionButton
          key={s.id}
          selectionId={s.id}
          fixtureId={s.fixtureId}
          fallbackPriceHundredths={s.priceHundredths}
          fallbackStatus={1}
          fallbackFixtureStatus={2}
          label={s.label}
          family="inplay"
          book="inplay"
        />
      ))}
    </div>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Board />
    </StrictMode>,
  );
}
