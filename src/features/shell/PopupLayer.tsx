import { useVisiblePopups } from '../../app/hooks';
import { hidePopupFor6Hours, hidePopupForSession } from '../../app/commands';
import type { Popup } from '../../../common/contract/popup.contract';
import { POPUP } from '../../../common/i18n/shell.ko';
import { useMediaQuery, SMALL_QUERY } from '../../ui/use-media-query';
import styles from './PopupLayer.module.css';

function PopupWindow({ popup, index, small }: { popup: Popup; index: number; small: boolean }) {
  const titleId = `popup-title-${popup.id}`;
  const position = small
    ? { top: 64 + index * 16, left: 12 + index * 8, width: `calc(100vw - ${24 + index * 16}px)` }
    : { top: popup.pcTopLocation, left: popup.pcLeftLocation, width: popup.width };
  return (
    <section
      className={styles.popup}
      style={{ ...position, zIndex: 1 + index }}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="announcement-popup"
      data-popup-id={popup.id}
    >
      <h2 id={titleId} className={styles.title}>
        {popup.title}
      </h2>
      {/* Contents are HTML sanitised by the server (popup contract); only rendered here. */}
      <div
        className={styles.body}
        style={{ height: small ? undefined : popup.height, maxHeight: small ? '60vh' : undefined }}
        onClick={() => hidePopupForSession(popup.id)}
        dangerouslySetInnerHTML={{ __html: popup.contents }}
      />
      <footer className={styles.footer}>
        <label className={styles.check}>
          <input
            type="checkbox"
            onChange={(e) => e.target.checked && hidePopupFor6Hours(popup.id)}
          />
          {POPUP.hideFor6Hours}
        </label>
        <button
          type="button"
          className={styles.close}
          onClick={() => hidePopupForSession(popup.id)}
        >
          {POPUP.close}
        </button>
      </footer>
    </section>
  );
}

/** Announcement pop-ups at the positions each one gives (spec §2, §4). */
export function PopupLayer() {
  const popups = useVisiblePopups();
  const small = useMediaQuery(SMALL_QUERY);
  if (popups.length === 0) return null;
  return (
    <div className={styles.layer} aria-label={POPUP.layer} data-testid="popup-layer">
      {popups.map((popup, index) => (
        <PopupWindow key={popup.id} popup={popup} index={index} small={small} />
      ))}
    </div>
  );
}
