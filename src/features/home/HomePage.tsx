import { openDialog } from '../../app/commands';
import { useIsLoggedIn } from '../../app/hooks';
import { unixNow } from '../../../common/domain/format';
import { COMMON } from '../../../common/i18n/common.ko';
import { HOME } from '../../../common/i18n/home.ko';
import { AppLink } from '../../ui/AppLink';
import { Icon, type IconName } from '../../ui/icons';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { fetchMessengers, fetchNewsLinks, messengerIconUrl } from './home.api';
import styles from './HomePage.module.css';

const TILES = [
  { key: 'sports', href: () => `/korea/cross?time=${unixNow()}`, icon: 'Football', tone: 'blue' },
  { key: 'europe', href: () => '/europe', icon: 'globe', tone: 'teal' },
  { key: 'inplay', href: () => '/inplay', icon: 'live', tone: 'red' },
  { key: 'minigame', href: () => '/minigame/eos/powerball1', icon: 'minigame', tone: 'purple' },
  { key: 'casino', href: () => '/casino', icon: 'casino', tone: 'gold' },
  { key: 'slot', href: () => '/slot', icon: 'slot', tone: 'pink' },
] as const satisfies readonly { key: string; href: () => string; icon: IconName; tone: string }[];

function Notices() {
  const { data, error, loading } = useAsync(fetchNewsLinks, []);
  const headline = data?.[0]?.contents;
  return (
    <section className={`${controls.card} ${styles.notices}`} aria-labelledby="home-notices">
      <header className={controls.cardHeader}>
        <h2 id="home-notices" className={controls.cardTitle}>
          {HOME.noticeTitle}
        </h2>
      </header>
      {headline ? (
        <p className={styles.ticker} data-testid="home-headline">
          <span className={styles.tickerTag}>NOTICE</span>
          <span className={styles.tickerText}>{headline}</span>
        </p>
      ) : null}
      <ul className={styles.noticeList} data-testid="home-notices">
        {loading && !data ? <li className={styles.muted}>{COMMON.loading}</li> : null}
        {error ? <li className={styles.muted}>{COMMON.loadFailed}</li> : null}
        {data && data.length === 0 ? <li className={styles.muted}>{HOME.noticeEmpty}</li> : null}
        {data?.slice(0, 6).map((item) => (
          <li key={item.id} className={styles.noticeItem}>
            <span className={styles.noticeDot} aria-hidden="true" />
            <span className={styles.noticeText}>{item.contents}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Messengers() {
  const { data, error, loading } = useAsync(fetchMessengers, []);
  return (
    <section className={controls.card} aria-labelledby="home-messenger">
      <header className={controls.cardHeader}>
        <h2 id="home-messenger" className={controls.cardTitle}>
          {HOME.messengerTitle}
        </h2>
        <span className={styles.muted}>{HOME.messengerLead}</span>
      </header>
      <ul className={styles.messengers} data-testid="home-messengers">
        {loading && !data ? <li className={styles.muted}>{COMMON.loading}</li> : null}
        {error ? <li className={styles.muted}>{COMMON.loadFailed}</li> : null}
        {data && data.length === 0 ? <li className={styles.muted}>{HOME.messengerEmpty}</li> : null}
        {data?.map((m) => (
          <li key={m.id} className={styles.messenger}>
            <img
              src={messengerIconUrl(m.imgPath)}
              alt=""
              width={36}
              height={36}
              className={styles.messengerIcon}
              loading="lazy"
            />
            <div className={styles.messengerText}>
              <span className={styles.messengerName}>{m.name}</span>
              <span className={styles.messengerAccount}>{m.account}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/`: hero, quick tiles, notices, messenger contacts and current promotions. */
export function HomePage() {
  const loggedIn = useIsLoggedIn();
  return (
    <div className={styles.home} data-testid="home-page">
      <section className={styles.hero} aria-labelledby="home-hero">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{HOME.heroEyebrow}</p>
          <h1 id="home-hero" className={styles.heroTitle}>
            {HOME.heroTitle}
          </h1>
          <p className={styles.heroLead}>{HOME.heroLead}</p>
          <div className={styles.heroActions}>
            {loggedIn ? (
              <AppLink
                href={() => `/korea/cross?time=${unixNow()}`}
                className={`${controls.btn} ${controls.accent}`}
              >
                {HOME.heroPrimary}
              </AppLink>
            ) : (
              <button
                type="button"
                className={`${controls.btn} ${controls.accent}`}
                onClick={() => openDialog('login')}
              >
                {HOME.heroLoginCta}
              </button>
            )}
            <AppLink href="/event" className={controls.btn}>
              {HOME.heroSecondary}
            </AppLink>
          </div>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <div className={styles.chip} data-tone="gold">
            x1.85
          </div>
          <div className={styles.chip} data-tone="blue">
            LIVE
          </div>
          <div className={styles.ball}>
            <Icon name="Football" size={150} />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-quick">
        <h2 id="home-quick" className="visually-hidden">
          {HOME.quickTitle}
        </h2>
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile.key}>
              <AppLink href={tile.href} className={styles.tile} data-tone={tile.tone}>
                <span className={styles.tileIcon}>
                  <Icon name={tile.icon} size={22} />
                </span>
                <span className={styles.tileTitle}>{HOME.tiles[tile.key].title}</span>
                <span className={styles.tileDesc}>{HOME.tiles[tile.key].desc}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <Notices />
        <Messengers />
      </div>

      <section className={controls.card} aria-labelledby="home-events">
        <header className={controls.cardHeader}>
          <h2 id="home-events" className={controls.cardTitle}>
            {HOME.eventsTitle}
          </h2>
          <AppLink href="/event" className={styles.more}>
            {HOME.moreNotices}
          </AppLink>
        </header>
        <ul className={styles.events}>
          {HOME.events.map((event) => (
            <li key={event.title} className={styles.event}>
              <strong>{event.title}</strong>
              <span className={styles.muted}>{event.desc}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
