import { BellRing, MapPin, Pencil, ShoppingBasket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeletePanel, NativeDeleteDialog } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { Translate } from "~/i18n/messages";
import { calendarHref } from "./calendar-query";
import type { PlantingCardData } from "./garden-view";
import type { HarvestBadge, HarvestBadgeLook } from "./harvest-badge";
import { PLANTING_INTENTS } from "./planting-schema";

const ACTION = "/planting-calendar?tab=garden";

/** The specification's three styles for days to go (prominent, secondary, outline). */
const badgeLook: Record<
  HarvestBadgeLook,
  { variant: "neutral" | "danger" | "success" | "warning" | "info" | "outline"; className?: string }
> = {
  none: { variant: "neutral" },
  overdue: { variant: "danger" },
  today: { variant: "success" },
  prominent: { variant: "success", className: "bg-leaf text-white" },
  secondary: { variant: "info" },
  outline: { variant: "outline" },
};

/** The badge's words: 'No date set', 'Overdue', 'Ready today!' or the days to go. */
function badgeLabel(badge: HarvestBadge, t: Translate): string {
  if (badge.look === "none" || badge.days === null) return t("card.noDate");
  if (badge.look === "overdue") return t("card.overdue");
  if (badge.look === "today") return t("card.today");
  return t("card.days", { count: badge.days });
}

export function PlantingCard({ planting }: { planting: PlantingCardData }) {
  const { t } = useTranslation("planting");
  const look = badgeLook[planting.badge.look];
  return (
    <article
      aria-labelledby={`planting-card-${planting.id}`}
      data-badge={planting.badge.look}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-card p-5 shadow-sm shadow-soil/10"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`planting-card-${planting.id}`} className="text-xl break-words">
            {planting.plantName}
          </h3>
          {planting.variety ? <p className="text-ink-muted">{planting.variety}</p> : null}
        </div>
        <Badge variant={look.variant} className={cn(look.className)}>
          <span className="sr-only">{t("card.harvestHidden")}</span>
          {badgeLabel(planting.badge, t)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{t("card.category")}</dt>
        <dd>{t(`categories.${planting.category}`)}</dd>
        <dt className="font-semibold">{t("card.planted")}</dt>
        <dd>{planting.planted}</dd>
        <dt className="font-semibold">{t("card.harvest")}</dt>
        <dd>{planting.expectedHarvest ?? t("card.noDate")}</dd>
        {planting.quantity ? (
          <>
            <dt className="font-semibold">{t("card.quantity")}</dt>
            <dd>{planting.quantity}</dd>
          </>
        ) : null}
      </dl>
      {planting.location ? (
        <p className="inline-flex items-center gap-1.5 text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {planting.location}
        </p>
      ) : null}
      {planting.notes ? <p className="whitespace-pre-line break-words">{planting.notes}</p> : null}
      {planting.remindAtHarvest ? (
        <p className="inline-flex items-center gap-1.5 text-ink-muted">
          <BellRing aria-hidden="true" className="size-4 shrink-0" />
          {t("card.reminderOn")}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild size="sm">
          <Link to={planting.surplusPath}>
            <ShoppingBasket aria-hidden="true" /> {t("card.surplus")}
            <span className="sr-only">
              {t("card.surplusHidden", { plant: planting.plantName })}
            </span>
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`${calendarHref("garden", { edit: planting.id })}#planting-form`}>
            <Pencil aria-hidden="true" /> {t("card.edit")}
            <span className="sr-only">{t("card.editHidden", { plant: planting.plantName })}</span>
          </Link>
        </Button>
        <DeleteControl planting={planting} />
      </div>
    </article>
  );
}

/** A link to the confirmation panel, which the page's script opens in a native dialog instead. */
function DeleteControl({ planting }: { planting: PlantingCardData }) {
  const { t } = useTranslation("planting");
  return (
    <NativeDeleteDialog
      id={`delete-planting-${planting.id}`}
      name={planting.plantName}
      href={`${calendarHref("garden", { delete: planting.id })}#confirm-delete`}
      title={t("card.deleteTitle")}
      description={t("card.deleteDescription", { plant: planting.plantName })}
      action={ACTION}
      fields={{ intent: PLANTING_INTENTS.delete, plantingId: planting.id }}
      closeLabel={t("common:dialog.close")}
    />
  );
}

/** Without JavaScript: the confirmation as part of the page. */
export function ConfirmDeletePlanting({
  planting,
}: {
  planting: { id: string; plantName: string };
}) {
  const { t } = useTranslation("planting");
  return (
    <ConfirmDeletePanel
      name={planting.plantName}
      description={t("card.deletePanel")}
      action={ACTION}
      fields={{ intent: PLANTING_INTENTS.delete, plantingId: planting.id }}
      cancelTo={`${calendarHref("garden")}#calendar-views`}
      headingLevel={3}
    />
  );
}
