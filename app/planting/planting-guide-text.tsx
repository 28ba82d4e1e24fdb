/**
 * The SEO text block (UK planting guide, why use a planner, key features, seasonal tips). It
 * claims only what Glut does: five regions' average frost dates, no forecasts or rotation plans.
 */
export function PlantingGuideText() {
  return (
    <section
      aria-labelledby="planting-guide"
      data-print-hide
      className="flex max-w-prose flex-col gap-4 text-lg"
    >
      <h2 id="planting-guide" className="text-2xl">
        A UK planting guide for gardens and allotments
      </h2>
      <p>
        This calendar sets out what to sow under cover, sow outside, plant out and harvest in each
        month of the UK growing year. It is written for southern and central England; choose your
        growing region, or give your postcode district, and the calendar moves to your region's
        average last and first frosts, from the Met Office's 1991–2020 weather station records. Your
        seed packets and your own plot are the final word.
      </p>
      <h3 className="text-xl">Why use a planner?</h3>
      <p>
        A plan keeps the beds full without gluts and gaps: sow little and often, start tender crops
        in time for the last frost, and know what to clear ready for autumn planting. Writing down
        what you planted, and when, makes next year easier.
      </p>
      <h3 className="text-xl">What this calendar does</h3>
      <ul className="flex list-disc flex-col gap-1.5 pl-6">
        <li>A month-by-month guide, a seasonal view and a printable year at a glance.</li>
        <li>Companion planting tables: good neighbours and ones to keep apart.</li>
        <li>
          With a free Glut account, a garden tracker saved to your account: what you planted, when,
          and roughly when to expect a harvest, from typical growing times.
        </li>
        <li>
          An optional email on the morning a crop should be ready, and a private calendar feed of
          your harvest dates for your phone.
        </li>
        <li>One tap from a harvest to a listing, so your surplus reaches neighbours.</li>
      </ul>
      <h3 className="text-xl">Seasonal tips</h3>
      <p>
        In spring, warm the soil with cloches before early sowings and harden off young plants. In
        summer, water in the cool of the day and pick often. In autumn, plant garlic and onion sets
        for next year. In winter, plan, prune fruit trees and order seed.
      </p>
    </section>
  );
}
