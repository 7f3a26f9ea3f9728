/** 드래곤 보물's published strips (docs/fairness.md §9), reel 0 first, each top to bottom. */
import { reelsOf } from './slot-shape';

export const BASE_STRIPS = reelsOf([
  'D T D Q K F Q K J H G H S J G D K F T A T F A G S K Q J Q A H A T J G',
  'G H J W G H T T D G A T D F H K W K A A A Q Q Q W K J J S G T J Q F K F',
  'T G A D F T H T J F J D K H A H W A F J K A W G Q W J Q K T K S G Q G Q',
  'J Q F W A S H A K T Q G Q J H Q A F H W K K G T K T G G W J D A T D F J',
  'S T D Q K Q J G A G T W K Q A J G K H F K W T W G T F D A S H A H J J Q F',
]);

export const FREE_STRIPS = reelsOf([
  'F H G G J D T J K D A T Q G K G Q H Q F K H A F J A A Q S D J K S T T',
  'H Q A W J S T T J F K G D J D G W F Q T Q A J G Q K A W G W K H A T H F K',
  'D Q G H J S G Q K H Q D Q W A T T G F G W A T F J J F W K H J T K W A A K',
  'K W T Q G W G A T D Q G T H Q T F J D H F H J J K W A G J K F K S A W Q A',
  'A H Q W Q D J G F J T G K W J G H Q K A F J S T Q W G T H D K A K S T W F A',
]);
