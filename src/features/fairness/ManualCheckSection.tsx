import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '../../ui/Card';
import controls from '../../ui/controls.module.css';
import { FormField } from '../../ui/FormField';
import { CASINO_GAME_NAMES, FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';
import { checkManual, type ManualGame, type ManualInputs, type ManualResult } from './manual-check';
import { ManualResultView } from './ManualResultView';

const EMPTY: ManualInputs = {
  game: 'classic-3x3',
  serverSeedHex: '',
  commit: '',
  clientSeed: '',
  seats: '',
  nonce: '',
  gameId: '',
  roundId: '',
  rule: '1',
  outcomeJson: '',
};

const GAMES: readonly ManualGame[] = [
  'classic-3x3',
  'video-5x3',
  'cascade-5x3',
  'baccarat',
  'roulette',
  'minigame',
];

const gameName = (game: ManualGame) => (game === 'minigame' ? '미니게임' : CASINO_GAME_NAMES[game]);

/** (c) 직접 검증: the member pastes a round's values and the page recomputes it. */
export function ManualCheckSection() {
  const [inputs, setInputs] = useState<ManualInputs>(EMPTY);
  const [result, setResult] = useState<ManualResult | null>(null);
  const [running, setRunning] = useState(false);
  const id = useId();
  const set = (key: keyof ManualInputs) => (value: string) =>
    setInputs((current) => ({ ...current, [key]: value }));

  const isMinigame = inputs.game === 'minigame';
  const isTable = inputs.game === 'baccarat' || inputs.game === 'roulette';
  const usesSeats = isTable || (isMinigame && inputs.rule === '2');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRunning(true);
    checkManual(inputs)
      .then(setResult)
      .finally(() => setRunning(false));
  };

  const field = (key: keyof ManualInputs, label: string, control?: ReactNode) => (
    <FormField id={`${id}-${key}`} label={label}>
      {control ?? (
        <input
          id={`${id}-${key}`}
          className={controls.input}
          value={inputs[key]}
          onChange={(event) => set(key)(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid={`manual-${key}`}
        />
      )}
    </FormField>
  );

  return (
    <Card id="fairness-manual" title={FAIRNESS.manual} data-testid="fairness-manual">
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        <p className={styles.lead}>{FAIRNESS.manualLead}</p>
        <div className={styles.formGrid}>
          {field(
            'game',
            '게임',
            <select
              id={`${id}-game`}
              className={controls.input}
              value={inputs.game}
              onChange={(event) => set('game')(event.target.value)}
              data-testid="manual-game"
            >
              {GAMES.map((game) => (
                <option key={game} value={game}>
                  {gameName(game)}
                </option>
              ))}
            </select>,
          )}
          {field('serverSeedHex', '서버 시드 (16진수)')}
          {field('commit', '커밋 (플레이 전에 공개된 값)')}
          {isMinigame ? field('gameId', '게임 번호') : null}
          {isMinigame ? field('roundId', '회차 (예: 20261129-0042)') : null}
          {isMinigame
            ? field(
                'rule',
                '추첨 규칙',
                <select
                  id={`${id}-rule`}
                  className={controls.input}
                  value={inputs.rule}
                  onChange={(event) => set('rule')(event.target.value)}
                  data-testid="manual-rule"
                >
                  <option value="1">규칙 1</option>
                  <option value="2">규칙 2 (회원 시드 포함)</option>
                </select>,
              )
            : field('nonce', isTable ? '라운드 번호 (논스)' : '논스 (스핀 번호)')}
          {!isMinigame && !isTable ? field('clientSeed', '클라이언트 시드') : null}
        </div>
        {usesSeats
          ? field(
              'seats',
              '좌석 시드 목록 (한 줄에 하나, 또는 JSON 배열; 비우면 베팅 없음)',
              <textarea
                id={`${id}-seats`}
                className={controls.input}
                rows={4}
                value={inputs.seats}
                onChange={(event) => set('seats')(event.target.value)}
                spellCheck={false}
                data-testid="manual-seats"
              />,
            )
          : null}
        {field(
          'outcomeJson',
          '공개된 결과 JSON (선택)',
          <textarea
            id={`${id}-outcomeJson`}
            className={controls.input}
            rows={5}
            value={inputs.outcomeJson}
            onChange={(event) => set('outcomeJson')(event.target.value)}
            spellCheck={false}
            data-testid="manual-outcomeJson"
          />,
        )}
        <div className={controls.actions}>
          <button
            type="submit"
            className={`${controls.btn} ${controls.primary}`}
            disabled={running}
            data-testid="manual-submit"
          >
            {running ? FAIRNESS.running : FAIRNESS.run}
          </button>
        </div>
      </form>
      {result !== null ? <ManualResultView result={result} /> : null}
    </Card>
  );
}
