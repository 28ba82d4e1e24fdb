import { describe, expect, it } from "vitest";
import { listings } from "~/listings/listings.table";
import { CONTACT_VIA_LISTING } from "~/messaging/message-schema";
import { forumRouteKit } from "../../../tests/factories/forum-routes";
import { loadThroughMiddleware } from "../../../tests/factories/route-args";
import { action as contactAction } from "./contact";
import { loader as detailLoader, middleware as detailMiddleware } from "./detail";

// The listing page's own Contact dialog (a static page, decision 0099) posts as a plain form:
// the answer takes the member back to the listing, where the sent notice stands at the top.

const kit = forumRouteKit();
/** A listing's page through its middleware, which makes the viewer (decision 0120). */
const listingLoader = (args: never) =>
  loadThroughMiddleware(detailMiddleware as never, args, detailLoader as never);

async function listingOf(ownerId: string) {
  const [listing] = await kit.services.db
    .insert(listings)
    .values({
      userId: ownerId,
      name: "Gooseberries",
      type: "Free",
      category: "Fruits",
      location: "York",
      description: "A bowlful",
    })
    .returning({ id: listings.id });
  if (!listing) throw new Error("no listing");
  return listing.id;
}

describe("the listing page's Contact dialog", () => {
  it("goes back to the listing once sent, and a plain post still lands on the conversation", async () => {
    const id = await listingOf(kit.member.id);
    const fromDialog = await kit.post(
      contactAction,
      kit.other,
      `/listings/${id}/contact`,
      { message: "May I have some?", via: CONTACT_VIA_LISTING },
      { id },
    );
    expect(kit.statusOf(fromDialog)).toBe(302);
    expect((fromDialog as Response).headers.get("Location")).toBe(`/listings/${id}`);
    const fromPage = await kit.post(
      contactAction,
      kit.other,
      `/listings/${id}/contact`,
      { message: "And some more?" },
      { id },
    );
    expect((fromPage as Response).headers.get("Location")).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
  });

  it("carries the schemas' checks to the page for a member who is not the owner", async () => {
    const id = await listingOf(kit.member.id);
    const seen = (await kit.get(listingLoader, kit.other, `/listings/${id}`, { id })) as {
      checks: { message: { fields: Record<string, unknown> }; report: unknown } | null;
    };
    expect(seen.checks?.message.fields.message).toMatchObject({
      required: "Please enter a message before sending.",
      maxLength: [1000, "Your message must be at most 1000 characters."],
    });
    const owner = (await kit.get(listingLoader, kit.member, `/listings/${id}`, { id })) as {
      checks: unknown;
    };
    expect(owner.checks).toBeNull();
  });
});
