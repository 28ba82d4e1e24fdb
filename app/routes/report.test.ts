import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reports } from "~/admin/admin.table";
import { reportMessages } from "~/admin/report-english";
import { createListing } from "~/listings/listing-writes.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { listingInput } from "../../tests/factories/test-listings";
import { admitTestMember, createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { action, loader } from "./report";

const getDatabase = setupTestDatabase();

function post(body: Record<string, string>) {
  return new Request("http://localhost/report", {
    method: "POST",
    body: new URLSearchParams(body),
  });
}

async function setUp() {
  const db = getDatabase().db;
  const { services } = createRouteServices(getDatabase());
  const test = createTestServices(getDatabase());
  const owner = await createTestMember(test);
  const { id } = await createListing(db, await admitTestMember(test, owner), listingInput());
  const reportsOf = () => db.select().from(reports).where(eq(reports.targetId, id));
  return { services, test, owner, listingId: id, reportsOf };
}

describe("/report", () => {
  it("without JavaScript: files the report and goes back with a toast; bad input keeps the note", async () => {
    const { services, test, listingId, reportsOf } = await setUp();
    const reporter = await createTestMember(test);
    const page = (await loader(
      routeArgs(
        services,
        reporter,
        new Request(
          `http://localhost/report?kind=listing&id=${listingId}&returnTo=/listings/${listingId}`,
        ),
      ) as never,
    )) as { title: string; target: { returnTo: string } };
    expect(page).toMatchObject({
      title: "Report this listing",
      target: { returnTo: `/listings/${listingId}` },
    });

    const fields = { kind: "listing", targetId: listingId, returnTo: `/listings/${listingId}` };
    const bad = await action(
      routeArgs(services, reporter, post({ ...fields, note: "It is a scam" })) as never,
    );
    expect(isDataResult(bad) && bad.init?.status).toBe(400);
    expect(JSON.stringify(isDataResult(bad) && bad.data)).toContain("It is a scam");
    expect(await reportsOf()).toEqual([]);

    const sent = (await action(
      routeArgs(
        services,
        reporter,
        post({ ...fields, reason: "scam", note: "It is a scam" }),
      ) as never,
    )) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/listings/${listingId}`);
    expect(await reportsOf()).toMatchObject([{ reporterId: reporter.id, reason: "scam" }]);

    const again = await action(
      routeArgs(services, reporter, post({ ...fields, reason: "spam", via: "dialog" })) as never,
    );
    expect(isDataResult(again) && again.init?.status).toBe(409);
    expect(JSON.stringify(isDataResult(again) && again.data)).toContain(reportMessages.already);
  });

  it("from the dialog answers with data; a forged return address stays on the site", async () => {
    const { services, test, owner, listingId } = await setUp();
    const reporter = await createTestMember(test);
    const fromDialog = await action(
      routeArgs(
        services,
        reporter,
        post({
          kind: "member",
          targetId: owner.id,
          reason: "inappropriate",
          via: "dialog",
          returnTo: "/",
        }),
      ) as never,
    );
    expect(isDataResult(fromDialog) && fromDialog.data).toMatchObject({ sent: true });
    const other = await createTestMember(test);
    const forged = (await action(
      routeArgs(
        services,
        other,
        post({ kind: "listing", targetId: listingId, reason: "spam", returnTo: "//evil.example" }),
      ) as never,
    )) as Response;
    expect(forged.headers.get("Location")).toBe("/");
  });

  it("refuses visitors and non-members; nothing is stored", async () => {
    const { services, test, listingId, reportsOf } = await setUp();
    const fields = { kind: "listing", targetId: listingId, reason: "spam" };
    const visitor = (await settle(() =>
      action(routeArgs(services, null, post(fields)) as never),
    )) as Response;
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const outsider = await createTestMember(test, { member: false });
    const refused = (await settle(() =>
      action(routeArgs(services, outsider, post(fields)) as never),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/dashboard");
    expect(await reportsOf()).toEqual([]);
  });
});
