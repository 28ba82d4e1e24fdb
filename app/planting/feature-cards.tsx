import { CalendarDays, Handshake, type LucideIcon, NotebookPen, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NativeDialog } from "~/components/native-dialog";
import { type CompanionRow, companionPlantingSummary } from "~/data/planting-companions";
import type { Translate } from "~/i18n/messages";
import { type CalendarTab, calendarHref } from "./calendar-query";
import { CompanionTables, type CompanionWords } from "./companion-planting";

const cardClass =
  "flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-card border border-line bg-card p-5 text-left text-ink no-underline shadow-sm shadow-soil/10 transition-colors hover:border-leaf hover:bg-leaf-soft hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep";

/** The cards' words are the catalogue's `cards.{tab}.title` and `.text`. */
const tabCards: { tab: CalendarTab; Icon: LucideIcon }[] = [
  { tab: "garden", Icon: NotebookPen },
  { tab: "monthly", Icon: CalendarDays },
  { tab: "seasonal", Icon: Sun },
];

/** The companion tables' words, from the page's catalogue. */
function companionWords(t: Translate): CompanionWords {
  const data = "companionData";
  return {
    summary: companionPlantingSummary.map((_, index) => t(`${data}.summary.${index + 1}`)),
    good: t("companions.good"),
    bad: t("companions.bad"),
    plant: t("companions.plant"),
    growsWith: t("companions.growsWith"),
    keepAway: t("companions.keepAway"),
    ukNames: t("companions.ukNames"),
    sources: t("companions.sources"),
    source: t("companions.source"),
    sourceLabel: (plant, other, short) => t("companions.sourceLabel", { plant, other, short }),
    evidence: {
      supported: t(`${data}.evidence.supported`),
      traditional: t(`${data}.evidence.traditional`),
      contested: t(`${data}.evidence.contested`),
    },
    name: (english) => t(`${data}.names.${english}`),
    note: (table, plant, pair) =>
      pair.note === undefined ? undefined : t(`${data}.notes.${table}.${plant}.${pair.name}`),
  };
}

/** The native dialog for the companion tables (planting-calendar.island.ts). */
const COMPANIONS_DIALOG = "companions-dialog";

/** Three cards switch to their tab; Companion Planting opens the dialog (a section without JavaScript). */
export function FeatureCards() {
  const { t } = useTranslation("planting");
  const companionContent = (
    <>
      <Handshake aria-hidden="true" className="size-7 text-leaf" />
      <span className="text-lg font-bold text-soil">{t("cards.companionTitle")}</span>
      <span>{t("cards.companionText")}</span>
    </>
  );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-print-hide>
      {tabCards.map(({ tab, Icon }) => (
        <li key={tab}>
          <Link to={`${calendarHref(tab)}#calendar-views`} preventScrollReset className={cardClass}>
            <Icon aria-hidden="true" className="size-7 text-leaf" />
            <span className="text-lg font-bold text-soil">{t(`cards.${tab}.title`)}</span>
            <span>{t(`cards.${tab}.text`)}</span>
          </Link>
        </li>
      ))}
      <li>
        <a href="#companion-planting" className={cardClass} data-replaced-by={COMPANIONS_DIALOG}>
          {companionContent}
        </a>
        {/* The page's script shows this and opens the tables in a native dialog. */}
        <button
          type="button"
          hidden
          aria-haspopup="dialog"
          data-opens-dialog={COMPANIONS_DIALOG}
          className={cardClass}
        >
          {companionContent}
        </button>
      </li>
    </ul>
  );
}

/** Without JavaScript the companion tables stand on the page, where the card's link leads. */
export function CompanionSection({
  good,
  bad,
}: {
  good: readonly CompanionRow[];
  bad: readonly CompanionRow[];
}) {
  const { t } = useTranslation("planting");
  return (
    <>
      <section
        id="companion-planting"
        aria-labelledby="companion-planting-title"
        data-print-hide
        data-replaced-by={COMPANIONS_DIALOG}
        className="flex flex-col gap-4 rounded-card border border-line bg-card p-5"
      >
        <h2 id="companion-planting-title" className="text-2xl">
          {t("companions.heading")}
        </h2>
        <p>{t("companions.text")}</p>
        <div data-dialog-content={COMPANIONS_DIALOG} className="flex flex-col gap-4">
          <CompanionTables good={good} bad={bad} words={companionWords(t)} />
        </div>
      </section>
      <NativeDialog
        id={COMPANIONS_DIALOG}
        title={t("cards.companionTitle")}
        description={t("cards.companionDescription")}
        closeLabel={t("common:dialog.close")}
        wide
      />
    </>
  );
}
