import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/languages";
import { Breadcrumbs } from "./breadcrumbs";
import { ukLongDate } from "./format-date";
import { Container } from "./ui/container";

export interface LegalSection {
  /** The anchor: /privacy#your-rights. */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A legal page (privacy, terms): breadcrumbs, title, the date it last changed, a contents list
 * linking to each numbered section, then the sections. Lines stay under about 70 characters.
 */
export function LegalDocument({
  title,
  path,
  appUrl,
  lng,
  updated,
  intro,
  sections,
}: {
  title: string;
  path: string;
  appUrl: string;
  /** The page's language, for the date it last changed. */
  lng: Language;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const { t } = useTranslation("legal");
  return (
    <Container className="flex flex-col gap-8 py-10">
      <Breadcrumbs
        crumbs={[{ label: t("home"), to: "/" }, { label: title }]}
        appUrl={appUrl}
        currentPath={path}
        label={t("trail")}
      />
      <article className="flex max-w-prose flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-4xl">{title}</h1>
          <p className="text-ink-muted">
            {t("lastUpdated")}{" "}
            <time dateTime={updated}>{ukLongDate(new Date(`${updated}T12:00:00Z`), lng)}</time>
          </p>
          <div className="flex flex-col gap-3 text-lg">{intro}</div>
        </header>
        <nav aria-label={t("contents")} className="rounded-card border border-line bg-card p-5">
          <p className="mb-2 font-bold text-soil">{t("contents")}</p>
          <ol className="flex list-decimal flex-col gap-1 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="flex scroll-mt-24 flex-col gap-3"
          >
            <h2 id={`${section.id}-title`} className="text-2xl">
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </article>
    </Container>
  );
}

/** A bulleted list in a legal section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-6">{children}</ul>;
}
