import { settingsStore, type SettingsState } from '../../stores/settings.store';
import { unreadStore } from '../../stores/unread.store';

/** Writers of the site settings and the unread count (spec §3/§4). */
export function writeSettings(patch: Partial<SettingsState>): void {
  const current = settingsStore.getState();
  const changed = (Object.keys(patch) as (keyof SettingsState)[]).some(
    (key) => patch[key] !== current[key],
  );
  if (changed) settingsStore.setState(patch);
}

export function writeUnreadCount(count: number): void {
  if (unreadStore.getState().count !== count) unreadStore.setState({ count });
}
