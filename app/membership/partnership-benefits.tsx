import {
  BadgeCheck,
  Banknote,
  Carrot,
  ChartColumn,
  Link2,
  Infinity as NoCap,
  PiggyBank,
} from "lucide-react";
import { formatPence } from "~/components/format-money";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";

const short = (pence: number) => formatPence(pence, { short: true });

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

/** What a verified organisation gets from the partnership, and a word for food banks. */
export function PartnershipBenefits({ ratePence }: { ratePence: number }) {
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
