import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { accountSteps } from "~/composition/app-parts.server";
import { listCategories } from "~/forum/forum-categories.server";
import { loadForumIndex } from "~/forum/forum-pages.server";
import { createReply } from "~/forum/forum-replies.server";
import { replySchema, topicSchema } from "~/forum/forum-schema";
import { createTopic, listCategoryTopics } from "~/forum/forum-topics.server";
import { loadTopicPage } from "~/forum/topic-page.server";
import { createListing } from "~/listings/listing-writes.server";
import type { Member } from "~/membership/member-gate.server";
import { messageSchema } from "~/messaging/message-schema";
import { contactLister, replyToConversation } from "~/messaging/message-sending.server";
import { MessagingError } from "~/messaging/messaging-errors";
import { sendSavedSearchAlerts } from "~/saved-searches/saved-search-alerts.server";
import { savedSearches } from "~/saved-searches/saved-searches.table";
import type { Db } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  loadThroughMiddleware,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { listingInput } from "../../tests/factories/test-listings";
import { admitTestMember, createTestMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { action as blockAction } from "../routes/blocking/block";
import { loader as browseLoader, middleware as browseMiddleware } from "../routes/listings/browse";
import {
  loader as listingLoader,
  middleware as listingMiddleware,
} from "../routes/listings/detail";
import { loader as conversationLoader } from "../routes/messages/conversation";
import { blockingErrors, CANNOT_MESSAGE } from "./block-errors";
import { memberBlocks } from "./blocking.table";
import {
  blockMember,
  eitherHasBlocked,
  listBlockedMembers,
  membersHiddenFrom,
  unblockMember,
} from "./blocks.server";

// Blocking a member (issue 32 item 14, decision 0074): the service's rules, the /block route's
// refusals of forged posts, and what each side sees afterwards: messaging refused both ways,
// the blocked member's listings and forum posts hidden from the blocker only, nothing changed
// for the blocked member.

const getDatabase = setupTestDatabase();
let services: AppServices;
let test: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
  test = services as unknown as ReturnType<typeof createTestServices>;
  db = services.db;
});

const member = async (username?: string): Promise<Member> =>
  admitTestMember(test, await createTestMember(test, { username }));
const text = (message: string) => messageSchema.parse({ message });
let tags = 0;
/** A word only one test's listings and topics carry. */
function tag() {
  tags += 1;
  return `zq${Date.now().toString(36)}blk${tags}`;
}

async function refusal(work: Promise<unknown>): Promise<Error> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

async function blockRows(blockerId: string, blockedId: string) {
  return db
    .select()
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}

async function block(blocker: CurrentUser, blocked: CurrentUser) {
  await blockMember(db, blocker, { blockerId: blocker.id, blockedId: blocked.id });
}

function post(who: CurrentUser, fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/block", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return settle(() => blockAction(routeArgs(services, who, request) as never));
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

describe("blocking and unblocking", () => {
  it("blocks once however often asked, lists the block, and lifts it", async () => {
    const blocker = await member("Blocking Bea");
    const blocked = await member("Noisy Ned");
    await block(blocker, blocked);
    await block(blocker, blocked);
    expect(await blockRows(blocker.id, blocked.id)).toHaveLength(1);
    const [listed] = await listBlockedMembers(db, blocker.id);
    expect(listed).toMatchObject({ memberId: blocked.id, name: "Noisy Ned" });
    // Listed for the one who blocked, never for the one blocked.
    expect(await listBlockedMembers(db, blocked.id)).toEqual([]);
    await unblockMember(db, blocker, listed?.blockId ?? "");
    expect(await blockRows(blocker.id, blocked.id)).toEqual([]);
  });

  it("refuses blocking yourself or no one, and lets a member block staff", async () => {
    const me = await member();
    expect(await refusal(block(me, me))).toMatchObject({
      status: 400,
      message: blockingErrors.self,
    });
    const nobody = await refusal(
      blockMember(db, me, { blockerId: me.id, blockedId: "no-such-account\u0000" }),
    );
    expect(nobody).toMatchObject({ status: 404 });
    const moderator = await createTestStaff(test, "moderator");
    await block(me, moderator);
    expect(await blockRows(me.id, moderator.id)).toHaveLength(1);
  });

  it("answers a forged block or unblock from another account with 403 and changes nothing", async () => {
    const owner = await member();
    const target = await member();
    const intruder = await member();
    // A block for another account: the form names the owner, the session is the intruder's.
    const forgedBlock = await post(intruder, {
      intent: "block",
      blockerId: owner.id,
      memberId: target.id,
      returnTo: "/listings",
    });
    expect(statusOf(forgedBlock)).toBe(403);
    expect(await blockRows(owner.id, target.id)).toEqual([]);
    expect(await blockRows(intruder.id, target.id)).toEqual([]);

    await block(owner, target);
    const [row] = await blockRows(owner.id, target.id);
    const forgedUnblock = await post(intruder, {
      intent: "unblock",
      blockId: row?.id ?? "",
      returnTo: "/account",
    });
    expect(statusOf(forgedUnblock)).toBe(403);
    expect(await blockRows(owner.id, target.id)).toHaveLength(1);
    // The owner's own unblock goes through and returns them whence they came.
    const own = await post(owner, {
      intent: "unblock",
      blockId: row?.id ?? "",
      returnTo: "/account",
    });
    expect(own).toBeInstanceOf(Response);
    expect((own as Response).headers.get("Location")).toBe("/account");
    expect(await blockRows(owner.id, target.id)).toEqual([]);
  });

  it("blocks through the route without JavaScript and tells the blocked member nothing", async () => {
    const blocker = await member();
    const blocked = await member();
    const mailBefore = (await test.mail.delivered()).length;
    const outcome = await post(blocker, {
      intent: "block",
      blockerId: blocker.id,
      memberId: blocked.id,
      returnTo: "https://evil.example/",
    });
    expect(outcome).toBeInstanceOf(Response);
    // Never back to another site, whatever the form says.
    expect((outcome as Response).headers.get("Location")).toBe("/");
    expect(await blockRows(blocker.id, blocked.id)).toHaveLength(1);
    expect((await test.mail.delivered()).length).toBe(mailBefore);
  });
});

describe("messaging between a member and one they blocked", () => {
  it("is refused both ways in the same words, and allowed again once unblocked", async () => {
    const lister = await member("Lister Lou");
    const asker = await member("Asker Al");
    const listing = await createListing(db, lister, listingInput({ name: "Rhubarb crowns" }));
    const sent = await contactLister(db, asker, listing.id, text("Still got rhubarb?"));

    await block(lister, asker);
    expect(await eitherHasBlocked(db, asker.id, lister.id)).toBe(true);
    // Made one at a time: started together, a refusal could arrive before anything awaits it.
    const attempts = [
      () => replyToConversation(db, asker, sent.conversationId, text("Hello?")),
      () => replyToConversation(db, lister, sent.conversationId, text("Hello?")),
      () => contactLister(db, asker, listing.id, text("Hello again?")),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt());
      expect(error).toBeInstanceOf(MessagingError);
      // The same words whichever side asks: nothing says "blocked".
      expect(error).toMatchObject({ status: 403, message: CANNOT_MESSAGE });
      expect(error.message).not.toMatch(/block/i);
    }
    // A new listing by the blocker cannot be contacted either (the other direction of the block).
    const later = await createListing(db, lister, listingInput({ name: "Leeks" }));
    expect(await refusal(contactLister(db, asker, later.id, text("Leeks?")))).toMatchObject({
      message: CANNOT_MESSAGE,
    });

    const [row] = await blockRows(lister.id, asker.id);
    await unblockMember(db, lister, row?.id ?? "");
    await expect(
      replyToConversation(db, asker, sent.conversationId, text("Back again")),
    ).resolves.toMatchObject({ conversationId: sent.conversationId });
  });

  it("shows the conversation as before to the blocked member, and Unblock to the blocker", async () => {
    const lister = await member();
    const asker = await member();
    const listing = await createListing(db, lister, listingInput());
    const sent = await contactLister(db, asker, listing.id, text("Are these free?"));
    // Each rendering draws a new key for the message box (decision 0078): left out of the compare.
    const page = async (who: CurrentUser) => {
      const { formKey, ...shown } = await conversationLoader(
        routeArgs(
          services,
          who,
          new Request(`http://localhost:3000/messages/${sent.conversationId}`),
          {
            id: sent.conversationId,
          },
        ) as never,
      );
      expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
      return shown;
    };
    const before = await page(lister);
    await block(asker, lister);
    expect((await page(asker)).blockId).not.toBeNull();
    // The member blocked gets the very same page as before the block.
    expect(await page(lister)).toEqual(before);
  });
});

describe("what the blocker sees of the member they blocked", () => {
  it("leaves the blocked member's listings out of /listings for the blocker only", async () => {
    const word = tag();
    const blocker = await member();
    const blocked = await member();
    const bystander = await member();
    await createListing(db, blocked, listingInput({ name: `Marrows ${word}` }));
    await createListing(db, bystander, listingInput({ name: `Onions ${word}` }));
    await block(blocker, blocked);
    const names = async (who: CurrentUser) => {
      const request = new Request(`http://localhost:3000/listings?search=${word}`);
      const page = (await loadThroughMiddleware(
        browseMiddleware,
        routeArgs(services, who, request),
        browseLoader as never,
      )) as { listings: { name: string }[] };
      return page.listings.map((listing) => listing.name).sort();
    };
    expect(await names(blocker)).toEqual([`Onions ${word}`]);
    // The blocked member and everyone else see what they saw before.
    expect(await names(blocked)).toEqual([`Marrows ${word}`, `Onions ${word}`]);
    expect(await names(bystander)).toEqual([`Marrows ${word}`, `Onions ${word}`]);
  });

  it("still opens a blocked member's listing by its link, with Unblock in place of Contact", async () => {
    const blocker = await member();
    const blocked = await member();
    const listing = await createListing(db, blocked, listingInput());
    await block(blocker, blocked);
    const page = async (who: CurrentUser, id: string) => {
      const loaded = (await loadThroughMiddleware(
        listingMiddleware as never,
        routeArgs(services, who, new Request(`http://localhost:3000/listings/${id}`), { id }),
        listingLoader as never,
      )) as Awaited<ReturnType<typeof listingLoader>>;
      if (!("view" in loaded) || loaded.view !== "member") throw new Error("not a member page");
      return loaded;
    };
    expect((await page(blocker, listing.id)).blockId).not.toBeNull();
    // The blocked member's view of the blocker's listing is as anyone's.
    const own = await createListing(db, blocker, listingInput());
    expect((await page(blocked, own.id)).blockId).toBeNull();
  });

  it("sends the blocker no saved-search alert for the blocked member's new listings", async () => {
    const word = tag();
    const blocker = await member();
    const blocked = await member();
    const bystander = await member();
    const alertFrom = new Date(Date.now() - 60_000);
    const searchFor = async (who: CurrentUser) => {
      const [saved] = await db
        .insert(savedSearches)
        .values({ userId: who.id, search: word, withinMiles: 10, frequency: "instant", alertFrom })
        .returning({ id: savedSearches.id });
      return saved?.id ?? "";
    };
    const blockersSearch = await searchFor(blocker);
    const blockedsSearch = await searchFor(blocked);
    await block(blocker, blocked);
    const marrows = await createListing(db, blocked, listingInput({ name: `Marrows ${word}` }));
    const onions = await createListing(db, bystander, listingInput({ name: `Onions ${word}` }));
    const { sent } = await sendSavedSearchAlerts(test, "instant", new Date());
    const alerted = (id: string) => sent.find((s) => s.savedSearchId === id)?.listingIds ?? [];
    expect(alerted(blockersSearch)).toEqual([onions.id]);
    // The blocked member's own alerts still include the blocker's listings as before.
    expect(alerted(blockedsSearch)).toEqual([onions.id]);
    expect(marrows.id).toBeTruthy();
  });

  it("hides the blocked member's topics and replies from the blocker, not from them", async () => {
    const [category] = await listCategories(db);
    const categoryId = category?.id ?? "";
    const word = tag();
    const blocker = await member();
    const blocked = await member("Loud Lenny");
    const bystander = await member();
    const theirs = await createTopic(
      db,
      blocked,
      topicSchema.parse({ categoryId, title: `Slugs ${word}`, content: "Beer traps work." }),
    );
    const neutral = await createTopic(
      db,
      bystander,
      topicSchema.parse({ categoryId, title: `Frost ${word}`, content: "Fleece tonight." }),
    );
    await createReply(
      db,
      blocked,
      neutral.id,
      replySchema.parse({ content: "Fleece is overrated" }),
    );
    await createReply(db, bystander, neutral.id, replySchema.parse({ content: "Thanks!" }));
    const mine = await createTopic(
      db,
      blocker,
      topicSchema.parse({ categoryId, title: `Seeds ${word}`, content: "Swap?" }),
    );
    await block(blocker, blocked);

    const latestTitles = async (who: CurrentUser) =>
      (await loadForumIndex(db, who, new URLSearchParams())).latest.map((topic) => topic.title);
    expect(await latestTitles(blocker)).not.toContain(`Slugs ${word}`);
    expect(await latestTitles(blocker)).toContain(`Frost ${word}`);
    expect(await latestTitles(blocked)).toContain(`Slugs ${word}`);

    const categoryTitles = async (who: CurrentUser) =>
      (await listCategoryTopics(db, categoryId, 1, await membersHiddenFrom(db, who.id))).topics.map(
        (topic) => topic.title,
      );
    expect(await categoryTitles(blocker)).not.toContain(`Slugs ${word}`);
    expect(await categoryTitles(bystander)).toContain(`Slugs ${word}`);

    const publicUrl = (key: string) => `/uploads/${key}`;
    const thread = async (who: CurrentUser) => {
      const page = await loadTopicPage(db, who, neutral.id, 1, publicUrl);
      return page?.replies.items.map((reply) => reply.authorName) ?? [];
    };
    expect(await thread(blocker)).not.toContain("Loud Lenny");
    expect(await thread(bystander)).toContain("Loud Lenny");

    const blockedTopic = await loadTopicPage(db, blocker, theirs.id, 1, publicUrl);
    expect(blockedTopic?.topic).toMatchObject({ authorBlocked: true, blocks: null, author: null });
    // The blocked member reads the blocker's topic exactly as a bystander does.
    const asBlocked = await loadTopicPage(db, blocked, mine.id, 1, publicUrl);
    const asBystander = await loadTopicPage(db, bystander, mine.id, 1, publicUrl);
    expect(asBlocked?.topic).toEqual(asBystander?.topic);
    expect(asBlocked?.topic.authorBlocked).toBe(false);
  });
});

describe("the account's data", () => {
  it("exports the blocks a member made, not those made of them; deletion removes both", async () => {
    const a = await member("Exporting Eve");
    const b = await member("Blocked Bob");
    const c = await member("Critical Cat");
    await block(a, b);
    await block(c, a);
    const exported = await exportAccountData(db, a.id, accountSteps.export);
    expect(exported?.blockedMembers).toEqual([
      expect.objectContaining({ memberId: b.id, name: "Blocked Bob" }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(c.id);

    await deleteAccount(
      { db, storage: services.storage, logger: pino({ level: "silent" }) },
      a.id,
      accountSteps.deletion,
    );
    expect(await blockRows(a.id, b.id)).toEqual([]);
    expect(await blockRows(c.id, a.id)).toEqual([]);
    expect(await listBlockedMembers(db, c.id)).toEqual([]);
  });
});
