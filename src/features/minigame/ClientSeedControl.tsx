import { useState } from 'react';
import { isValidClientSeed, randomClientSeed, saveClientSeed } from './client-seed';
import styles from './Minigame.module.css';

/**
 * '내 클라이언트 시드': the seed sent with the member's next bets (docs/fairness-minigames.md
 * §2.2). Only the first bet of a round fixes it, so a change applies from the next round bet on.
 */
export function ClientSeedControl({
  clientSeed,
  onChange,
}: {
  clientSeed: string;
  onChange: (clientSeed: string) => void;
}) {
  const [draft, setDraft] = useState(clientSeed);
  const valid = isValidClientSeed(draft);
  const save = (value: string) => {
    if (!saveClientSeed(value)) return;
    setDraft(value);
    onChange(value);
  };
  return (
    <form
      className={styles.clientSeed}
      data-testid="minigame-client-seed"
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
      }}
    >
      <label>
        <span>내 클라이언트 시드</span>
        <input
          value={draft}
          maxLength={64}
          aria-invalid={!valid}
          data-testid="minigame-client-seed-input"
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <button type="submit" disabled={!valid || draft === clientSeed}>
        저장
      </button>
      <button type="button" onClick={() => save(randomClientSeed())}>
        새로 만들기
      </button>
      {!valid && <small role="alert">공백 없는 영문·숫자·기호 1~64자로 입력해주세요.</small>}
    </form>
  );
}
