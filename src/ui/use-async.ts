import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the loader again with the current inputs. */
  reload: () => void;
};

/**
 * Loads data for a component: re-runs when `deps` change, ignores answers that arrive after a newer
 * request started (so a fast page switch never shows stale rows).
 */
export function useAsync<T>(loader: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;

  useEffect(() => {
    const run = ++latest.current;
    setLoading(true);
    loaderRef.current().then(
      (value) => {
        if (run !== latest.current) return;
        setData(value);
        setError(undefined);
        setLoading(false);
      },
      (reason: unknown) => {
        if (run !== latest.current) return;
        setError(reason);
        setLoading(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the loader's inputs
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}
