import { Building2, CircleCheck, CircleX, ClipboardList, Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { DashboardStats } from "./admin-stats.server";

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-card border border-line bg-card p-4 shadow-sm">
      <div>
        <p className="text-sm font-semibold text-ink-muted">{label}</p>
        <p className="text-3xl font-bold text-soil">{value.toLocaleString("en-GB")}</p>
      </div>
      <span aria-hidden="true" className="text-leaf-deep [&_svg]:size-8">
        {icon}
      </span>
    </li>
  );
}

/** The six cards at the top of the dashboard. */
export function StatsGrid({ stats }: { stats: DashboardStats }) {
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <StatCard
        label="Total Verifications"
        value={stats.totalVerifications}
        icon={<ClipboardList />}
      />
      <StatCard label="Pending" value={stats.pending} icon={<Clock />} />
      <StatCard label="Approved" value={stats.approved} icon={<CircleCheck />} />
      <StatCard label="Rejected" value={stats.rejected} icon={<CircleX />} />
      <StatCard label="Total Users" value={stats.totalUsers} icon={<Users />} />
      <StatCard label="Organizations" value={stats.organizations} icon={<Building2 />} />
    </ul>
  );
}
