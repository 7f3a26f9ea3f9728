/**
 * 공정성 (provably fair): the commit of the next spin, the member's client seed (theirs
 * to change), the nonce, and after each spin the revealed server seed with the browser's own
 * recomputation: 일치 / 불일치.
 */
import { useEffect, useState } from 'react';
import {
  clientSeedSchema,
  type FairnessView,
} from '../../../../common/contract/demo-provider.contract';
import { CHECK_TEXT, type OutcomeCheck } from '../fairness-check';

export interface LastSpinFairness {
  readonly roundRef: string;
  /** What the page showed before the spin (the member's record); null when nothing was shown. */
  readonly shown: FairnessView | null;
  /** The spin's answer: only its revealed seed takes part in the check. */
  readonly fairness: FairnessView;
  readonly check: OutcomeCheck | 'checking';
}

interface FairnessPanelProps {
  readonly next: FairnessView | null;
  readonly last: LastSpinFairness | null;
  readonly busy: boolean;
  readonly onSaveSeed: (clientSeed: string) => Promise<boolean>;
}

export function FairnessPanel({ next, last, busy, onSaveSeed }: FairnessPanelProps) {
  const [draft, setDraft] = useState(next?.clientSeed ?? '');
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(next?.clientSeed ?? '');
  }, [editing, next?.clientSeed]);
  const valid = clientSeedSchema.safeParse(draft).success;

  return (
    <section className="pd-panel pd-fairness" aria-label="공정성" data-testid="fairness-panel">
      <dl className="pd-fair-list">
        <dt>다음 스핀 서버 시드 해시</dt>
        <dd className="pd-hex" data-testid="next-commit">
          {next?.commitHex ?? '-'}
        </dd>
        <dt>클라이언트 시드</dt>
        <dd>
          <form
            className="pd-seed-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!valid) return;
              void onSaveSeed(draft).then((saved) => {
                if (saved) setEditing(false);
              });
            }}
          >
            <input
              value={draft}
              maxLength={64}
              aria-label="클라이언트 시드"
              aria-invalid={!valid}
              data-testid="client-seed-input"
              onChange={(event) => {
                setEditing(true);
                setDraft(event.target.value);
              }}
            />
            <button
              type="submit"
              className="pd-button"
              disabled={!valid || busy || draft === next?.clientSeed}
              data-testid="client-seed-save"
            >
              변경
            </button>
          </form>
          {!valid && (
            <small className="pd-field-error">
              공백 없는 영문·숫자·기호 1~64자로 입력해주세요.
            </small>
          )}
        </dd>
        <dt>논스</dt>
        <dd data-testid="next-nonce">{next?.nonce ?? '-'}</dd>
      </dl>
      {last && (
        <div className="pd-last-spin" data-testid="last-spin-fairness">
          <h3>지난 스핀 ({last.roundRef})</h3>
          <dl className="pd-fair-list">
            <dt>공개된 서버 시드</dt>
            <dd className="pd-hex" data-testid="revealed-seed">
              {last.fairness.serverSeedHex ?? '-'}
            </dd>
            <dt>스핀 전 해시</dt>
            <dd className="pd-hex" data-testid="shown-commit">
              {last.shown?.commitHex ?? '-'}
            </dd>
            <dt>스핀 전 클라이언트 시드 / 논스</dt>
            <dd>{last.shown ? `${last.shown.clientSeed} / ${last.shown.nonce}` : '-'}</dd>
            <dt>재계산 결과</dt>
            <dd>
              <b
                className={`pd-check pd-check-${last.check}`}
                data-testid="fairness-check"
                data-check={last.check}
              >
                {CHECK_TEXT[last.check]}
              </b>
            </dd>
          </dl>
        </div>
      )}
    </section>
  );
}
