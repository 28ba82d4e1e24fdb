import { HandCoins, HandHeart, Package } from "lucide-react";
import { Container, Section } from "~/components/ui/container";

/** Ways to help the city's food banks, each pointing back to the list of them above. */
export function SupportFoodBanks({ cityName }: { cityName: string }) {
  return (
    <Section aria-labelledby="support-title">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2 id="support-title" className="text-3xl">
            Support food banks in {cityName}
          </h2>
          <p className="max-w-prose text-ink-muted">
            Food banks run on what their community gives. Each food bank’s card above shows what it
            needs most and links to its own website.
          </p>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          <SupportWay
            icon={Package}
            title="Donate food"
            text="Give what a food bank is short of: check its ‘Currently Needed’ list and leave its ‘Well Stocked’ items for another time."
            linkText="See what is needed"
          />
          <SupportWay
            icon={HandCoins}
            title="Make a donation"
            text="Money lets a food bank buy whatever is running low. Give through the food bank’s own website."
            linkText="Find a food bank’s website"
          />
          <SupportWay
            icon={HandHeart}
            title="Volunteer"
            text="Food banks need people to sort donations, pack parcels and welcome visitors. Ask your local food bank how to help."
            linkText="Contact a food bank"
          />
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
