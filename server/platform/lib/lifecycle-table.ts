/**
 * A money lifecycle written as data (docs/architecture.md §14): for every state, what each event
 * from each actor (member, provider, operator, job, a retry) does. A handler reads the row for its
 * record's state and the event it received, and does exactly what the cell says: move to a state
 * with a named money movement, answer what already happened and move nothing, or refuse with an
 * error code. Because the table is a total `Record`, a new state or event does not compile until
 * every cell of it is decided, and the model-based tests enumerate the same table.
 */

/** Moves the record to `to`; the handler applies the money movement named `money` (or none). */
export interface Move<State extends string, Money extends string> {
  readonly kind: 'move';
  readonly to: State;
  readonly money: Money | 'none';
}

/** The event was already answered by what happened: reply with the record as it stands. */
export interface Answer {
  readonly kind: 'answer';
  /** Why this is an idempotent answer and not a move, for the reader of the table. */
  readonly because: string;
}

/** The event is refused in this state with an error code of the area. */
export interface Refuse<Code extends string> {
  readonly kind: 'refuse';
  readonly code: Code;
}

export type Transition<State extends string, Money extends string, Code extends string> =
  Move<State, Money> | Answer | Refuse<Code>;

/** Every state × every event, decided. */
export type LifecycleTable<
  State extends string,
  Event extends string,
  Money extends string,
  Code extends string,
> = { readonly [S in State]: { readonly [E in Event]: Transition<State, Money, Code> } };

export const move = <State extends string, Money extends string>(
  to: State,
  money: Money | 'none' = 'none',
): Move<State, Money> => ({ kind: 'move', to, money });

export const answer = (because: string): Answer => ({ kind: 'answer', because });

export const refuse = <Code extends string>(code: Code): Refuse<Code> => ({ kind: 'refuse', code });

/** The cell for `state` × `event`. */
export function decide<
  State extends string,
  Event extends string,
  Money extends string,
  Code extends string,
>(
  table: LifecycleTable<State, Event, Money, Code>,
  state: State,
  event: Event,
): Transition<State, Money, Code> {
  return table[state][event];
}
