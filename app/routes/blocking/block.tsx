import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { BlockingError } from "~/blocking/block-errors";
import { BlockForm, UnblockForm } from "~/blocking/block-form";
import { blockPostSchema } from "~/blocking/block-schema";
import { blockMember, findBlockCandidate, unblockMember } from "~/blocking/blocks.server";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/block";

// A question and one button: plain HTML and a form post, no scripts (decision 0057).
export const handle = staticPage;

// /block: a member blocks another, or lifts a block (decision 0074). The pages' Block controls
// post here (from a disclosure or a dialog); without JavaScript the listing page's Block button
// opens this page, which asks to confirm. Any signed-in account may block: it is a safety tool,
// not a member feature.

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "safety");
  try {
    const candidate = await findBlockCandidate(db, user, url.searchParams.get("member") ?? "");
    return {
      lng,
      title: t("common:block.block", { name: candidate.name }),
      description: t("block.description"),
      appUrl: env.APP_URL,
      blockerId: user.id,
      member: { id: candidate.memberId, name: candidate.name },
      blockId: candidate.block?.blockId ?? null,
      returnTo: safeReturnPath(url.searchParams.get("returnTo") ?? "/"),
    };
  } catch (error) {
    if (error instanceof BlockingError) {
      throw data(t(`block.errors.${error.refusal}`), { status: error.status });
    }
    throw error;
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const t = getI18n(context).getFixedT(null, "safety");
  const submission = parseWithZod(await readForm(request, context), { schema: blockPostSchema });
  if (submission.status !== "success") {
    throw data(t("block.unreadable"), { status: 400 });
  }
  const post = submission.value;
  const returnTo = safeReturnPath(post.returnTo);
  try {
    if (post.intent === "unblock") {
      await unblockMember(db, user, post.blockId);
      return toasts.redirect(returnTo, { type: "success", title: t("block.unblocked") });
    }
    await blockMember(db, user, { blockerId: post.blockerId, blockedId: post.memberId });
  } catch (error) {
    if (!(error instanceof BlockingError)) throw error;
    const refusal = t(`block.errors.${error.refusal}`);
    if (post.intent === "block" && post.via) {
      return data({ blocked: false, error: refusal }, { status: error.status });
    }
    throw data(refusal, { status: error.status });
  }
  const toast = { type: "success", title: t("block.blocked") } as const;
  if (post.via) return data({ blocked: true }, { headers: await toasts.headers(context, toast) });
  return toasts.redirect(returnTo, toast);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  // A refused post renders the error boundary with no loader data, and so no address to build.
  ...(loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: "/block",
        appUrl: loaderData.appUrl,
        lng: loaderData.lng,
      })
    : [
        {
          title: `${shellMessage(matches, "block.couldNot") ?? "Could not block or unblock"} | Glut`,
        },
      ]),
  { name: "robots", content: "noindex" },
];

export default function Block({ loaderData }: Route.ComponentProps) {
  const { member, blockerId, blockId, returnTo } = loaderData;
  const { t } = useTranslation("safety");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link to={returnTo} className="inline-flex w-fit items-center gap-1.5 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("back")}
      </Link>
      {blockId ? (
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">
            {t("block.blockedHeading", { name: member.name })}
          </h1>
          <UnblockForm blockId={blockId} memberName={member.name} returnTo={returnTo} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">
            {t("common:block.confirm", { name: member.name })}
          </h1>
          <BlockForm
            target={{ blockerId, memberId: member.id, memberName: member.name, returnTo }}
          />
        </div>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The shell's words: a refusal has no loader data to bring the `safety` catalogue.
  const { t } = useTranslation("common");
  const text = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{t("block.couldNot")}</h1>
      <p className="max-w-prose text-ink-muted">{text ?? t("block.somethingWrong")}</p>
      <Button asChild>
        <Link to="/account">
          <ArrowLeft aria-hidden="true" /> {t("block.accountSettings")}
        </Link>
      </Button>
    </Container>
  );
}
