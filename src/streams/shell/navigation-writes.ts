import { navigationStore } from '../../stores/navigation.store';

export function writeNavigationBusy(busy: boolean): void {
  if (navigationStore.getState().busy !== busy) navigationStore.setState({ busy });
}
