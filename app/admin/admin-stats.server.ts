import { countAccounts } from "~/accounts/account-directory.server";
import { countVerificationsByStatus } from "~/accounts/organisation-verifications.server";
import { countOrganisationSubscribers } from "~/membership/organisation-entitlement.server";
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
  const [byStatus, users, organisations] = await Promise.all([
    countVerificationsByStatus(db),
    countAccounts(db),
    countOrganisationSubscribers(db),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
  return {
    totalVerifications: byStatus.reduce((sum, row) => sum + row.total, 0),
    pending: of("pending"),
    approved: of("approved"),
    rejected: of("rejected"),
    totalUsers: users,
    organizations: organisations,
  };
}
