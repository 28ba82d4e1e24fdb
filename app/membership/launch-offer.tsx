import { formatPence } from "~/components/format-money";
import { launchOfferLastDay, referralRates, ukDate } from "./referral-rates";

/** The launch rate for referrals and what follows it, as the partnership page states them. */
export interface LaunchOffer {
  pence: number;
  /** Its last day, written out: '31 March 2027'. */
  lastDay: string;
  ended: boolean;
  nextPence: number;
  /** The first day of the next rate, written out. */
  nextFrom: string;
}

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** The launch offer as it stands on `now`: running until its last day, or ended. */
export function launchOfferOn(now: Date): LaunchOffer {
  const lastLaunchDay = launchOfferLastDay();
  const standardRate = referralRates[1];
  return {
    pence: referralRates[0].pence,
    lastDay: longDate.format(lastLaunchDay),
    ended: ukDate(now) > ukDate(lastLaunchDay),
    nextPence: standardRate.pence,
    nextFrom: longDate.format(new Date(`${standardRate.from}T12:00:00Z`)),
  };
}

const short = (pence: number) => formatPence(pence, { short: true });

/** The plain statement about the launch offer, true whichever side of its end today falls. */
export function LaunchOfferStatement({
  launchOffer,
  ratePence,
}: {
  launchOffer: LaunchOffer;
  ratePence: number;
}) {
  return launchOffer.ended ? (
    <>
      The {short(launchOffer.pence)} launch offer ended on {launchOffer.lastDay}. Every paying
      member you bring now earns your organisation {short(ratePence)}.
    </>
  ) : (
    <>
      Launch offer: {short(launchOffer.pence)} for every paying member until {launchOffer.lastDay}.
      From {launchOffer.nextFrom} the rate is {short(launchOffer.nextPence)}.
    </>
  );
}
