import {
  BadgeCheck,
  Banknote,
  Calculator,
  Carrot,
  ChartColumn,
  Link2,
  Mail,
  Infinity as NoCap,
  PiggyBank,
} from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatPence } from "~/components/format-money";
import { CommunityIllustration } from "~/components/illustrations/community";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { PageHero } from "~/components/page-sections/page-hero";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  launchOfferLastDay,
  referralRateOn,
  referralRates,
  ukDate,
} from "~/membership/referral-rates";
import {
  DEFAULT_REACH,
  describeReach,
  EXAMPLE_SIGNUP_RATE,
  exampleRevenuePence,
  formatPounds,
  MAX_REACH,
  maximumRevenuePence,
  type ReachNote,
} from "~/membership/revenue-calculator";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/community-partnership";

const SIGNUP_HREF = "/signup?type=community-group";

/** Longer than any number anyone means; what was typed is echoed back, so keep it short. */
const REACH_INPUT_MAX = 20;

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const now = new Date();
  const lastLaunchDay = launchOfferLastDay();
  const standardRate = referralRates[1];
  return {
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    /** What a paid referral earns today. */
    ratePence: referralRateOn(now).pence,
    launchOffer: {
      pence: referralRates[0].pence,
      lastDay: longDate.format(lastLaunchDay),
      ended: ukDate(now) > ukDate(lastLaunchDay),
      nextPence: standardRate.pence,
      nextFrom: longDate.format(new Date(`${standardRate.from}T12:00:00Z`)),
    },
    // Without JavaScript the calculator is a GET form: ?reach=120 works it out here.
    reachInput: (url.searchParams.get("reach") ?? String(DEFAULT_REACH)).slice(0, REACH_INPUT_MAX),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Community partnership: free for organisations, and a share of every membership",
    description: loaderData
      ? `Food banks, schools, charities and community groups join Glut free, and earn ${formatPence(loaderData.ratePence, { short: true })} for every member they bring who pays for a year. Work out what yours could earn.`
      : "Food banks, schools, charities and community groups join Glut free and earn for every member they bring.",
    path: "/community-partnership",
    appUrl: loaderData?.appUrl ?? "",
  });

const short = (pence: number) => formatPence(pence, { short: true });

/** The plain statement about the launch offer, true whichever side of its end today falls. */
function LaunchOfferStatement({
  launchOffer,
  ratePence,
}: Pick<LoaderData, "launchOffer" | "ratePence">) {
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

export default function CommunityPartnership({ loaderData }: Route.ComponentProps) {
  const { ratePence, launchOffer, contactEmail } = loaderData;
  const rate = short(ratePence);
  return (
    <>
      <PageHero
        title={<>Bring your community to Glut and earn {rate} for every member who joins</>}
        above={<p className="font-semibold text-leaf-deep">Community partnership</p>}
        lead={
          <>
            Food banks, schools, charities, allotment societies and community groups join Glut free.
            Share your own referral link, and each person who signs up with it earns your
            organisation {rate} when they pay for their first year. Paid monthly, with no cap.
          </>
        }
        art={<CommunityIllustration className="mx-auto w-full max-w-xs" />}
        height="tall"
        textGap="roomy"
      >
        <p className="max-w-prose rounded-card border border-sun bg-sun-soft px-4 py-3 text-sun-ink">
          <LaunchOfferStatement launchOffer={launchOffer} ratePence={ratePence} />
        </p>
        <ActionRow>
          <Button asChild size="lg">
            <Link to={SIGNUP_HREF}>Sign up your organisation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#calculator">
              <Calculator aria-hidden="true" /> Work out what you could earn
            </a>
          </Button>
        </ActionRow>
      </PageHero>

      <RevenueCalculator initialInput={loaderData.reachInput} ratePence={ratePence} />
      <Benefits ratePence={ratePence} />
      <Questions launchOffer={launchOffer} ratePence={ratePence} />

      <CallToActionBand
        title="Ready to bring your community on board?"
        text="Register your organisation free. Once we have verified it, usually within 1-2 business days, your referral link is ready to share."
      >
        <p className="max-w-prose text-white">
          <LaunchOfferStatement launchOffer={launchOffer} ratePence={ratePence} />
        </p>
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to={SIGNUP_HREF}>Register your organisation</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <a
              href={`mailto:${contactEmail}?subject=${encodeURIComponent("Community partnership")}`}
            >
              <Mail aria-hidden="true" /> Email {contactEmail}
            </a>
          </Button>
        </div>
      </CallToActionBand>
    </>
  );
}

const reachNotes: Record<ReachNote, (input: string, reach: number) => string> = {
  "not-a-number": (input) =>
    `We could not read “${input.trim()}” as a number, so we have counted it as 0. Enter a whole number, such as 120.`,
  negative: () => "A number of people cannot be below 0, so we have counted it as 0.",
  fraction: (_input, reach) =>
    `We count whole people only, so we have worked it out for ${reach.toLocaleString("en-GB")}.`,
  capped: () =>
    `We work it out for up to ${MAX_REACH.toLocaleString("en-GB")} people, so we have used that.`,
};

function RevenueCalculator({
  initialInput,
  ratePence,
}: {
  initialInput: string;
  ratePence: number;
}) {
  const [input, setInput] = useState(initialInput);
  // A new ?reach= (back and forward, or the form sent) replaces what is in the field.
  const [shownInitial, setShownInitial] = useState(initialInput);
  if (initialInput !== shownInitial) {
    setShownInitial(initialInput);
    setInput(initialInput);
  }
  const [, setSearchParams] = useSearchParams();

  const { reach, note } = describeReach(input);
  const maximum = formatPounds(maximumRevenuePence(reach, ratePence));
  const example = formatPounds(exampleRevenuePence(reach, ratePence));
  const percent = `${Math.round(EXAMPLE_SIGNUP_RATE * 100)}%`;

  return (
    <section id="calculator" aria-labelledby="calculator-title" className="scroll-mt-4">
      <Container className="py-12">
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="calculator-title" className="text-3xl">
              What could your organisation earn?
            </h2>
            <p className="text-ink-muted">
              Each person who joins with your link earns your organisation {short(ratePence)}, once,
              when they make their first yearly membership payment.
            </p>
          </div>
          {/* A GET form: without JavaScript, sending it works the figures out on the server. */}
          <form
            method="get"
            action="#calculator"
            className="flex flex-col gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              setSearchParams({ reach: input }, { replace: true, preventScrollReset: true });
            }}
          >
            <Label htmlFor="reach">How many people does your organisation reach?</Label>
            <p id="reach-hint" className="text-base text-ink-muted">
              Members, volunteers, families and supporters: everyone your newsletter, noticeboard or
              social media reaches. A whole number.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="reach"
                name="reach"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={REACH_INPUT_MAX}
                aria-describedby={note ? "reach-hint reach-note" : "reach-hint"}
                value={input}
                onChange={(event) => setInput(event.target.value)}
                className="sm:max-w-xs"
              />
              <Button type="submit" variant="secondary">
                Work it out
              </Button>
            </div>
          </form>

          <div id="calculator-results" aria-live="polite" className="flex flex-col gap-3">
            {note ? (
              <p id="reach-note" className="text-base text-ink-muted">
                {reachNotes[note](input, reach)}
              </p>
            ) : null}
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1 rounded-card border border-line bg-card p-5 shadow-sm">
                <dt className="font-semibold text-ink">
                  Maximum revenue, if everyone you reach joins
                </dt>
                <dd id="maximum-revenue" className="text-3xl font-bold text-leaf-deep">
                  {maximum}
                </dd>
              </div>
              <div className="flex flex-col gap-1 rounded-card border border-line bg-card p-5 shadow-sm">
                <dt className="font-semibold text-ink">
                  Example, at a {percent} sign-up rate (1 in 10 join)
                </dt>
                <dd id="example-revenue" className="text-3xl font-bold text-leaf-deep">
                  {example}
                </dd>
              </div>
            </dl>
          </div>
          <p className="text-sm text-ink-muted">
            An estimate, not a promise: what you earn depends on how many people join and pay.
            Figures at today’s rate of {short(ratePence)} per paying member, rounded to the nearest
            penny.
          </p>
        </div>
      </Container>
    </section>
  );
}

function benefits(rate: string) {
  return [
    {
      icon: BadgeCheck,
      title: "Free to join, free to use",
      text: "There is no fee. Once we have verified your organisation, it can use everything a paying member can, for as long as it stays verified.",
    },
    {
      icon: PiggyBank,
      title: `${rate} for every paying member`,
      text: `When someone who signed up with your link pays for their first year, your organisation earns ${rate}. It costs them nothing extra.`,
    },
    {
      icon: Link2,
      title: "Your own referral code and link",
      text: "Each verified organisation gets its own code and a sign-up link to put in newsletters, on posters and in social media posts.",
    },
    {
      icon: Banknote,
      title: "Paid monthly, by bank transfer",
      text: "We pay what you have earned into your organisation’s bank account each month, with a report of the sign-ups it covers.",
    },
    {
      icon: NoCap,
      title: "No cap on earnings",
      text: "There is no limit on how many people you can bring or how much your organisation can earn.",
    },
    {
      icon: ChartColumn,
      title: "See how you are doing",
      text: "Your dashboard shows your code and link, how many people have signed up with it, how many have paid, and what you have earned this month and in total.",
    },
  ];
}

function Benefits({ ratePence }: { ratePence: number }) {
  return (
    <section aria-labelledby="benefits-title" className="bg-cream-deep">
      <Container className="py-12">
        <h2 id="benefits-title" className="text-3xl">
          What your organisation gets
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits(short(ratePence)).map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <benefit.icon aria-hidden="true" className="size-6 shrink-0 text-leaf" />
                    {benefit.title}
                  </CardTitle>
                  <CardDescription className="text-ink">{benefit.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="food-bank-note-title"
          className="mt-6 flex gap-4 rounded-card border border-leaf/30 bg-leaf-soft p-5"
        >
          <Carrot aria-hidden="true" className="mt-1 size-6 shrink-0 text-leaf-deep" />
          <div className="flex flex-col gap-1">
            <h3 id="food-bank-note-title" className="text-xl">
              Running a food bank?
            </h3>
            <p className="max-w-prose text-ink">
              Joining also puts fresh food within reach. Growers near you give away their surplus
              fruit, vegetables and herbs on Glut, and a verified food bank can browse what is on
              offer and message them to collect it, alongside the tins and packets on its shelves.
            </p>
          </div>
        </aside>
      </Container>
    </section>
  );
}

function questions({ launchOffer, ratePence }: Pick<LoaderData, "launchOffer" | "ratePence">) {
  const rate = short(ratePence);
  return [
    {
      question: "Which organisations can join?",
      answer: (
        <p>
          Food banks, community centres, charities, religious organisations, allotment societies,
          schools, and any other group that works for the good of its local area. When you sign up,
          choose the type that fits (food bank, community group, school, religious organisation or
          other non-profit) and tell us a little about your organisation so we can verify it.
        </p>
      ),
    },
    {
      question: "Does it cost anything?",
      answer: (
        <p>
          No. Joining is free, and so is using Glut once we have verified your organisation: it can
          list, browse and message like any paying member, for as long as it stays verified.
        </p>
      ),
    },
    {
      question: "How long does verification take?",
      answer: (
        <p>
          Usually 1-2 business days. One of our team checks the details you gave, including your
          charity number, company number or school URN where you have one, and we email you as soon
          as it is done.
        </p>
      ),
    },
    {
      question: "How does our organisation earn money?",
      answer: (
        <p>
          Once you are verified, your dashboard shows your referral code and a sign-up link. Share
          the link with your members and supporters. When someone who signed up with your code makes
          their first successful yearly membership payment, your organisation earns the rate in
          force that day, which is {rate} now. Each person earns you money once, so renewals in
          later years do not count again.
        </p>
      ),
    },
    {
      question: "Does a member pay more if they use our code?",
      answer: (
        <p>
          No. They pay the same yearly membership fee as everyone else. Your organisation’s share
          comes out of what Glut receives.
        </p>
      ),
    },
    {
      question: "When and how do we get paid?",
      answer: (
        <p>
          Monthly, by bank transfer into your organisation’s bank account, with a report showing the
          sign-ups and the earnings that payment covers. How you record the money in your accounts
          is for your organisation and its accountant to decide; we cannot give tax advice.
        </p>
      ),
    },
    {
      question: "Is there a limit on what we can earn?",
      answer: (
        <p>
          No. There is no cap: every person who joins with your code and pays for their first year
          earns your organisation {rate}, however many there are.
        </p>
      ),
    },
    {
      question: `What happened to the ${short(launchOffer.pence)} launch offer?`,
      answer: launchOffer.ended ? (
        <p>
          It ended on {launchOffer.lastDay}. Members whose first payment was made by then earned
          their organisation {short(launchOffer.pence)} each. For first payments made since, the
          rate is {rate}.
        </p>
      ) : (
        <p>
          It runs until {launchOffer.lastDay}: a member whose first payment is made by then earns
          your organisation {short(launchOffer.pence)}. From {launchOffer.nextFrom} the rate is{" "}
          {short(launchOffer.nextPence)}.
        </p>
      ),
    },
  ];
}

function Questions(props: Pick<LoaderData, "launchOffer" | "ratePence">) {
  return (
    <section aria-labelledby="faq-title">
      <Container className="py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-3xl">
            Questions organisations ask
          </h2>
          <DetailsAccordion name="partnership-faq" className="mt-6">
            {questions(props).map(({ question, answer }, index) => (
              <DetailsAccordionItem key={question} title={question} defaultOpen={index === 0}>
                <div className="max-w-prose">{answer}</div>
              </DetailsAccordionItem>
            ))}
          </DetailsAccordion>
        </div>
      </Container>
    </section>
  );
}
