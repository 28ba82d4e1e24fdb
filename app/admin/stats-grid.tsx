import { Building2, CircleCheck, CircleX, ClipboardList, Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import type { DashboardStats } from "./admin-stats.server";

function StatCard({
  label,
  value,
  icon,
  lng,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  lng: Language;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-card border border-line bg-card p-4 shadow-sm">
      <div>
        <p className="text-sm font-semibold text-ink-muted">{label}</p>
        <p className="text-3xl font-bold text-soil">{value.toLocaleString(FORMAT_LOCALE[lng])}</p>
      </div>
      <span aria-hidden="true" className="text-leaf-deep [&_svg]:size-8">
        {icon}
      </span>
    </li>
  );
}

/** The six cards at the top of the dashboard. */
export function StatsGrid({ stats, lng }: { stats: DashboardStats; lng: Language }) {
  const { t } = useTranslation("admin");
  const cards = [
    ["totalVerifications", stats.totalVerifications, <ClipboardList key="icon" />],
    ["pending", stats.pending, <Clock key="icon" />],
    ["approved", stats.approved, <CircleCheck key="icon" />],
    ["rejected", stats.rejected, <CircleX key="icon" />],
    ["totalUsers", stats.totalUsers, <Users key="icon" />],
    ["organizations", stats.organizations, <Building2 key="icon" />],
  ] as const;
  return (
    <ul
      aria-label={t("stats.label")}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {cards.map(([key, value, icon]) => (
        <StatCard key={key} label={t(`stats.${key}`)} value={value} icon={icon} lng={lng} />
      ))}
    </ul>
  );
}
