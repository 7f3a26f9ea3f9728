/**
 * 드래곤 보물 (video-5x3): the published reel strips, reel 0 first; each strip is read top to
 * bottom and wraps around. Symbol counts per reel (base; the free strips add one wild on reels 1-4
 * and keep the rest):
 *   reel 0: S 2, W 0, D 3, H 3, F 3, G 4, A/K/Q/J/T 4 each (35)
 *   reels 1-3: S 1, W 3, D 2, H 3, F 3, G 4, A/K/Q/J/T 4 each (36)
 *   reel 4: S 2, W 3, D 2, H 3, F 3, G 4, A/K/Q/J/T 4 each (37)
 * Scatters are at least 3 apart on a strip, so a 3-row window shows at most one per reel.
 */
const strip = (text: string) => text.split(' ');

export const VIDEO_5X3_STRIPS: readonly (readonly string[])[] = [
  strip('D T D Q K F Q K J H G H S J G D K F T A T F A G S K Q J Q A H A T J G'),
  strip('G H J W G H T T D G A T D F H K W K A A A Q Q Q W K J J S G T J Q F K F'),
  strip('T G A D F T H T J F J D K H A H W A F J K A W G Q W J Q K T K S G Q G Q'),
  strip('J Q F W A S H A K T Q G Q J H Q A F H W K K G T K T G G W J D A T D F J'),
  strip('S T D Q K Q J G A G T W K Q A J G K H F K W T W G T F D A S H A H J J Q F'),
];

export const VIDEO_5X3_FREE_STRIPS: readonly (readonly string[])[] = [
  strip('F H G G J D T J K D A T Q G K G Q H Q F K H A F J A A Q S D J K S T T'),
  strip('H Q A W J S T T J F K G D J D G W F Q T Q A J G Q K A W G W K H A T H F K'),
  strip('D Q G H J S G Q K H Q D Q W A T T G F G W A T F J J F W K H J T K W A A K'),
  strip('K W T Q G W G A T D Q G T H Q T F J D H F H J J K W A G J K F K S A W Q A'),
  strip('A H Q W Q D J G F J T G K W J G H Q K A F J S T Q W G T H D K A K S T W F A'),
];
