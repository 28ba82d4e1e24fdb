import { useTranslation } from "react-i18next";
import { Container, Section } from "~/components/ui/container";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";

/** What people ask before going to a food bank: referrals, what is given, how often, the cost. */
const QUESTIONS = ["referral", "receive", "often", "free"] as const;

export function FoodBankQuestions() {
  const { t } = useTranslation("foodBanks");
  return (
    <Section aria-labelledby="faq-title" className="bg-card">
      <Container className="flex max-w-3xl flex-col gap-4">
        <h2 id="faq-title" className="text-3xl">
          {t("questions.title")}
        </h2>
        <DetailsAccordion name="food-bank-faq">
          {QUESTIONS.map((key, index) => (
            <DetailsAccordionItem
              key={key}
              title={t(`questions.${key}.question`)}
              defaultOpen={index === 0}
            >
              <p>{t(`questions.${key}.answer`)}</p>
            </DetailsAccordionItem>
          ))}
        </DetailsAccordion>
      </Container>
    </Section>
  );
}
