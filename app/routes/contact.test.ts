import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { currentUserContext } from "~/accounts/current-user.server";
import { contactRequests } from "~/contact/contact.table";
import { CONTACT_MESSAGE_MAX_LENGTH, contactFormMessages } from "~/contact/contact-schema";
import { clientIpContext, servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { action, loader } from "./contact";

// The /contact route called as the server calls it: with and without JavaScript's marker,
// with bad input, past the limit, and signed in.

const getDatabase = setupTestDatabase();
let test: ReturnType<typeof createTestServices>;
let services: AppServices;
let addressCounter = 0;

beforeAll(() => {
  test = createTestServices(getDatabase());
  services = test as unknown as AppServices;
});

function contextFor(address: string, user: Awaited<ReturnType<typeof createTestMember>> | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, address);
  context.set(currentUserContext, user);
  return context;
}

/** What `data(value, init)` returns. */
type DataResult = {
  type: "DataWithResponseInit";
  data: { result: { status?: string; error?: Record<string, string[]> }; notice: unknown };
  init: ResponseInit | null;
};

async function submit(
  fields: Record<string, string>,
  address = `192.0.2.${++addressCounter}`,
  user: Awaited<ReturnType<typeof createTestMember>> | null = null,
) {
  const request = new Request("http://localhost:3000/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const args = {
    request,
    context: contextFor(address, user),
    params: {},
    url: new URL(request.url),
    pattern: "/contact",
  };
  return action(args as unknown as Parameters<typeof action>[0]);
}

const filled = { name: "Annie", email: "annie@example.org", message: "Hello from the plot" };
const storedMessages = (message: string) =>
  test.db.select().from(contactRequests).where(eq(contactRequests.message, message));

describe("the /contact action", () => {
  it("without JavaScript, stores and emails the message, then redirects with the success toast", async () => {
    const response = await submit({ ...filled, message: "no script here" });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/contact");
    const cookie = redirect.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const { toast } = await services.toasts.read(
      new Request("http://localhost:3000/contact", { headers: { Cookie: cookie } }),
      new RouterContextProvider(),
    );
    expect(toast).toEqual({
      type: "success",
      title: contactFormMessages.sentTitle,
      description: contactFormMessages.sent,
    });
    const [stored] = await storedMessages("no script here");
    expect(stored?.senderUserId).toBeNull();
    const email = (await test.mail.delivered()).at(-1);
    expect(email?.to).toBe(test.env.CONTACT_EMAIL);
    expect(email?.replyTo).toBe("annie@example.org");
    expect(email?.text).toContain("no script here");
  });

  it("answers a post made by the page's script as any other, so a reload cannot send it twice", async () => {
    // The page is static (no React): its script checks the form and lets the browser post it.
    const response = await submit({ ...filled, message: "scripted", via: "script" });
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/contact");
    expect(await storedMessages("scripted")).toHaveLength(1);
  });

  it("refuses blank fields with the specification's toast, keeping what was typed, storing nothing", async () => {
    const before = (await test.mail.delivered()).length;
    const answer = (await submit({
      name: "  ",
      email: "annie@example.org",
      message: "kept",
    })) as DataResult;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.notice).toEqual({
      type: "error",
      title: "All fields required",
      description: "Please fill in all fields before sending.",
    });
    expect(answer.data.result.error?.name).toEqual([contactFormMessages.nameRequired]);
    expect(answer.data.result).toMatchObject({ initialValue: { message: "kept" } });
    expect(await storedMessages("kept")).toEqual([]);
    expect(await test.mail.delivered()).toHaveLength(before);
  });

  it("after 5 messages from one address in an hour, refuses with a clear message", async () => {
    const address = "192.0.2.250";
    for (let n = 0; n < 5; n++) {
      const ok = await submit({ ...filled, message: `limit ${n}` }, address);
      expect((ok as Response).status).toBe(302);
    }
    const refused = (await submit({ ...filled, message: "one too many" }, address)) as DataResult;
    expect(refused.init?.status).toBe(429);
    expect(refused.data.notice).toEqual({
      type: "error",
      title: "Failed to Send Message",
      description: contactFormMessages.rateLimited,
    });
    expect(await storedMessages("one too many")).toEqual([]);
  });
});

describe("the sender of a contact message", () => {
  it("is the signed-in account, never an account whose address was typed in", async () => {
    const member = await createTestMember(services as never);
    await submit(
      { ...filled, email: "elsewhere@example.org", message: "from a member" },
      undefined,
      member,
    );
    await submit({ ...filled, email: member.email, message: "from a stranger" });
    expect((await storedMessages("from a member"))[0]?.senderUserId).toBe(member.id);
    expect((await storedMessages("from a stranger"))[0]?.senderUserId).toBeNull();
  });
});

describe("the /contact loader", () => {
  it("prefills a signed-in member's name and email, and nothing for a visitor", async () => {
    const member = await createTestMember(services as never, { username: "Runner Bean" });
    const call = (user: typeof member | null) =>
      loader({
        context: contextFor("192.0.2.1", user),
        request: new Request("http://localhost:3000/contact"),
        params: {},
      } as unknown as Parameters<typeof loader>[0]);
    expect(call(member).defaults).toEqual({ name: "Runner Bean", email: member.email });
    expect(call(null).defaults).toEqual({});
    expect(call(null).contactEmail).toBe("hello@glut.localhost");
  });

  it("gives the page's script the schema's own checks, in the schema's words", () => {
    const { checks } = loader({
      context: contextFor("192.0.2.1", null),
      request: new Request("http://localhost:3000/contact"),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(checks.fields.name?.required).toBe(contactFormMessages.nameRequired);
    expect(checks.fields.email?.format).toBe(contactFormMessages.emailInvalid);
    expect(checks.fields.message?.maxLength).toEqual([
      CONTACT_MESSAGE_MAX_LENGTH,
      contactFormMessages.messageTooLong,
    ]);
  });
});
