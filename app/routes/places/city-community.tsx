import { HeartHandshake, Shovel, Users } from "lucide-react";
import { Link } from "react-router";
import { CommunityIllustration } from "~/components/illustrations/community";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { allotmentsHref, foodBanksPath } from "~/places/place-links";
import { usePlacesT } from "~/places/place-words";

const GROUP_SIGNUP_HREF = "/signup?type=community-group";

/** Groups, allotments and food banks in the city, and the partnership for its organisations. */
export function CityCommunity({
  city,
  referralRate,
}: {
  /** `name` in English for the directory's search; `displayName` in the page's language. */
  city: { name: string; displayName: string; slug: string };
  referralRate: string;
}) {
  const t = usePlacesT();
  const named = { city: city.displayName };
  const cards = [
    {
      icon: Users,
      title: t("city.community.groupsTitle"),
      text: t("city.community.groupsText", named),
      to: "/community-groups",
      action: t("city.community.groupsAction"),
    },
    {
      icon: Shovel,
      title: t("city.community.allotmentsTitle"),
      text: t("city.community.allotmentsText", named),
      to: allotmentsHref(city.name),
      action: t("city.community.allotmentsAction", named),
    },
    {
      icon: HeartHandshake,
      title: t("city.community.foodBanksTitle"),
      text: t("city.community.foodBanksText", named),
      to: foodBanksPath(city.slug),
      action: t("city.community.foodBanksAction", named),
    },
  ];
  return (
    <section aria-labelledby="city-community-title" className="bg-cream-deep">
      <Container className="flex flex-col gap-6 py-12">
        <h2 id="city-community-title" className="text-3xl">
          {t("city.community.title", named)}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <card.icon aria-hidden="true" className="size-5 text-leaf" />
                    {card.title}
                  </CardTitle>
                  <CardDescription>{card.text}</CardDescription>
                </CardHeader>
                <CardFooter className="mt-auto">
                  <Link to={card.to} className="font-semibold">
                    {card.action}
                  </Link>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-start gap-4 rounded-card bg-soil p-6 text-white sm:flex-row sm:items-center">
          <CommunityIllustration className="hidden w-24 shrink-0 sm:block" />
          <div className="flex flex-1 flex-col gap-1">
            <h3 className="text-xl text-white">{t("city.community.societyTitle")}</h3>
            <p className="text-cream">{t("city.community.societyText", { rate: referralRate })}</p>
          </div>
          <Button asChild variant="secondary">
            <Link to={GROUP_SIGNUP_HREF}>{t("city.community.societyAction")}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
