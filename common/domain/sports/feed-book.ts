/**
 * The feed's two books (migration 013): /europe and /korea read 'prematch', /inplay reads
 * 'inplay'. Shared by the book store that holds them and the slip that prices its picks from them.
 */
export type FeedBook = 'prematch' | 'inplay';

/** The direction of a selection's last price change (the odds cell flashes, the slip marks it). */
export type PriceMove = 'up' | 'down';
