import { useState, useSyncExternalStore } from 'react';
import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { createInspectionFeed, type InspectionFeed } from './inspection-feed';

/*
 * Development only (main.tsx imports this file behind `import.meta.env.DEV`, so production
 * bundles never contain it). Its labels are for engineers and stay in English.
 */

const panelStyle = {
  position: 'fixed',
  right: 8,
  bottom: 8,
  zIndex: 10_000,
  maxWidth: 420,
  maxHeight: '50vh',
  overflow: 'auto',
  font: '12px/1.4 ui-monospace, monospace',
  background: 'rgba(10, 12, 20, 0.92)',
  color: '#d7e0ff',
  border: '1px solid #33406a',
  borderRadius: 6,
  padding: 8,
} as const;

function DevPanelView({ feed, openStately }: { feed: InspectionFeed; openStately: () => void }) {
  const actors = useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  const [collapsed, setCollapsed] = useState(true);
  const [expanded, setExpanded] = useState<string | null>(null);
  if (collapsed) {
    return (
      <button type="button" style={panelStyle} onClick={() => setCollapsed(false)}>
        actors ({actors.length})
      </button>
    );
  }
  return (
    <aside style={panelStyle} aria-label="XState developer panel">
      <div style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
        <strong style={{ flex: 1 }}>Live actors</strong>
        <button type="button" onClick={openStately}>
          Stately inspector
        </button>
        <button type="button" onClick={() => setCollapsed(true)}>
          hide
        </button>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {actors.map((actor) => (
          <li key={actor.sessionId} style={{ borderTop: '1px solid #222b48', padding: '4px 0' }}>
            <button
              type="button"
              style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }}
              onClick={() => setExpanded(expanded === actor.sessionId ? null : actor.sessionId)}
            >
              <b>{actor.name}</b> → {actor.state}{' '}
              <span style={{ opacity: 0.6 }}>({actor.lastEvent})</span>
            </button>
            {expanded === actor.sessionId && (
              <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
                {JSON.stringify(actor.context, null, 2)}
              </pre>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The inspection observer for every actor, feeding both the in-app panel and Stately's hosted
 * inspector. The hosted one needs the internet and a pop-up window, so it starts only on demand.
 */
export function createDevTools() {
  const feed = createInspectionFeed();
  const stately = createBrowserInspector({ autoStart: false });
  const inspect: Observer<InspectionEvent> = {
    next(event) {
      feed.inspect.next?.(event);
      stately.inspect.next?.(event);
    },
  };
  const DevPanel = () => <DevPanelView feed={feed} openStately={() => stately.start()} />;
  return { inspect, DevPanel };
}
