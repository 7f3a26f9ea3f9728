import { createStore } from 'zustand/vanilla';

/** Whether the loading progress bar shows (spec §4/§9); fed by the navigation-busy stream. */
export interface NavigationState {
  busy: boolean;
}

export const createNavigationStore = () => createStore<NavigationState>()(() => ({ busy: false }));
export const navigationStore = createNavigationStore();
