import {
  BadgeCheck,
  Banknote,
  Carrot,
  ChartColumn,
  Link2,
  Infinity as NoCap,
  PiggyBank,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatPence } from "~/components/format-money";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";

const short = (pence: number) => formatPence(pence, { short: true });

/** Each benefit's icon and its words' keys, `benefits.<key>Title` and `<key>Text`. */
const benefits = [
  { icon: BadgeCheck, key: "free" },
  { icon: PiggyBank, key: "perMember" },
  { icon: Link2, key: "code" },
  { icon: Banknote, key: "paid" },
  { icon: NoCap, key: "noCap" },
  { icon: ChartColumn, key: "track" },
] as const;

/** What a verified organisation gets from the partnership, and a word for food banks. */
export function PartnershipBenefits({ ratePence }: { ratePence: number }) {
  const { t } = useTranslation("community");
  const rate = short(ratePence);
  return (
    <section aria-labelledby="benefits-title" className="bg-cream-deep">
      <Container className="py-12">
        <h2 id="benefits-title" className="text-3xl">
          {t("benefits.title")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.key}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <benefit.icon aria-hidden="true" className="size-6 shrink-0 text-leaf" />
                    {t(`benefits.${benefit.key}Title`, { rate })}
                  </CardTitle>
                  <CardDescription className="text-ink">
                    {t(`benefits.${benefit.key}Text`, { rate })}
                  </CardDescription>
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
              {t("benefits.foodBankTitle")}
            </h3>
            <p className="max-w-prose text-ink">{t("benefits.foodBankText")}</p>
          </div>
        </aside>
      </Container>
    </section>
  );
}
