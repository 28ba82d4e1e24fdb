/**
 * How a growing region's frost dates follow from Met Office station records (decision 0082):
 * each month's days of air frost averaged over 1991 to 2020, spread evenly over the month's days.
 * Counting air frosts as a Poisson process, a frost after a given day is as likely as not when the
 * frosts still expected after it number ln 2; so the median last spring frost is the first day
 * after which fewer than ln 2 are expected before August, and the median first autumn frost the
 * first day by which ln 2 are expected from 1 August.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** The day of the year, from 0, on which the spring's count ends and the autumn's begins. */
const FIRST_OF_AUGUST = 212;
const HALF_CHANCE = Math.LN2;

export const CLIMATE_PERIOD = { from: 1991, to: 2020 } as const;

/**
 * The mean days of air frost in each month, January first, from an extract of a station file
 * (`year month af` a line, `#` comments, the source's marks kept). A missing month ("---") is left
 * out of its month's mean; an estimated one ("3*") counts, as it does in the Met Office's averages.
 */
export function monthlyMeanAirFrosts(extract: string): number[] {
  const sums = Array.from({ length: 12 }, () => ({ total: 0, years: 0 }));
  for (const line of extract.split("\n")) {
    const [year, month, airFrost] = line.trim().split(/\s+/);
    if (!year || !/^\d{4}$/.test(year) || !month || !airFrost) continue;
    const y = Number(year);
    if (y < CLIMATE_PERIOD.from || y > CLIMATE_PERIOD.to || airFrost.startsWith("---")) continue;
    const days = Number(airFrost.replace(/\*$/, ""));
    const sum = sums[Number(month) - 1];
    if (!sum || !Number.isFinite(days)) throw new Error(`unreadable line: ${line}`);
    sum.total += days;
    sum.years += 1;
  }
  return sums.map(({ total, years }, index) => {
    // Fewer than 25 of the 30 years would not be a 1991-2020 average.
    if (years < 25) throw new Error(`month ${index + 1} has only ${years} years of records`);
    return total / years;
  });
}

/** Several stations' monthly means averaged, month by month, each station counting alike. */
export function averageOfStations(stations: readonly (readonly number[])[]): number[] {
  return Array.from(
    { length: 12 },
    (_, month) => stations.reduce((sum, means) => sum + (means[month] ?? 0), 0) / stations.length,
  );
}

/** "MM-DD" of a day of a common year counted from 0. */
function monthDay(dayOfYear: number): `${number}-${number}` {
  let day = dayOfYear;
  let month = 0;
  while (day >= (DAYS_IN_MONTH[month] ?? 31)) {
    day -= DAYS_IN_MONTH[month] ?? 31;
    month += 1;
  }
  return `${String(month + 1).padStart(2, "0")}-${String(day + 1).padStart(2, "0")}` as `${number}-${number}`;
}

/** The median last spring and first autumn air frost, as "MM-DD", from monthly mean counts. */
export function medianFrostDates(means: readonly number[]): {
  lastFrost: `${number}-${number}`;
  firstFrost: `${number}-${number}`;
} {
  const perDay = DAYS_IN_MONTH.flatMap((days, month) =>
    Array.from({ length: days }, () => (means[month] ?? 0) / days),
  );
  // Frosts still expected before August after each spring day, counted back from 31 July.
  let after = 0;
  let lastFrost = 0;
  for (let day = FIRST_OF_AUGUST - 1; day >= 0; day -= 1) {
    if (after > HALF_CHANCE) {
      lastFrost = day + 1;
      break;
    }
    after += perDay[day] ?? 0;
  }
  let since = 0;
  let firstFrost = perDay.length - 1;
  for (let day = FIRST_OF_AUGUST; day < perDay.length; day += 1) {
    since += perDay[day] ?? 0;
    if (since >= HALF_CHANCE) {
      firstFrost = day;
      break;
    }
  }
  return { lastFrost: monthDay(lastFrost), firstFrost: monthDay(firstFrost) };
}
