import { formatPence } from "~/components/format-money";
import { Container } from "~/components/ui/container";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";
import type { LaunchOffer } from "./launch-offer";

const short = (pence: number) => formatPence(pence, { short: true });

interface PartnershipTerms {
  launchOffer: LaunchOffer;
  ratePence: number;
}

function questions({ launchOffer, ratePence }: PartnershipTerms) {
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

/** The questions organisations ask, the first one open. */
export function PartnershipQuestions(props: PartnershipTerms) {
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
