import { Handshake, Search, Sprout } from "lucide-react";
import { NumberedSteps, type Step } from "~/components/page-sections/numbered-steps";
import { Container } from "~/components/ui/container";

/** The three steps of sharing, told for one city. */
export function CityHowItWorks({ cityName }: { cityName: string }) {
  const steps: Step[] = [
    {
      icon: Sprout,
      title: "List your surplus",
      text: `Too many courgettes or a tray of spare seedlings? List them in a minute for people in ${cityName} to collect.`,
    },
    {
      icon: Search,
      title: "Find produce nearby",
      text: `Browse what growers around ${cityName} have to spare, free or to swap.`,
    },
    {
      icon: Handshake,
      title: "Meet and swap",
      text: "Message the grower, agree a time, and collect from the allotment gate or the doorstep.",
    },
  ];
  return (
    <section aria-labelledby="city-how-title">
      <Container className="py-12">
        <h2 id="city-how-title" className="text-3xl">
          How it works in {cityName}
        </h2>
        <NumberedSteps steps={steps} className="mt-6" />
      </Container>
    </section>
  );
}
