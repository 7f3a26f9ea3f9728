import { useEffect } from 'react';
import { inplayEvents$ } from '../../../streams/sports/inplay.stream';

/**
 * Keeps `/api/sse/inplay` open while a page showing live fixtures is mounted: the stream is
 * ref-counted (a connection slot is precious), and the streams write what it carries into the
 * sports store.
 */
export function useLiveFeed(): void {
  useEffect(() => {
    const subscription = inplayEvents$.subscribe();
    return () => subscription.unsubscribe();
  }, []);
}
