import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";

/** What joining costs: the personal membership beside free places for organisations. */
export function MembershipOffers({ membershipPrice }: { membershipPrice: string }) {
  return (
    <section aria-labelledby="membership-title">
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="membership-title">
              Personal membership: {membershipPrice} a year
            </CardTitle>
            <CardDescription>
              One pound a year keeps Glut safe and genuine: every member is a real person, and the
              money pays for the site’s upkeep. No adverts, no selling, nothing else to pay.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/signup">Join for {membershipPrice} a year</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Free for organisations</CardTitle>
            <CardDescription>
              Food banks, schools, community groups, religious bodies and charities join free once
              we have verified them, usually within 1-2 business days.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/signup?type=community-group">Register your organisation</Link>
            </Button>
          </CardContent>
        </Card>
      </Container>
    </section>
  );
}
