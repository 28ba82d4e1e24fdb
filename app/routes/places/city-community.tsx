import { HeartHandshake, Shovel, Users } from "lucide-react";
import { Link } from "react-router";
import { CommunityIllustration } from "~/components/illustrations/community";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { allotmentsHref, foodBanksPath } from "~/places/place-links";

const GROUP_SIGNUP_HREF = "/signup?type=community-group";

/** Groups, allotments and food banks in the city, and the partnership for its organisations. */
export function CityCommunity({
  city,
  referralRate,
}: {
  city: { name: string; slug: string };
  referralRate: string;
}) {
  const cards = [
    {
      icon: Users,
      title: "Community groups",
      text: `Groups and organisations growing and sharing food in and around ${city.name}.`,
      to: "/community-groups",
      action: "Find community groups",
    },
    {
      icon: Shovel,
      title: "Allotments",
      text: `Want a plot of your own? See how to apply to the council for an allotment in ${city.name}.`,
      to: allotmentsHref(city.name),
      action: `Allotments in ${city.name}`,
    },
    {
      icon: HeartHandshake,
      title: "Food banks",
      text: `Food banks in ${city.name}: where they are, how to get a referral, and what they need.`,
      to: foodBanksPath(city.slug),
      action: `Food banks in ${city.name}`,
    },
  ];
  return (
    <section aria-labelledby="city-community-title" className="bg-cream-deep">
      <Container className="flex flex-col gap-6 py-12">
        <h2 id="city-community-title" className="text-3xl">
          Community and allotments in {city.name}
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
            <h3 className="text-xl text-white">Run an allotment society or community group?</h3>
            <p className="text-cream">
              Organisations join Glut free once verified, and earn {referralRate} for every member
              who joins with their referral code.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to={GROUP_SIGNUP_HREF}>Earn for your society</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
