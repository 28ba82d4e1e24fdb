import { Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

const tips = [
  {
    title: "Visit the site first",
    text: "Walk round, look at the soil and the water taps, and say hello to plot holders. Most will happily tell you what grows well there.",
  },
  {
    title: "Be honest about time",
    text: "A full plot takes several hours a week in the growing season. If you are new to it, ask for a half plot or a starter plot.",
  },
  {
    title: "Keep your details up to date",
    text: "Waits can be long. If the council cannot reach you when your turn comes, the plot goes to the next person on the list.",
  },
];

/** What to know before joining a council's waiting list. */
export function BeforeYouApply() {
  return (
    <section aria-labelledby="apply-title" className="bg-cream-deep">
      <Container className="flex flex-col gap-6 py-12">
        <h2 id="apply-title" className="text-3xl">
          Before you apply
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {tips.map((tip) => (
            <li key={tip.title} className="rounded-card border border-line bg-card p-5">
              <h3 className="text-xl">{tip.title}</h3>
              <p className="mt-2 text-ink-muted">{tip.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Allotment societies join free and earn through the partnership. */
export function AllotmentSocietyBand() {
  return (
    <section aria-labelledby="society-title" className="bg-soil text-white">
      <Container className="grid items-center gap-6 py-12 md:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-2">
          <h2 id="society-title" className="text-3xl text-white">
            Run an allotment society?
          </h2>
          <p className="max-w-prose text-cream">
            Allotment societies join Glut free once we have verified them. Share your members’ gluts
            with neighbours, and earn for your society from every member who joins with your
            referral link and pays for their first year.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
          <Button asChild variant="secondary">
            <Link to="/signup?type=community-group">
              <Users aria-hidden="true" /> Register your society
            </Link>
          </Button>
          <Button asChild variant="inverse">
            <Link to="/community-partnership">How the partnership works</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
