import { Container, Section } from "~/components/ui/container";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";

/** What people ask before going to a food bank: referrals, what is given, how often, the cost. */
export function FoodBankQuestions() {
  return (
    <Section aria-labelledby="faq-title" className="bg-card">
      <Container className="flex max-w-3xl flex-col gap-4">
        <h2 id="faq-title" className="text-3xl">
          Questions about food banks
        </h2>
        <DetailsAccordion name="food-bank-faq">
          <DetailsAccordionItem title="Do I need a referral?" defaultOpen>
            <p>
              Most food banks, including those in the Trussell network, ask for a referral
              (sometimes called a voucher) from someone who knows your situation: your GP, a health
              visitor, a social worker, Citizens Advice, your child’s school or the council. Some
              independent food banks welcome people without one, so if you cannot get a referral,
              contact the food bank and ask.
            </p>
          </DetailsAccordionItem>
          <DetailsAccordionItem title="What will I receive?">
            <p>
              Usually a parcel of about 3 days of emergency food: tins, dried food and long-life
              milk, planned to make balanced meals. Many food banks add fresh produce, toiletries or
              baby supplies when they have them, and can point you to help with the problem behind
              the crisis, such as benefits or debt.
            </p>
          </DetailsAccordionItem>
          <DetailsAccordionItem title="How often can I use a food bank?">
            <p>
              Food banks are there for emergencies, and each one sets its own limits on how many
              parcels it can give. If you need help again, talk to the food bank or the person who
              referred you: they can help with longer-term support too.
            </p>
          </DetailsAccordionItem>
          <DetailsAccordionItem title="Is it free?">
            <p>
              Yes. Food from a food bank is always free. Food banks are run by charities, churches
              and volunteers, and the food is given by people in your community.
            </p>
          </DetailsAccordionItem>
        </DetailsAccordion>
      </Container>
    </Section>
  );
}
