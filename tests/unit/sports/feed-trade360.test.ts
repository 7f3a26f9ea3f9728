/**
 * The licensed-feed side of the adapter, so a licensed feed can be plugged in later: TRADE360 messages of the prematch and in-play packages fold into the state the feed
 * job reads, and map to the same rows the simulator's do.
 */
import { describe, expect, it } from 'vitest';
import { feedRows } from '../../../server/sports/feed/feed-rows';
import { T360_MESSAGE_TYPE, type T360Message } from '../../../server/sports/feed/trade360';
import { Trade360StateAdapter } from '../../../server/sports/feed/trade360-state';

const NOW = new Date('2025-06-01T10:00:00Z');
const FIXTURE_ID = 13_456_789;
const BET_ID = '16783232442111111'; // LSports bet ids exceed 2^53

const message = (type: number, events: T360Message['Body']['Events']): T360Message => ({
  Header: { Type: type, ServerTimestamp: NOW.getTime() },
  Body: { Events: events },
});

const metadata = (status: 1 | 2 | 3) =>
  message(T360_MESSAGE_TYPE.fixtureMetadata, [
    {
      FixtureId: FIXTURE_ID,
      Fixture: {
        Sport: { Id: 6046, Name: '축구' },
        Location: { Id: 211, Name: '대한민국' },
        League: { Id: 6101, Name: 'K리그1' },
        StartDate: '2025-06-01T11:00:00Z',
        LastUpdate: NOW.toISOString(),
        Status: status,
        Participants: [
          { Id: 1, Name: '울산 HD', Position: '1' },
          { Id: 2, Name: 'FC 서울', Position: '2' },
        ],
        ExtraData: [{ Name: 'IsTop', Value: 'true' }],
      },
    },
  ]);

const market = (bets: { Id: string; Name: string; Price: string; Status?: 1 | 2 | 3 }[]) =>
  message(T360_MESSAGE_TYPE.market, [
    {
      FixtureId: FIXTURE_ID,
      Markets: [
        {
          Id: 2,
          Name: 'Under/Over',
          MainLine: '2.5',
          Bets: bets.map((b) => ({
            Id: b.Id,
            Name: b.Name,
            Line: '2.5',
            BaseLine: '2.5',
            Status: b.Status ?? 1,
            StartPrice: b.Price,
            Price: b.Price,
            LastUpdate: NOW.toISOString(),
          })),
        },
      ],
    },
  ]);

describe('TRADE360 state adapter', () => {
  it('folds metadata and market messages into rows, merging bets by id', () => {
    const feed = new Trade360StateAdapter(5 * 3_600_000);
    feed.apply(market([{ Id: BET_ID, Name: 'Over', Price: '1.85' }]), 'prematch');
    // Markets before the fixture's metadata: nothing to offer yet.
    expect(feed.snapshot(NOW)).toEqual([]);
    feed.apply(metadata(1), 'prematch');
    feed.apply(market([{ Id: '16783232442111112', Name: 'Under', Price: '1.95' }]), 'prematch');
    const [fixture] = feed.snapshot(NOW);
    const rows = feedRows(fixture!);
    expect(rows.fixture).toMatchObject({
      id: String(FIXTURE_ID),
      sport_id: 6046,
      league_name: 'K리그1',
      home_name: '울산 HD',
      away_name: 'FC 서울',
      status: 1,
      is_top: true,
      has_inplay: false,
      livescore: null,
    });
    expect(rows.selections.map((s) => [s.id, s.name, s.price, s.line, s.is_main_line])).toEqual([
      [BET_ID, 'Over', 185, '2.5', true],
      ['16783232442111112', 'Under', 195, '2.5', true],
    ]);
    // Unchanged state: the very same object (the job skips it).
    expect(feed.snapshot(NOW)[0]).toBe(fixture);
    feed.apply(market([{ Id: BET_ID, Name: 'Over', Price: '1.80', Status: 2 }]), 'prematch');
    const moved = feedRows(feed.snapshot(NOW)[0]!).selections.find((s) => s.id === BET_ID)!;
    expect([moved.price, moved.status]).toEqual([180, 2]);
  });

  it('takes livescore, in-play markets and settlements from their packages', () => {
    const feed = new Trade360StateAdapter(5 * 3_600_000);
    feed.apply(metadata(1), 'prematch');
    feed.apply(market([{ Id: BET_ID, Name: 'Over', Price: '1.85' }]), 'prematch');
    feed.apply(
      message(T360_MESSAGE_TYPE.livescore, [
        {
          FixtureId: FIXTURE_ID,
          Livescore: {
            Scoreboard: {
              Status: 2,
              CurrentPeriod: 10,
              Time: '1200',
              Results: [
                { Position: '1', Value: '1' },
                { Position: '2', Value: '0' },
              ],
            },
            Periods: [
              {
                Type: 10,
                IsFinished: false,
                IsConfirmed: false,
                Results: [
                  { Position: '1', Value: '1' },
                  { Position: '2', Value: '0' },
                ],
              },
            ],
            LivescoreExtraData: [{ Name: 'Clock', Value: '21' }],
          },
        },
      ]),
      'inplay',
    );
    feed.apply(market([{ Id: '26783232442111111', Name: 'Over', Price: '1.55' }]), 'inplay');
    let rows = feedRows(feed.snapshot(NOW)[0]!);
    expect(rows.fixture.status).toBe(2);
    expect(rows.fixture.has_inplay).toBe(true);
    expect(rows.fixture.livescore).toEqual({
      periodCode: 10,
      clock: '21',
      homeScore: 1,
      awayScore: 0,
      periods: [{ code: 10, home: 1, away: 0 }],
    });
    expect(rows.selections.map((s) => [s.book, s.price])).toEqual([
      ['prematch', 185],
      ['inplay', 155],
    ]);
    feed.apply(
      message(T360_MESSAGE_TYPE.settlements, [
        {
          FixtureId: FIXTURE_ID,
          Markets: [
            {
              Id: 2,
              Name: 'Under/Over',
              Bets: [
                {
                  Id: BET_ID,
                  Name: 'Over',
                  Status: 3,
                  Settlement: 2,
                  StartPrice: '1.85',
                  Price: '1.85',
                  LastUpdate: NOW.toISOString(),
                },
              ],
            },
          ],
        },
      ]),
      'prematch',
    );
    rows = feedRows(feed.snapshot(NOW)[0]!);
    const settled = rows.selections.find((s) => s.id === BET_ID)!;
    expect([settled.status, settled.settlement, settled.line]).toEqual([3, 2, '2.5']);
    expect(feed.lookup([FIXTURE_ID])).toHaveLength(1);
    expect(feed.lookup([1])).toEqual([]);
  });

  it('forgets finished fixtures once they are older than the window', () => {
    const feed = new Trade360StateAdapter(3_600_000);
    feed.apply(metadata(3), 'prematch');
    expect(feed.snapshot(NOW)).toHaveLength(1);
    expect(feed.snapshot(new Date('2025-06-01T13:00:00Z'))).toEqual([]);
  });
});
