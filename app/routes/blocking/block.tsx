import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
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
  try {
    const candidate = await findBlockCandidate(db, user, url.searchParams.get("member") ?? "");
    return {
      appUrl: env.APP_URL,
      blockerId: user.id,
      member: { id: candidate.memberId, name: candidate.name },
      blockId: candidate.block?.blockId ?? null,
      returnTo: safeReturnPath(url.searchParams.get("returnTo") ?? "/"),
    };
  } catch (error) {
    if (error instanceof BlockingError) throw data(error.message, { status: error.status });
    throw error;
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const submission = parseWithZod(await readForm(request), { schema: blockPostSchema });
  if (submission.status !== "success") {
    throw data("This form could not be read. Please go back and try again.", { status: 400 });
  }
  const post = submission.value;
  const returnTo = safeReturnPath(post.returnTo);
  try {
    if (post.intent === "unblock") {
      await unblockMember(db, user, post.blockId);
      return toasts.redirect(returnTo, { type: "success", title: "Unblocked" });
    }
    await blockMember(db, user, { blockerId: post.blockerId, blockedId: post.memberId });
  } catch (error) {
    if (!(error instanceof BlockingError)) throw error;
    if (post.intent === "block" && post.via) {
      return data({ blocked: false, error: error.message }, { status: error.status });
    }
    throw data(error.message, { status: error.status });
  }
  const toast = { type: "success", title: "Blocked" } as const;
  if (post.via) return data({ blocked: true }, { headers: await toasts.headers(context, toast) });
  return toasts.redirect(returnTo, toast);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  // A refused post renders the error boundary with no loader data, and so no address to build.
  ...(loaderData
    ? pageMeta({
        title: `Block ${loaderData.member.name}`,
        description: "Block a member: neither of you can message the other.",
        path: "/block",
        appUrl: loaderData.appUrl,
      })
    : [{ title: "Could not block or unblock | Glut" }]),
  { name: "robots", content: "noindex" },
];

export default function Block({ loaderData }: Route.ComponentProps) {
  const { member, blockerId, blockId, returnTo } = loaderData;
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link to={returnTo} className="inline-flex w-fit items-center gap-1.5 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-5" /> Back
      </Link>
      {blockId ? (
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">You have blocked {member.name}</h1>
          <UnblockForm blockId={blockId} memberName={member.name} returnTo={returnTo} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">Block {member.name}?</h1>
          <BlockForm
            target={{ blockerId, memberId: member.id, memberName: member.name, returnTo }}
          />
        </div>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">Could not block or unblock</h1>
      <p className="max-w-prose text-ink-muted">
        {text ?? "Something went wrong. Please try again in a moment."}
      </p>
      <Button asChild>
        <Link to="/account">
          <ArrowLeft aria-hidden="true" /> Account settings
        </Link>
      </Button>
    </Container>
  );
}
