// The dashboard's four tabs. Each is a link (?tab=...), so the page works without JavaScript
// and a tab can be bookmarked. Their names are the `admin` catalogue's `tabs.<tab>`.

export const adminTabs = ["verifications", "users", "sync", "activity"] as const;
export type AdminTab = (typeof adminTabs)[number];

export function parseAdminTab(value: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(value ?? "")
    ? (value as AdminTab)
    : "verifications";
}

export function adminTabHref(pathname: string, tab: AdminTab, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ tab, ...extra });
  return `${pathname}?${params.toString()}`;
}
