import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { UnblockForm } from "./block-form";

/** Account settings' "Blocked members": whom the member blocked, each with Unblock. */
export function BlockedMembersCard({
  blocked,
}: {
  blocked: ReadonlyArray<{ blockId: string; name: string; since: string }>;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("blocked.title")}</CardTitle>
        <CardDescription>{t("blocked.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocked.length === 0 ? (
          <p className="text-ink-muted">{t("blocked.none")}</p>
        ) : (
          <ul aria-label={t("blocked.title")} className="flex flex-col divide-y divide-line">
            {blocked.map((block) => (
              <li
                key={block.blockId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <span className="flex flex-col">
                  <span className="font-semibold break-words">{block.name}</span>
                  <span className="text-sm text-ink-muted">
                    {t("blocked.since", { date: block.since })}
                  </span>
                </span>
                <UnblockForm blockId={block.blockId} memberName={block.name} returnTo="/account" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
