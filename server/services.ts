import type { Bus } from '../bus/bus';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { AdminMemberService } from './admin-member.service';
import { AttendanceService } from './attendance.service';
import { AuditService } from './audit.service';
import { BalanceAdjustService } from './balance-adjust.service';
import { BoardService } from './board.service';
import type { Clock } from './clock';
import { IpBlockService } from './ip-block.service';
import { ManagerService } from './manager.service';
import { MessageService } from './message.service';
import { MinigameBetService } from './minigame-bet.service';
import { MinigameQueryService } from './minigame-query.service';
import { MinigameService } from './minigame.service';
import { MinigameSettingsService } from './minigame-settings.service';
import { prepareDummyHash } from './password-hasher';
import { PasswordService } from './password.service';
import { PointsService } from './points.service';
import { PopupService } from './popup.service';
import { Realtime } from './realtime';
import { SessionService } from './session.service';
import { SettingsService } from './settings.service';
import { ShellContentService } from './shell-content.service';
import { SignupService } from './signup.service';
import { WalletService } from './wallet.service';
import { CustomerService } from './customer.service';
import { ContentService } from './content.service';
import { MemberProfileService } from './member-profile.service';
import { ManagerReportService } from './manager-report.service';
import { EventRewardService } from './rolling-events.service';
import { RollingRatesService } from './rolling-rates.service';
import { RollingSummaryService } from './rolling-summary';
import { SettlementRequestService } from './settlement-request.service';
import { CouponService } from './coupon.service';
import { DepositBonusService } from './deposit-bonus.service';
import { MoneyHistoryService } from './money-history.service';
import { ReferralService } from './referral.service';
import { SportsAdminMarketsService } from './sports-admin-markets.service';
import { SportsAdminService } from './sports-admin.service';
import { SportsBookQueries } from './sports-book-queries.service';
import { SportsFeedService } from './sports-book-feed';
import { SportsBetLimitsService } from './sports-bet-limits.service';
import { SportsBetMemberService } from './sports-bet-member.service';
import { SportsBetService } from './sports-bet.service';
import { SportsCashoutService } from './sports-cashout.service';
import { SportsSettleService } from './sports-settle.service';

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
  return {
    db,
    realtime,
    settings,
    ipBlocks: new IpBlockService(db, bus),
    sessions: new SessionService(db, config, clock, settings, realtime),
    signup: new SignupService(db, settings),
    passwords: new PasswordService(db, clock, realtime),
    popups: new PopupService(db, realtime),
    messages: new MessageService(db, clock, realtime),
    shell: new ShellContentService(db),
    audit: new AuditService(db),
    adminMembers: new AdminMemberService(db, clock, realtime),
    balances: new BalanceAdjustService(db, realtime),
    manager: new ManagerService(db),
    minigame: new MinigameService(db, clock, realtime),
    minigameBets: new MinigameBetService(db, clock, realtime),
    minigameQueries: new MinigameQueryService(db, clock),
    minigameSettings: new MinigameSettingsService(db),
    wallet: new WalletService(db, clock, realtime),
    attendance: new AttendanceService(db, clock, realtime),
    points: new PointsService(db, realtime),
    board: new BoardService(db, clock),
    customer: new CustomerService(db, clock, realtime),
    content: new ContentService(db, clock),
    // The inbox service holds no state: a second instance only reads the unread count.
    memberProfiles: new MemberProfileService(db, new MessageService(db, clock, realtime)),
    rollingRates: new RollingRatesService(db, clock),
    rollingSummary: new RollingSummaryService(db, clock),
    settlements: new SettlementRequestService(db, clock, realtime),
    eventRewards: new EventRewardService(db, clock),
    managerReport: new ManagerReportService(db),
    coupons: new CouponService(db, clock, realtime),
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
  };
}
export type Services = ReturnType<typeof createServices>;

/** Caches to fill before the first request (every node loads its own). */
export async function loadServiceCaches(services: Services): Promise<void> {
  await Promise.all([services.settings.load(), services.ipBlocks.load(), prepareDummyHash()]);
}
