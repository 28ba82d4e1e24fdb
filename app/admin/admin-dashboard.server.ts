import type { Db } from "~/server/db/database.server";
import { dashboardStats } from "./admin-stats.server";
import { type AdminTab, parseAdminTab } from "./admin-tabs";
import { foodBankSyncView } from "./food-bank-sync.server";
import { auditActions, listStaffAudit } from "./staff-audit.server";
import { listRoleHolders } from "./staff-management.server";
import { listVerifications, recentReviews } from "./verifications.server";
import { weeklyActivity } from "./weekly-activity.server";

const page = (value: string | null) => Number.parseInt(value ?? "1", 10) || 1;

async function tabData(db: Db, tab: AdminTab, search: URLSearchParams) {
  switch (tab) {
    case "verifications":
      return { tab, verifications: await listVerifications(db, page(search.get("page"))) };
    case "users":
      return { tab, roles: await listRoleHolders(db) };
    case "activity": {
      const action = search.get("action") || null;
      const [reviews, audit, actions] = await Promise.all([
        recentReviews(db),
        listStaffAudit(db, { action, page: page(search.get("page")) }),
        auditActions(db),
      ]);
      return { tab, reviews, audit, actions, action };
    }
    case "sync":
      return { tab, sync: await foodBankSyncView(db) };
  }
}

/** Everything the admin dashboard shows: the stats, and the open tab's contents. */
export async function loadAdminDashboard(db: Db, search: URLSearchParams) {
  const tab = parseAdminTab(search.get("tab"));
  const [stats, weeks, content] = await Promise.all([
    dashboardStats(db),
    weeklyActivity(db),
    tabData(db, tab, search),
  ]);
  return { stats, weeks, content };
}

export type AdminDashboardData = Awaited<ReturnType<typeof loadAdminDashboard>>;
