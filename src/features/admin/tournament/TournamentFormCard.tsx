import { useState } from 'react';
import { createAdminTournament, updateAdminTournament } from '../../../api/admin-tournament.api';
import {
  TOURNAMENT_LIMITS,
  tournamentEntryCurrencySchema,
  tournamentKindSchema,
  tournamentScoringSchema,
  type AdminTournament,
} from '../../../../common/contract/tournament.contract';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import { FormField } from '../../../ui/FormField';
import controls from '../../../ui/controls.module.css';
import { EditorFormCard } from '../shared/EditorFormCard';
import styles from '../shared/AdminArea.module.css';
import { GamePicker } from './GamePicker';
import { PrizeLinesField } from './PrizeLinesField';
import { bodyOf, draftOf, newDraft, type TournamentDraft } from './tournament-draft';

type Props = {
  /** The tournament being edited (before its start), or none for a new one. */
  editing: AdminTournament | null;
  onSaved: (name: string) => void;
  onCancel: () => void;
};

/** Create, or edit before the start (the server refuses an edit once it started). */
export function TournamentFormCard({ editing, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<TournamentDraft>(() =>
    editing ? draftOf(editing) : newDraft('slot', Date.now()),
  );
  const set = (patch: Partial<TournamentDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const id = 'admin-tournament-form';

  const save = async () => {
    const result = bodyOf(draft);
    // `problem` ran first and stopped a broken draft; this only narrows the type.
    if (!result.ok) return;
    if (editing) await updateAdminTournament(editing.id, result.body);
    else await createAdminTournament(result.body);
  };

  return (
    <EditorFormCard
      id={`${id}-title`}
      title={editing ? T.editTitle(editing.name) : T.createTitle}
      data-testid={id}
      problem={() => {
        const result = bodyOf(draft);
        return result.ok ? null : result.problem;
      }}
      save={save}
      onSaved={() => onSaved(draft.name.trim())}
      onCancel={onCancel}
    >
      <div className={styles.formGrid}>
        <FormField id={`${id}-kind`} label={T.field.kind}>
          <select
            id={`${id}-kind`}
            className={controls.input}
            value={draft.kind}
            // Another kind has other games: the choice starts again.
            onChange={(e) =>
              set({
                kind: tournamentKindSchema.parse(e.target.value),
                gameIds: [],
                providerIds: [],
              })
            }
          >
            {tournamentKindSchema.options.map((kind) => (
              <option key={kind} value={kind}>
                {T.kinds[kind]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-name`} label={T.field.name}>
          <input
            id={`${id}-name`}
            className={controls.input}
            maxLength={TOURNAMENT_LIMITS.nameMax}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </FormField>
        <FormField id={`${id}-starts`} label={T.field.startsAt}>
          <input
            id={`${id}-starts`}
            type="datetime-local"
            className={controls.input}
            value={draft.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
        </FormField>
        <FormField id={`${id}-ends`} label={T.field.endsAt}>
          <input
            id={`${id}-ends`}
            type="datetime-local"
            className={controls.input}
            value={draft.endsAt}
            onChange={(e) => set({ endsAt: e.target.value })}
          />
        </FormField>
        <FormField id={`${id}-scoring`} label={T.field.scoring}>
          <select
            id={`${id}-scoring`}
            className={controls.input}
            value={draft.scoring}
            onChange={(e) => set({ scoring: tournamentScoringSchema.parse(e.target.value) })}
          >
            {tournamentScoringSchema.options.map((scoring) => (
              <option key={scoring} value={scoring}>
                {T.scoring[scoring]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-min-stake`} label={T.field.minStake}>
          <input
            id={`${id}-min-stake`}
            className={controls.input}
            inputMode="numeric"
            value={draft.minStake}
            onChange={(e) => set({ minStake: e.target.value })}
          />
        </FormField>
        <FormField id={`${id}-entry`} label={T.field.entryCurrency}>
          <select
            id={`${id}-entry`}
            className={controls.input}
            value={draft.entryCurrency}
            onChange={(e) => {
              const entryCurrency = tournamentEntryCurrencySchema.parse(e.target.value);
              set(
                entryCurrency === 'free'
                  ? { entryCurrency, entryFee: '0' }
                  : { entryCurrency, autoJoin: false },
              );
            }}
          >
            {tournamentEntryCurrencySchema.options.map((currency) => (
              <option key={currency} value={currency}>
                {T.entryCurrencies[currency]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-fee`} label={T.field.entryFee}>
          <input
            id={`${id}-fee`}
            className={controls.input}
            inputMode="numeric"
            disabled={draft.entryCurrency === 'free'}
            value={draft.entryFee}
            onChange={(e) => set({ entryFee: e.target.value })}
          />
        </FormField>
      </div>
      <label className={controls.check}>
        <input
          type="checkbox"
          checked={draft.autoJoin}
          disabled={draft.entryCurrency !== 'free'}
          onChange={(e) => set({ autoJoin: e.target.checked })}
        />
        {T.field.autoJoin}
      </label>
      <FormField id={`${id}-description`} label={T.field.description}>
        <textarea
          id={`${id}-description`}
          className={controls.input}
          rows={3}
          maxLength={TOURNAMENT_LIMITS.descriptionMax}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </FormField>
      <GamePicker
        kind={draft.kind}
        gameIds={draft.gameIds}
        providerIds={draft.providerIds}
        onChange={set}
      />
      <PrizeLinesField lines={draft.prizes} onChange={(prizes) => set({ prizes })} />
    </EditorFormCard>
  );
}
