import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/server/db/database.server";
import { isDatabaseUnavailable } from "~/server/db/database-outage.server";
import type { AppServices } from "~/server/services.server";
import { createRouteServices, routeArgs } from "../../../tests/factories/route-args";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader } from "./detail";

// Issue 33: with the database unreachable a listing's page answered 500 "Failed to load listing"
// where every other page answers the site's 503 with Retry-After. The loader now lets the outage
// through to entry.server, which answers 503 (database-outage.server.test.ts).

const getDatabase = setupTestDatabase();
let unreachable: DatabaseHandle;
beforeAll(async () => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  unreachable = await openDatabase({
    kind: "postgres",
    connectionString: "postgres://postgres@127.0.0.1:1/glut",
    max: 1,
  });
});
afterAll(async () => {
  await unreachable.close();
});

describe("a listing's page while the database is away", () => {
  it("lets the outage through for the site's 503, not a 500 of its own", async () => {
    // The app's services as usual, with the one difference: the database does not answer.
    const { services: usual } = createRouteServices(getDatabase());
    const services = { ...usual, db: unreachable.db } as AppServices;
    const id = randomUUID();
    const request = new Request(`http://localhost/listings/${id}`);
    const thrown = await loader({
      ...routeArgs(services, null, request, { id }),
      url: new URL(request.url),
    } as never).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(thrown)).toBe(true);
  });
});
