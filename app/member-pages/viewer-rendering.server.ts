import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { currentUserContext, getCurrentUser } from "~/accounts/current-user.server";
import type { LayoutUser } from "~/components/site-navigation";
import { getLanguage } from "~/i18n/i18n.server";
import { newFormKey } from "~/idempotency/form-submissions.server";
import { type Member, type MemberGateReason, requireMember } from "~/membership/member-gate.server";
import { cspNonceContext, getServices, viewerRenderingsContext } from "~/server/context.server";
import { sharedKey } from "~/server/shared-key";
import {
  escapeHtml,
  fillHoles,
  type HoleName,
  hole,
  type KeptRendering,
  type ViewerRenderings,
} from "~/server/viewer-renderings";
import { layoutUserOf } from "./layout-user.server";
import { type Viewer, viewerContext } from "./viewer-context.server";

/** The header that says whether a member page came from a rendering kept for its viewer. */
export const VIEWER_RENDERING_HEADER = "X-Viewer-Rendering";

/**
 * A member page rendered for a viewer (decision 0120): the member gate lets the member in as on
 * any page; then the page is rendered from a `Viewer` alone (the shell's view of them and the
 * page's `facts`), with the request's account taken out of the context, so nothing else of the
 * member can reach the rendering. Members whose viewers are alike share one rendering, kept in
 * the response cache until the next write; what is the member's or the response's alone (their
 * name, place and id, the nonce, a form's key) are holes, filled in for each response.
 */
export function renderForViewer<Facts>(options: {
  reason: MemberGateReason;
  facts(
    member: Member,
    context: Readonly<RouterContextProvider>,
    params: Readonly<Record<string, string | undefined>>,
  ): Promise<Facts>;
  /** A visitor is let through to the route as it is (a listing's public preview). */
  visitors?: "pass";
  /**
   * Whether a rendering with these facts may be shared at all. Facts that are the member's own
   * dealings (whom they blocked, their conversation, their request) make a key few others share,
   * and a kept answer would tell a second such member that another was there (decision 0120).
   */
  shareWhen?(facts: Facts): boolean;
}): MiddlewareFunction<Response> {
  return async ({ request, context, params }, next) => {
    if (options.visitors === "pass" && !getCurrentUser(context)) return next();
    const url = new URL(request.url);
    const member = await requireMember(context, url, options.reason);
    // Independent reads: on PostgreSQL each takes its own pooled connection, so the page waits
    // for the slower of the two rather than both.
    const [own, facts] = await Promise.all([
      layoutUserOf(getServices(context).db, member),
      options.facts(member, context, params),
    ]);
    const viewer: Viewer<Facts> = {
      language: getLanguage(context),
      layout: own,
      id: member.id,
      formKey: newFormKey(),
      facts,
    };
    // A form's answer needs the account (its action reads it); only a page read is shared.
    if (request.method !== "GET") {
      context.set(viewerContext, viewer);
      return next();
    }
    context.set(currentUserContext, null);
    const store = context.get(viewerRenderingsContext);
    const cookies = url.pathname.endsWith(".data")
      ? null
      : sharedKey(`${url.pathname}${url.search}`, request.headers.get("cookie"), {
          signedIn: true,
        });
    if (!store || cookies === null || (options.shareWhen && !options.shareWhen(viewer.facts))) {
      context.set(viewerContext, viewer);
      return next();
    }
    const values: Record<HoleName, string> = {
      name: own.username ?? own.email,
      location: own.location ?? "",
      nonce: context.get(cspNonceContext),
      id: member.id,
      formKey: viewer.formKey,
    };
    const key = JSON.stringify([cookies, viewer.language, sharedLayout(own), viewer.facts]);
    const kept = store.find(key);
    if (kept) return answer(kept, values, "HIT");
    const writesBefore = store.writes();
    context.set(viewerContext, {
      ...viewer,
      layout: sharedLayout(own),
      id: hole("id"),
      formKey: hole("formKey"),
    });
    context.set(cspNonceContext, hole("nonce"));
    return keepAndAnswer(await next(), { store, key, writesBefore, values, member });
  };
}

/** The shell's view of a member with holes for their words: what their key holds of them. */
function sharedLayout(own: LayoutUser): LayoutUser {
  return {
    username: hole("name"),
    email: hole("name"),
    location: own.location === null ? null : hole("location"),
    unreadMessages: own.unreadMessages,
  };
}

function answer(
  rendering: KeptRendering,
  values: Record<HoleName, string>,
  source: "HIT" | "MISS",
): Response {
  const html = fillHoles(rendering.html, values);
  if (html === null) throw new Error("a page rendered for a viewer has a hole it cannot fill");
  const headers = new Headers(rendering.headers);
  headers.set(VIEWER_RENDERING_HEADER, source);
  return new Response(html, { status: rendering.status, headers });
}

async function keepAndAnswer(
  response: Response,
  rendering: {
    store: ViewerRenderings;
    key: string;
    writesBefore: number;
    values: Record<HoleName, string>;
    member: Member;
  },
): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) {
    return response;
  }
  const { store, key, writesBefore, values, member } = rendering;
  const kept: KeptRendering = {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name.toLowerCase() !== "set-cookie"),
    html: await response.text(),
  };
  // Kept only when nothing could make it one member's: a full answer, no cookie of its own, and
  // none of the member's own words or id in it (a page that wrote them anywhere but a hole).
  const own = [member.id, member.email, member.profile.username]
    .filter((word) => word !== "")
    .flatMap((word) => [word, escapeHtml(word)]);
  const mayKeep =
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !own.some((word) => kept.html.includes(word));
  if (mayKeep) store.keep(key, kept, writesBefore);
  const answered = answer(kept, values, "MISS");
  for (const cookie of response.headers.getSetCookie())
    answered.headers.append("Set-Cookie", cookie);
  return answered;
}
