import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HandoverList } from "~/handover/handover-list";
import { HandoverLiveStatus, LIVE_BODY } from "~/handover/handover-live-status";
import { listMemberHandovers, presentHandoverList } from "~/handover/handover-reads.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/handovers";

// /handovers: the member's own handovers, giving and receiving, the reserved ones first. Static
// (decision 0103): links only, and a small inline script that refreshes the list when the live
// stream says a handover changed.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "handovers");
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("common:handover.yours"),
    description: t("list.description"),
    handovers: presentHandoverList(await listMemberHandovers(db, user.id), { lng, t }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "handover.yours") ?? "Your handovers",
    description: loaderData?.description ?? "",
    path: "/handovers",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Handovers({ loaderData }: Route.ComponentProps) {
  const { handovers } = loaderData;
  const { t } = useTranslation("handovers");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("common:handover.yours")}</h1>
        <p className="text-ink-muted">{t("list.lead")}</p>
      </div>
      <HandoverLiveStatus handoverId={null} path="/handovers" />
      <div {...LIVE_BODY}>
        {handovers.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-card p-6">
            <h2 className="text-2xl">{t("list.emptyTitle")}</h2>
            <p>{t("list.emptyText")}</p>
            <Button asChild>
              <Link to="/listings">{t("list.browse")}</Link>
            </Button>
          </div>
        ) : (
          <HandoverList handovers={handovers} />
        )}
      </div>
    </Container>
  );
}
