import { useTranslation } from "react-i18next";
import { ukLongDate } from "~/components/format-date";
import { formatPence } from "~/components/format-money";
import type { Language } from "~/i18n/languages";
import { launchOfferLastDay, referralRates, ukDate } from "./referral-rates";

/** The launch rate for referrals and what follows it, as the partnership page states them. */
export interface LaunchOffer {
  pence: number;
  /** Its last day, written out in the page's language: '31 March 2027', '31 Mawrth 2027'. */
  lastDay: string;
  ended: boolean;
  nextPence: number;
  /** The first day of the next rate, written out. */
  nextFrom: string;
}

/**
 * The launch offer as it stands on `now`: running until its last day, or ended. Its dates are
 * written on the server in `lng` (Chromium's Intl has no Welsh month names, decision 0098).
 */
export function launchOfferOn(now: Date, lng: Language = "en"): LaunchOffer {
  const lastLaunchDay = launchOfferLastDay();
  const standardRate = referralRates[1];
  return {
    pence: referralRates[0].pence,
    lastDay: ukLongDate(lastLaunchDay, lng),
    ended: ukDate(now) > ukDate(lastLaunchDay),
    nextPence: standardRate.pence,
    nextFrom: ukLongDate(new Date(`${standardRate.from}T12:00:00Z`), lng),
  };
}

const short = (pence: number) => formatPence(pence, { short: true });

/**
 * The plain statement about the launch offer, true whichever side of its end today falls, in the
 * dashboard's words for it (`dashboard:launchOffer`, the referral card's too).
 */
export function LaunchOfferStatement({
  launchOffer,
  ratePence,
}: {
  launchOffer: LaunchOffer;
  ratePence: number;
}) {
  const { t } = useTranslation("dashboard");
  return launchOffer.ended
    ? t("dashboard:launchOffer.ended", {
        launch: short(launchOffer.pence),
        lastDay: launchOffer.lastDay,
        rate: short(ratePence),
      })
    : t("dashboard:launchOffer.running", {
        launch: short(launchOffer.pence),
        lastDay: launchOffer.lastDay,
        nextFrom: launchOffer.nextFrom,
        next: short(launchOffer.nextPence),
      });
}
