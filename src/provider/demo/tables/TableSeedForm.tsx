/**
 * The member's client seed for their next seat at this table (PUT …/tables/:gameCode/client-seed).
 * A seat's seed never changes once placed, so the answer says from which round it applies.
 */
import { useState } from 'react';
import { clientSeedSchema } from '../../../../common/contract/demo-provider.contract';
import { ProviderApiError, type ProviderApi } from '../provider-api';

export function TableSeedForm({
  api,
  gameCode,
  roundNo,
}: {
  readonly api: ProviderApi;
  readonly gameCode: string;
  readonly roundNo: number | null;
}) {
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const valid = clientSeedSchema.safeParse(draft).success;

  const save = async () => {
    setBusy(true);
    try {
      const answer = await api.setTableClientSeed(gameCode, draft);
      setMessage(
        roundNo !== null && answer.fromRoundNo > roundNo
          ? `다음 라운드부터 적용 (라운드 ${answer.fromRoundNo})`
          : `이번 라운드부터 적용 (라운드 ${answer.fromRoundNo})`,
      );
    } catch (error) {
      setMessage(error instanceof ProviderApiError ? error.message : '시드를 변경하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="pd-seed-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void save();
      }}
    >
      <input
        value={draft}
        maxLength={64}
        placeholder="내 클라이언트 시드"
        aria-label="내 클라이언트 시드"
        aria-invalid={draft !== '' && !valid}
        data-testid="table-seed-input"
        onChange={(event) => setDraft(event.target.value)}
      />
      <button
        type="submit"
        className="pd-button"
        disabled={!valid || busy}
        data-testid="table-seed-save"
      >
        변경
      </button>
      {draft !== '' && !valid && (
        <small className="pd-field-error">공백 없는 영문·숫자·기호 1~64자로 입력해주세요.</small>
      )}
      {message && <small data-testid="table-seed-message">{message}</small>}
    </form>
  );
}
