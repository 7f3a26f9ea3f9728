import {
  dialogsStore,
  emptyLoginDraft,
  type DialogFlags,
  type DialogName,
  type LoginDraft,
} from '../../stores/dialogs.store';

/** Writers of the dialogs store; the dialogs machine decides, these only publish. */
export function writeDialogFlags(open: DialogFlags): void {
  dialogsStore.setState({ open });
}

export function writeLoginDraft(loginDraft: LoginDraft): void {
  dialogsStore.setState({ loginDraft });
}

export function clearLoginDraft(): void {
  if (dialogsStore.getState().loginDraft !== emptyLoginDraft)
    dialogsStore.setState({ loginDraft: emptyLoginDraft });
}

export function writeDialogClosed(name: DialogName): void {
  const { open } = dialogsStore.getState();
  if (open[name]) dialogsStore.setState({ open: { ...open, [name]: false } });
}
