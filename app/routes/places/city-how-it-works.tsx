import { Handshake, Search, Sprout } from "lucide-react";
import { NumberedSteps, type Step } from "~/components/page-sections/numbered-steps";
import { Container } from "~/components/ui/container";
import { usePlacesT } from "~/places/place-words";

/** The three steps of sharing, told for one city. */
export function CityHowItWorks({ cityName }: { cityName: string }) {
  const t = usePlacesT();
  const steps: Step[] = [
    {
      icon: Sprout,
      title: t("city.how.listTitle"),
      text: t("city.how.listText", { city: cityName }),
    },
    {
      icon: Search,
      title: t("city.how.findTitle"),
      text: t("city.how.findText", { city: cityName }),
    },
    {
      icon: Handshake,
      title: t("city.how.meetTitle"),
      text: t("city.how.meetText"),
    },
  ];
  return (
    <section aria-labelledby="city-how-title">
      <Container className="py-12">
        <h2 id="city-how-title" className="text-3xl">
          {t("city.how.title", { city: cityName })}
        </h2>
        <NumberedSteps steps={steps} className="mt-6" />
      </Container>
    </section>
  );
}
