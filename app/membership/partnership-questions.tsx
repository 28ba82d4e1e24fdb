import { useTranslation } from "react-i18next";
import { formatPence } from "~/components/format-money";
import { Container } from "~/components/ui/container";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";
import type { Translate } from "~/i18n/messages";
import type { LaunchOffer } from "./launch-offer";

const short = (pence: number) => formatPence(pence, { short: true });

interface PartnershipTerms {
  launchOffer: LaunchOffer;
  ratePence: number;
}

/** The questions in order, each its keys `questions.<key>Question` and `<key>Answer`. */
const QUESTIONS = ["which", "cost", "verification", "earn", "payMore", "paid", "limit"] as const;

function questions(t: Translate, { launchOffer, ratePence }: PartnershipTerms) {
  const rate = short(ratePence);
  const launch = short(launchOffer.pence);
  return [
    ...QUESTIONS.map((key) => ({
      question: t(`community:questions.${key}Question`),
      answer: t(`community:questions.${key}Answer`, { rate }),
    })),
    {
      question: t("community:questions.launchQuestion", { launch }),
      answer: launchOffer.ended
        ? t("community:questions.launchEnded", { lastDay: launchOffer.lastDay, launch, rate })
        : t("community:questions.launchRunning", {
            lastDay: launchOffer.lastDay,
            launch,
            nextFrom: launchOffer.nextFrom,
            next: short(launchOffer.nextPence),
          }),
    },
  ];
}

/** The questions organisations ask, the first one open. */
export function PartnershipQuestions(props: PartnershipTerms) {
  const { t } = useTranslation("community");
  return (
    <section aria-labelledby="faq-title">
      <Container className="py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-3xl">
            {t("questions.title")}
          </h2>
          <DetailsAccordion name="partnership-faq" className="mt-6">
            {questions(t, props).map(({ question, answer }, index) => (
              <DetailsAccordionItem key={question} title={question} defaultOpen={index === 0}>
                <div className="max-w-prose">
                  <p>{answer}</p>
                </div>
              </DetailsAccordionItem>
            ))}
          </DetailsAccordion>
        </div>
      </Container>
    </section>
  );
}
