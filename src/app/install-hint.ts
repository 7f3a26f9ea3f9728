import { installedAppStore } from '../stores/installed-app.store';
import { installOfferUsed } from '../streams/shell/installed-app.stream';

type Store = typeof installedAppStore;

/** Shows the browser's install dialog for the offer kept by the installed-app stream. */
export async function promptInstall(
  store: Store = installedAppStore,
): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = store.getState().installPrompt;
  if (!offer) return 'unavailable';
  installOfferUsed(store);
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome;
}
