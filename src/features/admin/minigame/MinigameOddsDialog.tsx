import { useId, useMemo, useState, type FormEvent } from 'react';
import { updateAdminMinigameSettings } from '../../../api/admin-minigame.api';
import type { MinigameSetting } from '../../../../common/contract/minigame.contract';
import { findGameById } from '../../../../common/domain/minigame/catalog';
import { formatOdds } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { errorMessage } from '../../../api/errors';
import { Dialog } from '../../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { oddsEntries, parseOddsHundredths, parseWon, refusedOdds } from './minigame-admin-input';
import { MinigameOddsTable } from './MinigameOddsTable';
import { gameLabel } from './minigame-names';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.minigame;

type Props = {
  setting: MinigameSetting;
  onClose: () => void;
  onSaved: (next: MinigameSetting) => void;
};

type LimitKey = 'minStakeWon' | 'maxStakeWon' | 'maxPayoutWon';
const LIMITS: readonly { key: LimitKey; label: string }[] = [
  { key: 'minStakeWon', label: T.minStake },
  { key: 'maxStakeWon', label: T.maxStake },
  { key: 'maxPayoutWon', label: T.maxPayout },
];

/**
 * One game's limits and odds: every 'market.selection' key, odds typed as '1.95', each with the
 * return to player it makes; odds above 100 % are refused before anything is sent.
 */
export function MinigameOddsDialog({ setting, onClose, onSaved }: Props) {
  const baseId = useId();
  const game = findGameById(setting.gameId);
  const label = gameLabel(setting.gameId, game);
  const entries = useMemo(() => oddsEntries(game, Object.keys(setting.odds)), [game, setting.odds]);
  const [limits, setLimits] = useState<Record<LimitKey, string>>({
    minStakeWon: String(setting.minStakeWon),
    maxStakeWon: String(setting.maxStakeWon),
    maxPayoutWon: String(setting.maxPayoutWon),
  });
  const [odds, setOdds] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(setting.odds).map(([k, v]) => [k, formatOdds(v)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Record<string, string> = {};
    const won: Partial<Record<LimitKey, number>> = {};
    for (const { key } of LIMITS) {
      const parsed = parseWon(limits[key]);
      if (parsed.ok) won[key] = parsed.value;
      else nextErrors[key] = parsed.error;
    }
    if (
      won.minStakeWon !== undefined &&
      won.maxStakeWon !== undefined &&
      won.minStakeWon > won.maxStakeWon
    ) {
      nextErrors.minStakeWon = T.stakeOrder;
    }
    const hundredths: Record<string, number> = {};
    for (const { key } of entries) {
      const parsed = parseOddsHundredths(odds[key] ?? '');
      if (parsed.ok) hundredths[key] = parsed.value;
      else nextErrors[`odds:${key}`] = parsed.error;
    }
    // The server's rule, checked here first: no selection may return more than 100 %.
    const refusals = refusedOdds(game, hundredths);
    Object.assign(nextErrors, refusals.fields);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) {
      setNotice(refusals.messages.length > 0 ? refusals.messages.join(' ') : T.formInvalid);
      return;
    }
    setNotice(null);
    setBusy(true);
    try {
      const next = await updateAdminMinigameSettings(setting.gameId, {
        systemMaintenanceFlg: setting.systemMaintenanceFlg,
        minStakeWon: won.minStakeWon!,
        maxStakeWon: won.maxStakeWon!,
        maxPayoutWon: won.maxPayoutWon!,
        odds: hundredths,
      });
      onSaved(next);
    } catch (error) {
      setNotice(errorMessage(error));
      setBusy(false);
    }
  };

  const formId = `${baseId}-form`;
  return (
    <Dialog
      open
      title={T.formTitle(label)}
      onClose={onClose}
      width={720}
      testId="admin-minigame-odds-dialog"
      footer={
        <>
          <button type="button" className={controls.btn} onClick={onClose}>
            {T.cancel}
          </button>
          <button
            type="submit"
            form={formId}
            className={`${controls.btn} ${controls.primary}`}
            disabled={busy}
          >
            {busy ? T.saving : T.save}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={controls.form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        data-testid="admin-minigame-odds-form"
        data-game-id={setting.gameId}
      >
        {notice ? <Notice error>{notice}</Notice> : null}
        <fieldset className={styles.formGrid} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={controls.label}>{T.limits}</legend>
          {LIMITS.map(({ key, label: fieldLabel }) => {
            const id = `${baseId}-${key}`;
            return (
              <FormField
                key={key}
                id={id}
                label={fieldLabel}
                message={<FieldError id={`${id}-error`}>{errors[key] ?? null}</FieldError>}
              >
                <input
                  id={id}
                  className={controls.input}
                  inputMode="numeric"
                  value={limits[key]}
                  onChange={(e) => setLimits((prev) => ({ ...prev, [key]: e.target.value }))}
                  {...invalidProps(errors[key], `${id}-error`)}
                />
              </FormField>
            );
          })}
        </fieldset>
        <MinigameOddsTable
          game={game}
          baseId={baseId}
          entries={entries}
          odds={odds}
          errors={errors}
          onChange={(key, text) => setOdds((prev) => ({ ...prev, [key]: text }))}
        />
      </form>
    </Dialog>
  );
}
