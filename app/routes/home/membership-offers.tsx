import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";

/** What joining costs: the personal membership beside free places for organisations. */
export function MembershipOffers({ membershipPrice }: { membershipPrice: string }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="membership-title">
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="membership-title">
              {t("home.membership.personal", { price: membershipPrice })}
            </CardTitle>
            <CardDescription>{t("home.membership.personalText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/signup">{t("home.membership.join", { price: membershipPrice })}</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("home.membership.organisations")}</CardTitle>
            <CardDescription>{t("home.membership.organisationsText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/signup?type=community-group">
                {t("home.membership.registerOrganisation")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </Container>
    </section>
  );
}
