import { Link } from "react-router";
import { formatPence } from "~/components/format-money";
import { CommunityIllustration } from "~/components/illustrations/community";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The community partnership in one band: what an organisation earns for each member it brings. */
export function PartnershipBand({ referralPence }: { referralPence: number }) {
  return (
    <section aria-labelledby="earn-title" className="bg-soil text-white">
      <Container className="grid items-center gap-6 py-10 md:grid-cols-[1fr_auto]">
        <div className="flex items-center gap-5">
          <CommunityIllustration className="hidden w-32 shrink-0 sm:block" />
          <div>
            <h2 id="earn-title" className="text-2xl text-white">
              Organisations earn {formatPence(referralPence, { short: true })} for every member they
              bring
            </h2>
            <p className="mt-1 text-cream">
              Share your referral code with your members and supporters. Every person who joins with
              it earns your group {formatPence(referralPence, { short: true })}, paid monthly. Free
              to join, no cap.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="secondary">
            <Link to="/community-partnership">How the partnership works</Link>
          </Button>
          <Button asChild variant="inverse">
            <Link to="/signup?type=community-group">Sign up your group</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
