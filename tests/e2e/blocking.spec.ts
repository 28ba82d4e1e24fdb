import { expect, test } from "@playwright/test";
import { becomeMember } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { openDisclosure, otherMember, personInNewContext } from "./forum-people";
import { listProduce, uniqueWord } from "./listings";

// Blocking a member without JavaScript (decision 0074): from a conversation, then undone in
// account settings. The other side is refused in words that do not say they were blocked.

test("without JavaScript a member blocks from a conversation and unblocks in account settings", async ({
  browser,
  baseURL,
}) => {
  // Two members with payments, a listing and a conversation, on a shared two-core machine.
  test.setTimeout(120_000);
  const lister = await otherMember(browser, baseURL ?? "", "Lister Lark", { confirmEmail: true });
  const listingId = await listProduce(lister, { name: `Chard ${uniqueWord()}` });

  const context = await personInNewContext(browser, baseURL ?? "", { javaScriptEnabled: false });
  const asker = await context.newPage();
  await becomeMember(asker, context.request, { confirmEmail: true, username: "Asker Ash" });
  const contact = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Is the chard still going?" },
    maxRedirects: 0,
  });
  const conversation = contact.headers().location ?? "";
  expect(conversation).toMatch(/^\/messages\/[0-9a-f-]{36}$/);

  await asker.goto(conversation);
  // The confirmation page Block links to before JavaScript, measured against its ceiling.
  const listerId = await asker.locator("input[name='memberId']").first().inputValue();
  await expectFirstLoadWithinBudget(
    browser,
    baseURL ?? "",
    "blocking a member",
    `/block?member=${listerId}&returnTo=%2F`,
    context,
  );
  await openDisclosure(asker.locator("summary", { hasText: "Block Lister Lark" }));
  await asker.getByRole("button", { name: "Block Lister Lark" }).click();
  await expect(asker).toHaveURL(new RegExp(`${conversation}$`));
  await expect(asker.getByText("You have blocked Lister Lark")).toBeVisible();
  await expect(asker.getByRole("textbox", { name: /^Reply to/ })).toHaveCount(0);

  // The lister's page is as before; sending is refused in neutral words.
  await lister.goto(conversation);
  await lister.getByRole("textbox", { name: "Reply to Asker Ash" }).fill("Yes, come by.");
  await lister.getByRole("button", { name: "Send reply" }).click();
  await expect(lister.getByText("You can't message this member.").first()).toBeVisible();

  await asker.goto("/account");
  const blocked = asker.getByRole("list", { name: "Blocked members" });
  await expect(blocked).toContainText("Lister Lark");
  await blocked.getByRole("button", { name: "Unblock Lister Lark" }).click();
  await expect(asker.getByText("You have not blocked anyone.")).toBeVisible();
  await context.close();
});
