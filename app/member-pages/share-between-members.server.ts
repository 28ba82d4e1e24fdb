import { randomBytes, randomUUID } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import {
  type CurrentUser,
  getCurrentUser,
  standInUserContext,
} from "~/accounts/current-user.server";
import type { LayoutUser } from "~/components/site-navigation";
import { COOKIE_CONSENT_KEY, type ConsentShown, consentShown } from "~/consent/cookie-consent";
import { readCookieConsent } from "~/consent/cookie-consent.server";
import {
  clientIpContext,
  createLoadContext,
  cspNonceSetterContext,
  getServices,
  type PageRenderer,
  pageRendererContext,
  wholeDocumentContext,
} from "~/server/context.server";
import {
  fillPageTemplate,
  makePageTemplate,
  packedPageBody,
  packPageTemplate,
  type SharedPage,
  sameTemplate,
} from "~/server/shared-renderings/page-template";
import { TOAST_COOKIE_NAME } from "~/server/toast.server";
import { readLayoutUser, showLayoutUser } from "./layout-user.server";

// A member page whose content is the same for every member who may see it (a page of listings)
// is rendered once, for a stand-in, with placeholder words where the header and footer show the
// member's own name, email address and location; each member is then sent that rendering filled
// in with their own values (decision 0062). The route says so, with its gate and anything else
// that makes its page differ between members.

type MiddlewareArgs = Parameters<MiddlewareFunction<Response>>[0];

export interface SharingRule {
  /** The route's own gate, for the member asking: it throws (a redirect) to refuse them. */
  gate(args: MiddlewareArgs): Promise<unknown>;
  /**
   * What else makes the page differ between members who pass the gate, as a word for the key;
   * null when this member's page is theirs alone (then it is rendered as any other page).
   */
  variant?(args: MiddlewareArgs, user: CurrentUser): Promise<string | null>;
}

/** The member's own values in a shared page, each filled in where its placeholder stood. */
const FIELDS = ["username", "email", "location"] as const;
type Field = (typeof FIELDS)[number];
type Words = Record<Field, string>;

function placeholderWords(): Words {
  const words = {} as Words;
  for (const field of FIELDS) words[field] = `glutslot${randomBytes(12).toString("hex")}`;
  return words;
}

const TOAST_COOKIE = new RegExp(`(?:^|;\\s*)${TOAST_COOKIE_NAME}=`);

/** The same consent cookie the member sent, so the stand-in's page asks (or not) as theirs does. */
function consentCookieOf(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    if (part.trim().startsWith(`${COOKIE_CONSENT_KEY}=`)) return part.trim();
  }
  return null;
}

interface Asker {
  services: ReturnType<typeof getServices>;
  request: Request;
  user: CurrentUser;
  layout: LayoutUser;
  clientIp: string;
  render: PageRenderer;
  /** The page's script nonce, the same in both renderings, sent with it to every member. */
  nonce: string;
}

/**
 * The page rendered through the whole app for a stand-in: a made-up account id, the member's
 * kind of account (which the key holds), placeholders for their own words, and a request that
 * carries nothing of theirs but the address and their cookie choice.
 */
async function renderForStandIn(asker: Asker, words: Words) {
  const { user, layout } = asker;
  const standIn: CurrentUser = {
    ...user,
    id: randomUUID(),
    sessionId: randomUUID(),
    email: words.email,
    createdAt: new Date(0),
    profile: {
      ...user.profile,
      username: words.username,
      forumUsername: null,
      location: layout.location === null ? null : words.location,
      organizationName: null,
    },
  };
  const context = createLoadContext(asker.services, {
    cspNonce: asker.nonce,
    clientIp: asker.clientIp,
    renderPage: asker.render,
  });
  context.set(standInUserContext, standIn);
  context.set(wholeDocumentContext, true);
  showLayoutUser(context, {
    username: words.username,
    email: words.email,
    location: standIn.profile.location,
    unreadMessages: layout.unreadMessages,
  });
  const headers = new Headers({ accept: "text/html" });
  const consent = consentCookieOf(asker.request);
  if (consent) headers.set("cookie", consent);
  const response = await asker.render(new Request(asker.request.url, { headers }), context);
  return { response, html: await response.text() };
}

type Rendering = Awaited<ReturnType<typeof renderForStandIn>>;

/** Why a rendering cannot be shared whatever it holds, or null when it may be. */
function unsharable(rendering: Rendering): string | null {
  const { response } = rendering;
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html")) {
    return `answered ${response.status} ${type}`;
  }
  if (response.headers.has("set-cookie")) return "sets a cookie";
  return null;
}

const headersOf = (rendering: Rendering): [string, string][] => [...rendering.response.headers];

/**
 * Renders the page twice, with two sets of placeholders, and keeps it only if the second is the
 * first with its placeholders swapped: so a page that shows a member's value changed (a first
 * letter, a count of characters) or that differs by itself between renderings is never shared.
 * Made again past its time (`previous`), it is rendered once first: when that cuts into the very
 * texts of the page it replaces (which passed this check), but for the new nonce, it is kept
 * without the second rendering.
 */
async function makeSharedPage(
  asker: Asker,
  previous?: SharedPage,
): Promise<SharedPage | undefined> {
  const first = placeholderWords();
  const firstRendering = renderForStandIn(asker, first);
  if (previous?.kind === "page") {
    const again = await firstRendering;
    const template = makePageTemplate(again.html, first);
    if (
      again.response.status < 500 &&
      !unsharable(again) &&
      JSON.stringify(headersOf(again)) === JSON.stringify(previous.headers) &&
      sameTemplate(template, previous.template, { nonce: asker.nonce, was: previous.nonce })
    ) {
      asker.services.logger.debug(
        { url: asker.request.url },
        "member page unchanged: rendered once",
      );
      return { ...previous, nonce: asker.nonce, template: packPageTemplate(template) };
    }
  }
  const second = placeholderWords();
  const [a, b] = await Promise.all([firstRendering, renderForStandIn(asker, second)]);
  // A failure (the database away) is not remembered: the next request tries again.
  if (a.response.status >= 500 || b.response.status >= 500) return undefined;
  const reason = unsharable(a);
  if (reason) return { kind: "not-shared", reason };
  const template = makePageTemplate(a.html, first);
  if (fillPageTemplate(template, second) !== b.html) {
    return { kind: "not-shared", reason: "a member's own value shows other than as given" };
  }
  return {
    kind: "page",
    nonce: asker.nonce,
    template: packPageTemplate(template),
    status: 200,
    headers: headersOf(a),
  };
}

/** What the key holds of the member: all that a shared page may show of them besides their words. */
function memberShape(user: CurrentUser, layout: LayoutUser, consent: ConsentShown | null) {
  return [
    layout.unreadMessages,
    layout.location === null,
    consent,
    user.emailVerified,
    user.profile.isOrganization,
    user.profile.organizationType,
    [...user.roles].sort(),
  ];
}

/** Whether Accept-Encoding takes gzip: named, or else by `*`, and not with q=0. */
export function acceptsGzip(header: string | null): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = weights.get("gzip") ?? weights.get("*") ?? 0;
  return weight > 0;
}

/** A route's middleware that shares its page between the members `rule` lets see it alike. */
export function shareBetweenMembers(rule: SharingRule): MiddlewareFunction<Response> {
  return async (args, next) => {
    const { request, context } = args;
    const services = getServices(context);
    const render = context.get(pageRendererContext);
    const sendWithCspNonce = context.get(cspNonceSetterContext);
    const user = getCurrentUser(context);
    if (
      !services.sharedPages.enabled ||
      !render ||
      !sendWithCspNonce ||
      !user ||
      // The stand-in's own rendering, client navigations' data, a one-time message: not here.
      context.get(standInUserContext) ||
      request.method !== "GET" ||
      new URL(request.url).pathname.endsWith(".data") ||
      TOAST_COOKIE.test(request.headers.get("cookie") ?? "")
    ) {
      return next();
    }
    await rule.gate(args);
    const variant = rule.variant ? await rule.variant(args, user) : "";
    if (variant === null) return next();
    const [layout, consent] = await Promise.all([
      readLayoutUser(context),
      readCookieConsent(services.env, request),
    ]);
    if (!layout) return next();
    const key = JSON.stringify([
      args.url.pathname + args.url.search,
      variant,
      memberShape(user, layout, consentShown(consent)),
    ]);
    // A page asked for once (between two writes, say) is rendered for its member as any page
    // is; from the second time, it is worth rendering twice to share.
    if (!services.sharedPages.askedBefore(key)) return next();
    const shared = await services.sharedPages.get(key, async (previous) => {
      // Drawn only when the page is made: most requests are filled from a page already kept.
      const asker: Asker = {
        services,
        request,
        user,
        layout,
        clientIp: context.get(clientIpContext),
        render,
        nonce: randomBytes(16).toString("base64"),
      };
      const made = await makeSharedPage(asker, previous);
      if (made?.kind === "not-shared") {
        services.logger.info(
          { path: args.url.pathname, reason: made.reason },
          "member page not shared",
        );
      }
      return made;
    });
    if (shared?.kind !== "page") return next();
    const values = {
      username: layout.username ?? "",
      email: layout.email,
      location: layout.location ?? "",
    };
    // The page's inline scripts carry the nonce it was rendered with: the policy says that one.
    sendWithCspNonce(shared.nonce);
    const headers = new Headers(shared.headers);
    // Says, for tests and for whoever reads the logs, that this page was filled in.
    headers.set("X-Cache", "SHARED");
    headers.append("Vary", "Accept-Encoding");
    // Sent compressed as kept (the compression middleware leaves an encoded body alone).
    const gzip = acceptsGzip(request.headers.get("accept-encoding"));
    if (gzip) headers.set("Content-Encoding", "gzip");
    const body = packedPageBody(shared.template, values, gzip ? "gzip" : "identity");
    // Buffer.concat's bytes live in a plain ArrayBuffer, never a shared one.
    return new Response(body as Uint8Array<ArrayBuffer>, {
      status: shared.status,
      headers,
    });
  };
}
