/**
 * The random part of a referral code: upper case without the look-alikes 0/O, 1/I/L, and
 * without vowels either, so that four random characters never spell a word.
 */
export const REFERRAL_CODE_ALPHABET = "23456789BCDFGHJKMNPQRSTVWXYZ";
export const REFERRAL_CODE_RANDOM_LENGTH = 4;
/** At most this many characters come from the name: "GREENLANES-7K3Q" is 15 in all. */
export const REFERRAL_CODE_PREFIX_MAX = 10;
const FALLBACK_PREFIX = "GLUT";
/** Small words a code reads better without, unless nothing else is left. */
const SKIPPED_WORDS = new Set(["THE", "AND", "OF", "FOR"]);

export type RandomSource = Pick<Crypto, "getRandomValues">;

/** The name as upper-case ASCII words: accents dropped, punctuation a word break. */
function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[æÆ]/g, "AE")
    .replace(/[øØ]/g, "O")
    .replace(/['’`]/g, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/** The readable start of a code: the name's first words, up to 10 characters, else "GLUT". */
export function referralCodePrefix(organizationName: string): string {
  const all = nameWords(organizationName);
  const words = all.some((word) => !SKIPPED_WORDS.has(word))
    ? all.filter((word) => !SKIPPED_WORDS.has(word))
    : all;
  let prefix = "";
  for (const word of words) {
    if (prefix === "") prefix = word.slice(0, REFERRAL_CODE_PREFIX_MAX);
    else if (prefix.length + word.length <= REFERRAL_CODE_PREFIX_MAX) prefix += word;
    else break;
  }
  return prefix || FALLBACK_PREFIX;
}

/** Uniformly chosen characters of the alphabet (rejection sampling: no modulo bias). */
function randomCharacters(length: number, random: RandomSource): string {
  const alphabet = REFERRAL_CODE_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    const bytes = random.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A readable code such as "GREENLANES-7K3Q": the start of the name, a dash, 4 random characters. */
export function generateReferralCode(
  organizationName: string,
  random: RandomSource = crypto,
): string {
  return `${referralCodePrefix(organizationName)}-${randomCharacters(REFERRAL_CODE_RANDOM_LENGTH, random)}`;
}
