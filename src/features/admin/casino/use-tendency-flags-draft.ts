import { useState } from 'react';
import type { AdminCasinoMemberFlagsBody } from '../../../../common/contract/casino-admin.contract';
import { parseTendency } from './casino-admin-input';

type Flags = { tendency: string[]; disableCasinoFlag: number; disableSlotFlag: number };

export type TendencyFlagsTexts = {
  tendency: string;
  tendencyHint: string;
  tendencyInvalid: string;
  disableCasino: string;
  disableSlot: string;
};

/**
 * The typed state of a member's tendency codes and casino and slot bars (spec §3). The casino
 * desk and the member detail both save them through the one casino use-case, so the
 * parsing of the typed codes is here once.
 */
export function useTendencyFlagsDraft(flags: Flags, texts: TendencyFlagsTexts) {
  const [tendencyText, setTendencyText] = useState(flags.tendency.join(', '));
  const [casinoOff, setCasinoOff] = useState(flags.disableCasinoFlag === 1);
  const [slotOff, setSlotOff] = useState(flags.disableSlotFlag === 1);
  const [error, setError] = useState<string | null>(null);

  /** The body to save, or null (and the field's error shown) when the codes are not valid. */
  const read = (): AdminCasinoMemberFlagsBody | null => {
    const tendency = parseTendency(tendencyText);
    if (!tendency) {
      setError(texts.tendencyInvalid);
      return null;
    }
    return { tendency, disableCasinoFlag: casinoOff ? 1 : 0, disableSlotFlag: slotOff ? 1 : 0 };
  };

  return {
    texts,
    tendencyText,
    setTendencyText,
    casinoOff,
    setCasinoOff,
    slotOff,
    setSlotOff,
    error,
    setError,
    read,
  };
}

export type TendencyFlagsDraft = ReturnType<typeof useTendencyFlagsDraft>;
