import type { Bus } from './platform/bus/bus';
import type { AppConfig } from './config';
import type { Db } from './platform/db/db';
import { AdminMemberService } from './admin/admin-member.service';
import { StaffAccess } from './admin/staff/staff-access';
import { StaffAdminService } from './admin/staff/staff-admin.service';
import { AttendanceService } from './community/attendance.service';
import { AuditService } from './platform/lib/audit.service';
import { BalanceAdjustService } from './wallet/balance-adjust.service';
import { BoardService } from './community/board.service';
import type { Clock } from './platform/lib/clock';
import { IpBlockService } from './auth/ip-block.service';
import { ManagerService } from './rolling/manager.service';
import { MessageService } from './community/message.service';
import { MinigameBetHistoryService } from './minigame/minigame-bet-history.service';
import { MinigameBetService } from './minigame/minigame-bet.service';
import { MinigameQueryService } from './minigame/minigame-query.service';
import { MinigameService } from './minigame/minigame.service';
import { MinigameSettingsService } from './minigame/minigame-settings.service';
import { prepareDummyHash } from './platform/lib/password-hasher';
import { PasswordService } from './auth/password.service';
import { PointsService } from './member/points.service';
import { PopupService } from './content/popup.service';
import { Realtime } from './platform/sse/realtime';
import { SessionService } from './auth/session.service';
import { SettingsService } from './content/settings.service';
import { ShellContentService } from './content/shell-content.service';
import { SignupService } from './auth/signup.service';
import { WalletService } from './wallet/wallet.service';
import { CustomerService } from './community/customer.service';
import { ContentService } from './content/content.service';
import { RuleSectionService } from './content/rule-sections.service';
import { MemberProfileService } from './member/member-profile.service';
import { ManagerReportService } from './rolling/manager-report.service';
import { EventRewardService } from './rolling/rolling-events.service';
import { RollingRatesService } from './rolling/rolling-rates.service';
import { RollingSummaryService } from './rolling/rolling-summary';
import { SettlementRequestService } from './rolling/settlement-request.service';
import { CouponService } from './wallet/coupon.service';
import { CouponAdminService } from './wallet/coupon-admin.service';
import { DepositBonusService } from './wallet/deposit-bonus.service';
import { MoneyHistoryService } from './wallet/money-history.service';
import { ReferralService } from './member/referral.service';
import { SportsAdminMarketsService } from './sports/admin/sports-admin-markets.service';
import { SportsAdminService } from './sports/admin/sports-admin.service';
import { SportsBookQueries } from './sports/book/sports-book-queries.service';
import { SportsFeedService } from './sports/feed/sports-book-feed';
import { SportsBetLimitsService } from './sports/bets/sports-bet-limits.service';
import { SportsBetMemberService } from './sports/bets/sports-bet-member.service';
import { SportsBetService } from './sports/bets/sports-bet.service';
import { SportsCashoutService } from './sports/bets/sports-cashout.service';
import { SportsSettleService } from './sports/settle/sports-settle.service';
import { minigameTurnoverSource } from './minigame/turnover-minigame.source';
import type { TurnoverSources } from './rolling/turnover-sources';
import { sportsTurnoverSource } from './sports/turnover-sports.source';
import { createCasinoServices } from './casino/casino-services';
import { casinoTurnoverSource, slotTurnoverSource } from './casino/turnover-casino.source';
import { ResponsibleService, type ResponsibleSessions } from './responsible/responsible.service';
import { ResponsibleAdminService } from './responsible/responsible-admin.service';
import { endMemberSessions, endedSessionStatus, retimeLiveSessions } from './auth/session-end';
import { createTournamentServices } from './tournament/tournament-services';

/**
 * Rolling's turnover, one source per category (docs/architecture.md §2: rolling defines the interface,
 * the composition wires each area's source into it).
 */
const TURNOVER_SOURCES: TurnoverSources = {
  mini: minigameTurnoverSource,
  // Graded sports bets, by the instant each stake first counted (turnover-sports.source.ts).
  sports: sportsTurnoverSource,
  // Stakes of closed casino and slot rounds, by closing time (turnover-casino.source.ts).
  casino: casinoTurnoverSource,
  slot: slotTurnoverSource,
};

export interface ServiceDeps {
  db: Db;
  bus: Bus;
  config: AppConfig;
  clock: Clock;
}

/** Every use-case of the foundation, wired once per app. */
export function createServices({ db, bus, config, clock }: ServiceDeps) {
  const realtime = new Realtime(bus);
  const settings = new SettingsService(db, bus, realtime);
  const sportsBetsMember = new SportsBetMemberService(db, clock, realtime);
  // A time-out or self-exclusion ends the member's sessions through auth's revocation
  // (auth consults responsible, so responsible is handed auth's functions, not importing them).
  const rgSessions: ResponsibleSessions = {
    endAll: (tx, memberId, at) => endMemberSessions(tx, memberId, 'forced', at),
    endedStatus: endedSessionStatus('forced'),
    retime: retimeLiveSessions,
  };
  const responsible = new ResponsibleService(db, clock, realtime, rgSessions);
  const messages = new MessageService(db, clock, realtime);
  // Tournament scores are kept by the casino wallet's round observer.
  const tournament = createTournamentServices({ db, clock, realtime, messages });
  return {
    db,
    realtime,
    settings,
    ipBlocks: new IpBlockService(db, bus),
    sessions: new SessionService(db, config, clock, settings, realtime),
    signup: new SignupService(db, settings),
    passwords: new PasswordService(db, clock, realtime),
    popups: new PopupService(db, realtime),
    messages,
    shell: new ShellContentService(db),
    audit: new AuditService(db),
    adminMembers: new AdminMemberService(db, clock, realtime),
    // The admin guard's permission check, and the super admin's staff screen.
    staffAccess: new StaffAccess(db),
    staffAdmin: new StaffAdminService(db, clock, realtime),
    balances: new BalanceAdjustService(db, realtime),
    manager: new ManagerService(db),
    minigame: new MinigameService(db, clock, realtime),
    minigameBets: new MinigameBetService(db, clock, realtime),
    minigameQueries: new MinigameQueryService(db, clock),
    minigameHistory: new MinigameBetHistoryService(db),
    minigameSettings: new MinigameSettingsService(db),
    wallet: new WalletService(db, clock, realtime),
    attendance: new AttendanceService(db, clock, realtime),
    points: new PointsService(db, realtime),
    board: new BoardService(db, clock),
    customer: new CustomerService(db, clock, realtime),
    content: new ContentService(db, clock),
    rules: new RuleSectionService(db, clock),
    // The inbox service holds no state: a second instance only reads the unread count.
    memberProfiles: new MemberProfileService(db, new MessageService(db, clock, realtime)),
    rollingRates: new RollingRatesService(db, clock),
    rollingSummary: new RollingSummaryService(db, clock, TURNOVER_SOURCES),
    settlements: new SettlementRequestService(db, clock, realtime, TURNOVER_SOURCES),
    eventRewards: new EventRewardService(db, clock),
    managerReport: new ManagerReportService(db, TURNOVER_SOURCES),
    coupons: new CouponService(db, clock, realtime),
    couponsAdmin: new CouponAdminService(db, clock, realtime),
    referrals: new ReferralService(db),
    depositBonus: new DepositBonusService(db),
    moneyHistory: new MoneyHistoryService(db),
    sportsBets: new SportsBetService(db, clock, realtime),
    sportsBetsMember,
    sportsCashout: new SportsCashoutService(db, clock, realtime, sportsBetsMember),
    sportsSettle: new SportsSettleService(db, clock, realtime),
    sportsAdmin: new SportsAdminService(db, clock, realtime),
    sportsAdminMarkets: new SportsAdminMarketsService(db, realtime),
    sportsLimits: new SportsBetLimitsService(db),
    sportsFeed: new SportsFeedService(db, clock, realtime, config.sportsFeed),
    sportsBook: new SportsBookQueries(db, clock),
    casino: createCasinoServices({
      db,
      bus,
      clock,
      realtime,
      roundObservers: [tournament.scoreObserver],
    }),
    tournament,
    responsible,
    responsibleAdmin: new ResponsibleAdminService(db, clock, responsible),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Caches to fill before the first request (every node loads its own). */
export async function loadServiceCaches(services: Services): Promise<void> {
  await Promise.all([services.settings.load(), services.ipBlocks.load(), prepareDummyHash()]);
}
