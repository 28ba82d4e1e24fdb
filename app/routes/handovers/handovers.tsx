import { Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HandoverList } from "~/handover/handover-list";
import { listMemberHandovers, presentHandoverList } from "~/handover/handover-reads.server";
import { LiveChangeStatus } from "~/live/live-change-status";
import { useLiveRefresh } from "~/live/use-live-refresh";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/handovers";

// /handovers: the member's own handovers, giving and receiving, the reserved ones first.

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  return {
    appUrl: env.APP_URL,
    handovers: presentHandoverList(await listMemberHandovers(db, user.id)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Your handovers",
    description: "What you are giving and receiving, and when.",
    path: "/handovers",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function Handovers({ loaderData }: Route.ComponentProps) {
  const { handovers } = loaderData;
  const change = useLiveRefresh((live) => live.type === "handover");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Your handovers</h1>
        <p className="text-ink-muted">
          What you are giving and receiving: agree a pickup, then mark it collected.
        </p>
      </div>
      <LiveChangeStatus change={change} />
      {handovers.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-card p-6">
          <h2 className="text-2xl">Nothing reserved yet</h2>
          <p>
            When you reserve an item for someone, or someone reserves one for you, it shows here.
          </p>
          <Button asChild>
            <Link to="/listings">Browse listings</Link>
          </Button>
        </div>
      ) : (
        <HandoverList handovers={handovers} />
      )}
    </Container>
  );
}
