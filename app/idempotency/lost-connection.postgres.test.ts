import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { forumReplies } from "~/forum/forum.table";
import { listCategories } from "~/forum/forum-categories.server";
import { createTopic } from "~/forum/forum-topics.server";
import { listings } from "~/listings/listings.table";
import { action as postAction } from "~/routes/forum/post";
import { action as createListingAction } from "~/routes/listings/create-listing";
import { type DatabaseHandle, openDatabase } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import { type CuttingProxy, startCuttingProxy } from "../../tests/factories/cutting-proxy";
import {
  createRouteServices,
  type DataResult,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { createTestMember } from "../../tests/factories/test-members";
import { setupTestDatabase } from "../../tests/test-database";
import { FORM_KEY_FIELD } from "./form-key";

// Decision 0078, against a real PostgreSQL server: between the app's pool and the server sits a
// TCP proxy that loses the database at a COMMIT, as a crash or a cut network does (the only thing
// faked is what sits across the network). A lost connection is PostgreSQL's alone: the embedded
// database has no network to lose, so this file (*.postgres.test.ts) is collected only when
// TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts), as in CI's PostgreSQL pass.

const getDatabase = setupTestDatabase();

describe("a create when the database goes at its commit", () => {
  let proxy: CuttingProxy;
  let proxied: DatabaseHandle;
  let direct: AppServices;
  let throughProxy: AppServices;
  let author: CurrentUser;
  let replier: CurrentUser;
  let postId: string;

  beforeAll(async () => {
    const database = getDatabase();
    if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
    proxy = await startCuttingProxy(new URL(database.connectionString));
    proxied = await openDatabase({ kind: "postgres", connectionString: proxy.url, max: 2 });
    direct = createRouteServices(database).services;
    throughProxy = createRouteServices(proxied).services;
    author = await createTestMember(direct as never);
    replier = await createTestMember(direct as never);
    const categoryId = (await listCategories(direct.db))[0]?.id ?? "";
    postId = (
      await createTopic(direct.db, author, { categoryId, title: "Blight", content: "Help" })
    ).id;
  });

  afterAll(async () => {
    await proxied?.close();
    await proxy?.close();
  });

  const reply = (key: string) => {
    const request = new Request(`http://localhost:3000/forum/post/${postId}`, {
      method: "POST",
      body: new URLSearchParams({
        intent: "reply",
        content: "Copper spray",
        [FORM_KEY_FIELD]: key,
      }),
    });
    return settle(async () =>
      postAction(routeArgs(throughProxy, replier, request, { id: postId }) as never),
    );
  };

  async function replies() {
    const [row] = await direct.db
      .select({ n: count() })
      .from(forumReplies)
      .where(eq(forumReplies.postId, postId));
    return row?.n ?? 0;
  }

  it("gone just after the commit: the answer is still 'Reply posted', to the reply's lasting link", async () => {
    const before = await replies();
    proxy.arm("after-commit");
    const outcome = await reply(randomUUID());
    proxy.restore();
    expect(proxy.cut).toBe(true);
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/forum\/reply\/[0-9a-f-]{36}$/);
    expect(response.headers.get("Set-Cookie")).toContain("glut_toast=");
    expect(await replies()).toBe(before + 1);
  });

  it("the commit's answer lost: 503 that says where to check, and the resend lands on the saved reply", async () => {
    const before = await replies();
    const key = randomUUID();
    proxy.arm("answer-to-commit");
    const outcome = (await reply(key)) as DataResult<{ message?: string; unknownOutcome?: string }>;
    proxy.restore();
    expect(proxy.cut).toBe(true);
    expect(outcome.init?.status).toBe(503);
    expect(new Headers(outcome.init?.headers).get("Retry-After")).toBe("5");
    const words =
      "We could not confirm whether your reply was saved. Check the topic before sending it again.";
    expect(outcome.data.message).toBe(words);
    expect(outcome.data.unknownOutcome).toBe(words);
    // It was committed: the server had it before the connection went.
    expect(await replies()).toBe(before + 1);

    const resent = await reply(key);
    expect(resent).toBeInstanceOf(Response);
    expect((resent as Response).headers.get("Location")).toMatch(
      new RegExp(`^/forum/post/${postId}(\\?page=\\d+)?#reply-[0-9a-f-]{36}$`),
    );
    expect(await replies()).toBe(before + 1);
  });

  it("a new listing whose commit's answer is lost: 503 that says to check My Listings, and the resend lands on it", async () => {
    const key = randomUUID();
    const name = `Chard ${key.slice(0, 8)}`;
    const send = () => {
      const body = new FormData();
      for (const [field, value] of Object.entries({
        name,
        type: "Free",
        category: "Vegetables",
        location: "Leeds",
        [FORM_KEY_FIELD]: key,
      })) {
        body.set(field, value);
      }
      const request = new Request("http://localhost:3000/create-listing", {
        method: "POST",
        body,
      });
      return settle(async () =>
        createListingAction(routeArgs(throughProxy, replier, request) as never),
      );
    };
    const listed = async () => {
      const [row] = await direct.db
        .select({ n: count() })
        .from(listings)
        .where(eq(listings.name, name));
      return row?.n ?? 0;
    };
    proxy.arm("answer-to-commit");
    const outcome = (await send()) as DataResult<{ unknownOutcome?: string }>;
    proxy.restore();
    expect(proxy.cut).toBe(true);
    expect(outcome.init?.status).toBe(503);
    expect(outcome.data.unknownOutcome).toBe(
      "We could not confirm whether your listing was saved. Check My Listings before sending it again.",
    );
    expect(await listed()).toBe(1);

    const resent = await send();
    expect(resent).toBeInstanceOf(Response);
    expect((resent as Response).headers.get("Location")).toMatch(/^\/listings\/[0-9a-f-]{36}$/);
    expect(await listed()).toBe(1);
  });
});
