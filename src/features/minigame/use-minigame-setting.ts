import { isHTTPError } from '../../api/http';
import { useEffect, useState } from 'react';
import { fetchMinigameSetting, type MinigameSetting } from '../../api/minigame.api';
import { effects } from '../../machines/effects';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';

/** The server's `{ message }` of a failed setting fetch, else the spec §4 sentence. */
export function settingFailureMessage(error: unknown): string {
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
  }
  return T.settingFailed;
}

/**
 * Spec §4 minigame maintenance: `settingMinigame/{id}` on entry; a failure alerts the server's
 * message (or the generic sentence) and a maintenance flag alerts '점검중입니다.'; both go to `/`.
 */
export function useMinigameSetting(gameId: number): MinigameSetting | null {
  const [setting, setSetting] = useState<MinigameSetting | null>(null);
  useEffect(() => {
    let cancelled = false;
    setSetting(null);
    fetchMinigameSetting(gameId).then(
      (loaded) => {
        if (cancelled) return;
        if (loaded.systemMaintenanceFlg) {
          effects.notify(T.maintenance);
          effects.navigate('/');
          return;
        }
        setSetting(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        effects.notify(settingFailureMessage(error));
        effects.navigate('/');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [gameId]);
  return setting;
}
