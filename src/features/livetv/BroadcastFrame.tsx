import { LIVE_TV } from '../../../common/i18n/content.ko';
import { Card } from '../../ui/Card';
import styles from './LiveTv.module.css';

/**
 * What a framed broadcast may do: run its player, go full screen, keep its own origin (players
 * need their cookies). No top navigation, pop-ups or forms. A frame of our own origin would get
 * our storage with `allow-same-origin`, so it goes without.
 */
export function sandboxFor(url: string, ownOrigin: string): string {
  const base = 'allow-scripts allow-presentation';
  return new URL(url).origin === ownOrigin ? base : `${base} allow-same-origin`;
}

/** The operator's broadcast (an https address, checked by the server) in a sandboxed frame. */
export function BroadcastFrame({ url }: { url: string }) {
  return (
    <Card id="livetv-broadcast" title={LIVE_TV.broadcastTitle} data-testid="livetv-broadcast">
      <div className={styles.frameBox}>
        <iframe
          className={styles.frame}
          src={url}
          title={LIVE_TV.broadcastTitle}
          sandbox={sandboxFor(url, window.location.origin)}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="no-referrer"
          data-testid="livetv-frame"
        />
      </div>
    </Card>
  );
}
