import { count, eq } from "drizzle-orm";
import { organizationVerifications, profiles } from "~/accounts/accounts.table";
import { subscribers } from "~/membership/membership.table";
import type { Db } from "~/server/db/database.server";

/** The six numbers at the top of the admin dashboard (part 2 §3, dashboard stats). */
export interface DashboardStats {
  totalVerifications: number;
  pending: number;
  approved: number;
  rejected: number;
  totalUsers: number;
  organizations: number;
}

export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [byStatus, [users], [organisations]] = await Promise.all([
    db
      .select({ status: organizationVerifications.verificationStatus, total: count() })
      .from(organizationVerifications)
      .groupBy(organizationVerifications.verificationStatus),
    db.select({ total: count() }).from(profiles),
    db.select({ total: count() }).from(subscribers).where(eq(subscribers.isOrganization, true)),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
  return {
    totalVerifications: byStatus.reduce((sum, row) => sum + row.total, 0),
    pending: of("pending"),
    approved: of("approved"),
    rejected: of("rejected"),
    totalUsers: users?.total ?? 0,
    organizations: organisations?.total ?? 0,
  };
}
