/**
 * Format checks for the registration number an organisation gives when it signs up. No register
 * is contacted: a well-formed number is only "pending" until staff verify it by hand.
 *
 * Normalising (spec): remove all whitespace and upper-case. Then, first match wins:
 *
 * 1. School type only (product ruling: a school's 6-digit URN is reported as a URN), when the
 *    normalised number is all digits:
 *    - 6 digits: school URN, valid.
 *    - 7 digits: on to the charity checks (schools can be registered charities).
 *    - 8 digits: on to the company checks (academy trusts are companies, e.g. 07654321).
 *    - any other length: 'Invalid school URN format'.
 * 2. Charity (spec: 6 or 7 digits, non-digits stripped; ruling: Scottish and Northern Irish).
 *    - England & Wales: digits, optionally split by single separators ("-", "/", or a dash
 *      pasted from a word processor), e.g. "1234567", "123-456". A trailing dash and 1 to 3
 *      digits after 6 or 7 digits is a linked charity ("1234567-1") and is kept as "-N", since
 *      it names a different charity from the main number. Otherwise the digits are counted:
 *      6 or 7 is valid; 1 to 5, or any count once separators are present, is
 *      'Invalid charity number format' (company numbers are never written with separators).
 *    - Scotland (OSCR): "SC" and exactly 6 digits, e.g. SC012345. "SC" alone or with another
 *      count of digits is 'Invalid charity number format'. Scottish company numbers have the
 *      same shape and are therefore reported as charity numbers; staff verify by hand anyway.
 *    - Northern Ireland: "NIC" and 5 or 6 digits (real ones have 6, e.g. NIC100002). "NIC"
 *      alone or with another count of digits is 'Invalid charity number format'.
 * 3. Company (Companies House): the spec's "exactly 8 letters or digits" is valid. That is
 *    deliberately loose: besides 8 digits (01234567) and 2 letters + 6 digits (NI123456,
 *    OC301234) there are shapes such as IP12345R. Malformed look-alikes are
 *    'Invalid company number format': 9 or more plain digits, or 1 or 2 letters followed only
 *    by digits with a total length other than 8 (OC12345, NI1234567).
 * 4. Anything else (other characters, letters in other places, a leading or doubled
 *    separator, ...) is 'Unrecognized registration number format'.
 *
 * A missing number (null, empty, whitespace) is 'Registration number required for
 * verification', whatever the type: the caller decides whether a type needs one.
 */

export const organizationTypes = [
  "food-bank",
  "community-group",
  "school",
  "religious",
  "other",
] as const;
export type OrganizationType = (typeof organizationTypes)[number];

export const organizationTypeLabels: Record<OrganizationType, string> = {
  "food-bank": "Food bank",
  "community-group": "Community group",
  school: "School",
  religious: "Religious organisation",
  other: "Other non-profit",
};

export const typesRequiringRegistrationNumber = [
  "food-bank",
  "community-group",
  "religious",
] as const satisfies readonly OrganizationType[];

export function requiresRegistrationNumber(type: OrganizationType): boolean {
  return (typesRequiringRegistrationNumber as readonly OrganizationType[]).includes(type);
}

export type RegistrationNumberKind = "charity" | "company" | "school-urn";

export type RegistrationNumberCheck = {
  status: "pending" | "failed";
  details: string;
  /** What the number was taken to be; null when it is missing or unrecognised. */
  kind: RegistrationNumberKind | null;
  /**
   * The number to store: its canonical form when valid (separators dropped, except a linked
   * charity's "-N"), otherwise the input with whitespace removed and upper-cased; null when
   * missing.
   */
  normalized: string | null;
};

export const registrationNumberDetails = {
  charityValid: "Charity number format valid - pending manual verification",
  charityInvalid: "Invalid charity number format",
  companyValid: "Company number format valid - pending manual verification",
  companyInvalid: "Invalid company number format",
  schoolUrnValid: "School URN format valid - pending manual verification",
  schoolUrnInvalid: "Invalid school URN format",
  missing: "Registration number required for verification",
  unrecognized: "Unrecognized registration number format",
} as const;

const D = registrationNumberDetails;

// Hyphen-minus, slash, and the Unicode hyphens and dashes that word processors substitute.
const SEPARATOR = "[-/\\u2010-\\u2015\\u2212]";
const DASH = "[-\\u2010-\\u2015\\u2212]";
const DIGITS_WITH_SEPARATORS = new RegExp(`^\\d+(?:${SEPARATOR}\\d+)*$`);
const LINKED_CHARITY = new RegExp(`^(.*)${DASH}(\\d{1,3})$`);
const SCOTTISH_CHARITY = /^SC(\d*)$/;
const NORTHERN_IRISH_CHARITY = /^NIC(\d*)$/;
const COMPANY = /^[A-Z0-9]{8}$/;
const COMPANY_LOOKALIKE = /^[A-Z]{1,2}\d+$/;
const ALL_DIGITS = /^\d+$/;

function pending(kind: RegistrationNumberKind, normalized: string): RegistrationNumberCheck {
  const details =
    kind === "charity" ? D.charityValid : kind === "company" ? D.companyValid : D.schoolUrnValid;
  return { status: "pending", details, kind, normalized };
}

function failed(
  details: string,
  kind: RegistrationNumberKind | null,
  normalized: string | null,
): RegistrationNumberCheck {
  return { status: "failed", details, kind, normalized };
}

function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** England & Wales charity numbers; null when the input is not digits and separators. */
function checkEnglandAndWalesCharity(normalized: string): RegistrationNumberCheck | null {
  if (!DIGITS_WITH_SEPARATORS.test(normalized)) return null;

  const linked = LINKED_CHARITY.exec(normalized);
  if (linked) {
    const main = digitsOnly(linked[1] ?? "");
    if (main.length === 6 || main.length === 7) {
      return pending("charity", `${main}-${linked[2]}`);
    }
  }

  const digits = digitsOnly(normalized);
  if (digits.length === 6 || digits.length === 7) return pending("charity", digits);
  // Plain digits of company length are for the company checks to judge.
  if (digits === normalized && digits.length >= 8) return null;
  return failed(D.charityInvalid, "charity", normalized);
}

function checkPrefixedCharity(
  normalized: string,
  pattern: RegExp,
  validLengths: readonly number[],
): RegistrationNumberCheck | null {
  const match = pattern.exec(normalized);
  if (!match) return null;
  const digitCount = match[1]?.length ?? 0;
  return validLengths.includes(digitCount)
    ? pending("charity", normalized)
    : failed(D.charityInvalid, "charity", normalized);
}

export function checkRegistrationNumber(
  raw: string | null | undefined,
  type: OrganizationType,
): RegistrationNumberCheck {
  const normalized = (raw ?? "").replace(/\s+/g, "").toUpperCase();
  if (normalized === "") return failed(D.missing, null, null);

  if (type === "school" && ALL_DIGITS.test(normalized)) {
    if (normalized.length === 6) return pending("school-urn", normalized);
    if (normalized.length !== 7 && normalized.length !== 8) {
      return failed(D.schoolUrnInvalid, "school-urn", normalized);
    }
  }

  const charity =
    checkEnglandAndWalesCharity(normalized) ??
    checkPrefixedCharity(normalized, SCOTTISH_CHARITY, [6]) ??
    checkPrefixedCharity(normalized, NORTHERN_IRISH_CHARITY, [5, 6]);
  if (charity) return charity;

  if (COMPANY.test(normalized)) return pending("company", normalized);
  if (ALL_DIGITS.test(normalized) || COMPANY_LOOKALIKE.test(normalized)) {
    return failed(D.companyInvalid, "company", normalized);
  }

  return failed(D.unrecognized, null, normalized);
}
