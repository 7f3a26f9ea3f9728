import { useState } from 'react';
import { errorMessage } from '../../../api/errors';

/**
 * The state of an operator's "list + create/edit form" card (popups, events, rule sections):
 * which item the form edits ('new', an item, or none), the list's notice, and the handlers
 * that open, close and finish the form or delete an item (after a confirm).
 */
export function useListEditor<Item extends { id: number }>(
  reload: () => void,
  texts: { saved: string; deleted: string },
) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (target: Item | 'new') => {
    setNotice(null);
    setEditing(target);
  };

  const remove = async (item: Item, confirmText: string, del: () => Promise<unknown>) => {
    if (!window.confirm(confirmText)) return;
    try {
      await del();
      setNotice(texts.deleted);
      if (editing !== 'new' && editing?.id === item.id) setEditing(null);
      reload();
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };

  /** A fresh form for every item: the key to give it (React keys cannot travel in a spread). */
  const formKey = editing === null || editing === 'new' ? 'new' : editing.id;
  /** Props of the form for the item being edited, or null when the form is closed. */
  const form =
    editing === null
      ? null
      : {
          editing: editing === 'new' ? null : editing,
          onCancel: () => setEditing(null),
          onSaved: () => {
            setEditing(null);
            setNotice(texts.saved);
            reload();
          },
        };

  return { editing, notice, setNotice, open, remove, form, formKey };
}
