import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STAFF_ACCESS_DENIED } from "~/admin/admin-access.server";
import { COMPLAINT_REFERENCE_PATTERN, complaintMessages } from "~/complaints/complaint-schema";
import { complaints } from "~/complaints/complaints.table";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { createTestStaff } from "../../../tests/factories/test-staff";
import { setupTestDatabase } from "../../../tests/test-database";
import { action as staffAction, loader as staffLoader } from "../admin/complaints";
import { action, loader } from "./complaints";

const getDatabase = setupTestDatabase();

function post(path: string, body: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
  });
}

const complaint = {
  kind: "content",
  name: "Pat",
  email: "pat@example.org",
  message: "A listing offers knives.",
};

describe("/complaints and /admin/complaints", () => {
  it("a visitor complains without JavaScript: bad input keeps what was typed; sent, the page shows the reference", async () => {
    const { services } = createRouteServices(getDatabase());
    const bad = await action(
      routeArgs(services, null, post("/complaints", { ...complaint, email: "" })) as never,
    );
    expect(isDataResult(bad) && bad.init?.status).toBe(400);
    expect(JSON.stringify(isDataResult(bad) && bad.data)).toContain("A listing offers knives.");

    const sent = (await action(
      routeArgs(services, null, post("/complaints", complaint)) as never,
    )) as Response;
    expect(sent.status).toBe(302);
    const location = new URL(sent.headers.get("Location") ?? "", "http://localhost");
    const reference = location.searchParams.get("reference") ?? "";
    expect(reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    const page = loader(
      routeArgs(
        services,
        null,
        new Request(`http://localhost/complaints${location.search}`),
      ) as never,
    );
    expect(page.sentReference).toBe(reference);
    expect(complaintMessages.sent(reference)).toContain("within 5 working days");
    // Anything else in the address is not echoed back.
    const forged = loader(
      routeArgs(
        services,
        null,
        new Request("http://localhost/complaints?reference=<b>hi</b>"),
      ) as never,
    );
    expect(forged.sentReference).toBeNull();
  });

  it("non-staff cannot read or answer complaints: 403 (a visitor to sign in), and nothing changes", async () => {
    const { services } = createRouteServices(getDatabase());
    const test = createTestServices(getDatabase());
    await action(routeArgs(services, null, post("/complaints", complaint)) as never);
    const [row] = await test.db
      .select()
      .from(complaints)
      .where(eq(complaints.email, complaint.email));
    if (!row) throw new Error("not stored");
    const member = await createTestMember(test);

    const read = await settle(() =>
      staffLoader(
        routeArgs(services, member, new Request("http://localhost/admin/complaints")) as never,
      ),
    );
    expect(isDataResult(read) && read.init?.status).toBe(403);
    expect(isDataResult(read) && read.data).toEqual({ message: STAFF_ACCESS_DENIED });
    const answer = { complaintId: row.id, response: "Forged answer" };
    const forged = await settle(() =>
      staffAction(routeArgs(services, member, post("/admin/complaints", answer)) as never),
    );
    expect(isDataResult(forged) && forged.init?.status).toBe(403);
    const visitor = (await settle(() =>
      staffAction(routeArgs(services, null, post("/admin/complaints", answer)) as never),
    )) as Response;
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const [after] = await test.db.select().from(complaints).where(eq(complaints.id, row.id));
    expect(after).toMatchObject({ status: "open", response: null });

    const moderator = await createTestStaff(test, "moderator");
    const done = (await staffAction(
      routeArgs(
        services,
        moderator,
        post("/admin/complaints", { ...answer, response: "Done." }),
      ) as never,
    )) as Response;
    expect(done.status).toBe(302);
    const resolved = (await staffLoader(
      routeArgs(
        services,
        moderator,
        new Request("http://localhost/admin/complaints?status=resolved"),
      ) as never,
    )) as { complaints: { id: string; response: string | null }[] };
    expect(resolved.complaints.find((c) => c.id === row.id)?.response).toBe("Done.");
  });
});
