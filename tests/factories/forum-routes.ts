import { like } from "drizzle-orm";
import { beforeAll } from "vitest";
import { userRoles } from "~/accounts/accounts.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import { listCategories } from "~/forum/forum-categories.server";
import { createTopic } from "~/forum/forum-topics.server";
import { rateLimits } from "~/server/rate-limit/rate-limits.table";
import type { AppServices } from "~/server/services.server";
import type { LocalFileStorage } from "~/server/storage/local-storage.server";
import { setupTestDatabase } from "../test-database";
import { createRouteServices, isDataResult, routeArgs, settle } from "./route-args";
import { createTestMember } from "./test-members";

// The forum's route tests' common ground: a database, a member, another member and a
// moderator (without a membership), and loaders and actions called as the server calls them.

export function forumRouteKit() {
  const getDatabase = setupTestDatabase();
  const kit = {
    services: undefined as unknown as AppServices,
    storage: undefined as unknown as LocalFileStorage,
    categoryId: "",
    member: undefined as unknown as CurrentUser,
    other: undefined as unknown as CurrentUser,
    moderator: undefined as unknown as CurrentUser,
    url: (path: string) => `http://localhost:3000${path}`,
    newMember(options: { verified?: boolean; member?: boolean } = {}) {
      return createTestMember(kit.services as never, options);
    },
    get(loader: (args: never) => unknown, user: CurrentUser | null, path: string, params = {}) {
      const request = new Request(kit.url(path));
      return settle(async () => loader(routeArgs(kit.services, user, request, params) as never));
    },
    post(
      action: (args: never) => unknown,
      user: CurrentUser | null,
      path: string,
      fields: Record<string, string>,
      params = {},
    ) {
      const request = new Request(kit.url(path), {
        method: "POST",
        body: new URLSearchParams(fields),
      });
      return settle(async () => action(routeArgs(kit.services, user, request, params) as never));
    },
    statusOf(outcome: unknown) {
      if (outcome instanceof Response) return outcome.status;
      if (isDataResult(outcome)) return outcome.init?.status ?? 200;
      return undefined;
    },
    async topicOf(author: CurrentUser) {
      // These tests start many topics as one member: the hourly limit is tested in the services.
      await kit.services.db.delete(rateLimits).where(like(rateLimits.key, "glut:forum-topic:%"));
      const input = { categoryId: kit.categoryId, title: "Clubroot", content: "Help" };
      return (await createTopic(kit.services.db, author, input)).id;
    },
  };
  beforeAll(async () => {
    const created = createRouteServices(getDatabase());
    kit.services = created.services;
    kit.storage = created.storage;
    kit.categoryId = (await listCategories(kit.services.db))[0]?.id ?? "";
    kit.member = await kit.newMember();
    kit.other = await kit.newMember();
    const moderator = await kit.newMember({ member: false });
    await kit.services.db.insert(userRoles).values({ userId: moderator.id, role: "moderator" });
    kit.moderator = { ...moderator, roles: ["moderator"] };
  });
  return kit;
}
