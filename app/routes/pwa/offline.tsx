import { WifiOff } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/offline";

// The page the service worker shows when a page cannot be fetched (public/sw.js, decision 0095).
// It keeps a copy taken without cookies, so it is the same for everyone and names no one; it is
// static, so it needs no script to show. Its links are ordinary links: they work again as soon as
// the connection does.

export const headers = publicPageHeaders;

export const handle = staticPage;

export function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "support");
  return {
    lng: getLanguage(context),
    title: t("offline.title"),
    description: t("offline.description"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.offline") ?? "You are offline"} | Glut`,
  },
  { name: "description", content: loaderData?.description ?? "" },
  { name: "robots", content: "noindex" },
];

export default function Offline() {
  const { t } = useTranslation("support");
  return (
    <Container className="flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <WifiOff aria-hidden="true" className="size-12 text-soil" />
      <h1 className="text-3xl">{t("offline.title")}</h1>
      <p className="text-ink-muted">{t("offline.text")}</p>
      <p className="text-ink-muted">
        <Trans
          t={t}
          i18nKey="offline.back"
          components={[<Link key="home" to="/" reloadDocument />]}
        />
      </p>
    </Container>
  );
}
