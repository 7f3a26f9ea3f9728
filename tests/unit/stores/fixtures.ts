import type { User } from '../../../common/contract/member.contract';
import type { Popup } from '../../../common/contract/popup.contract';

export const member = (overrides: Partial<User> = {}): User => ({
  id: 1,
  userId: 'member01',
  nickname: '회원일',
  type: 1,
  role: 1,
  withdrawalType: 0,
  level: 1,
  emoney: 10_000,
  point: 500,
  tendency: [],
  disableCasinoFlag: 0,
  disableSlotFlag: 0,
  recommendCode: 'ABC',
  phone: '01012345678',
  ...overrides,
});

export const admin = () => member({ userId: 'admin01', role: 10, type: 1, withdrawalType: 0 });
export const manager = () => member({ userId: 'manager01', type: 2 });

export const popup = (id: number, overrides: Partial<Popup> = {}): Popup => ({
  id,
  title: `공지 ${id}`,
  contents: '<p>공지</p>',
  width: 400,
  height: 300,
  pcLeftLocation: 10,
  pcTopLocation: 10,
  popupFlg: true,
  visiableFlag: true,
  ...overrides,
});
