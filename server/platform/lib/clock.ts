/** The time source of the services; tests pass a fake one to cross idle and lockout windows. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE_MS = 60_000;
