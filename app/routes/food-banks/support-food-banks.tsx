import { HandCoins, HandHeart, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Container, Section } from "~/components/ui/container";

/** The ways to help, each with its catalogue's `support.<key>` title, text and link. */
const WAYS = [
  { key: "food", icon: Package },
  { key: "money", icon: HandCoins },
  { key: "volunteer", icon: HandHeart },
] as const;

/** Ways to help the city's food banks, each pointing back to the list of them above. */
export function SupportFoodBanks({ cityName }: { cityName: string }) {
  const { t } = useTranslation("foodBanks");
  return (
    <Section aria-labelledby="support-title">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2 id="support-title" className="text-3xl">
            {t("support.title", { city: cityName })}
          </h2>
          <p className="max-w-prose text-ink-muted">{t("support.intro")}</p>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {WAYS.map(({ key, icon }) => (
            <SupportWay
              key={key}
              icon={icon}
              title={t(`support.${key}.title`)}
              text={t(`support.${key}.text`)}
              linkText={t(`support.${key}.link`)}
            />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function SupportWay({
  icon: Icon,
  title,
  text,
  linkText,
}: {
  icon: typeof Package;
  title: string;
  text: string;
  linkText: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-card p-5">
      <Icon aria-hidden="true" className="size-7 text-leaf" />
      <h3 className="text-xl">{title}</h3>
      <p className="flex-1">{text}</p>
      <a href="#food-bank-list" className="font-semibold">
        {linkText}
      </a>
    </li>
  );
}
