import { COMMON } from '../../../../common/i18n/common.ko';
import controls from '../../../ui/controls.module.css';

type Props = { name: string; onEdit: () => void; onDelete: () => void };

/** A row's 수정 / 삭제 buttons, each labelled with the row's name for screen readers. */
export function EditDeleteButtons({ name, onEdit, onDelete }: Props) {
  return (
    <>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm}`}
        aria-label={`${COMMON.edit}: ${name}`}
        onClick={onEdit}
      >
        {COMMON.edit}
      </button>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm} ${controls.danger}`}
        aria-label={`${COMMON.delete}: ${name}`}
        onClick={onDelete}
      >
        {COMMON.delete}
      </button>
    </>
  );
}
