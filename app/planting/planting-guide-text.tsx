import { useTranslation } from "react-i18next";

/**
 * The SEO text block (UK planting guide, why use a planner, key features, seasonal tips). It
 * claims only what Glut does: five regions' average frost dates, no forecasts or rotation plans.
 */
export function PlantingGuideText() {
  const { t } = useTranslation("planting");
  return (
    <section
      aria-labelledby="planting-guide"
      data-print-hide
      className="flex max-w-prose flex-col gap-4 text-lg"
    >
      <h2 id="planting-guide" className="text-2xl">
        {t("guide.heading")}
      </h2>
      <p>{t("guide.intro")}</p>
      <h3 className="text-xl">{t("guide.whyTitle")}</h3>
      <p>{t("guide.why")}</p>
      <h3 className="text-xl">{t("guide.doesTitle")}</h3>
      <ul className="flex list-disc flex-col gap-1.5 pl-6">
        <li>{t("guide.does1")}</li>
        <li>{t("guide.does2")}</li>
        <li>{t("guide.does3")}</li>
        <li>{t("guide.does4")}</li>
        <li>{t("guide.does5")}</li>
      </ul>
      <h3 className="text-xl">{t("guide.tipsTitle")}</h3>
      <p>{t("guide.tips")}</p>
    </section>
  );
}
