import type { RandomSource } from "~/membership/referral-code-generator";
import { REFERRAL_CODE_ALPHABET } from "~/membership/referral-code-generator";

/** Hands out the given bytes in turn, one list per call, repeating the last list. */
export function scriptedRandom(...calls: number[][]): RandomSource {
  let call = 0;
  return {
    getRandomValues<T extends ArrayBufferView | null>(array: T): T {
      const bytes = calls[Math.min(call++, calls.length - 1)] ?? [];
      const view = array as unknown as Uint8Array;
      for (let i = 0; i < view.length; i++) view[i] = bytes[i % bytes.length] ?? 0;
      return array;
    },
  };
}

/** Bytes that pick these characters of the alphabet (index = byte for small bytes). */
export const pick = (characters: string) =>
  [...characters].map((c) => REFERRAL_CODE_ALPHABET.indexOf(c));
