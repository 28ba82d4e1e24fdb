import { ExternalLink, LifeBuoy, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FOOD_BANK_DATA_SOURCE } from "./data-credit";
import type { SupportContact } from "./emergency-support";

/** The data-source credit of part 2 §2, with the link Give Food asks for. */
export function FoodBankDataCredit() {
  const { t } = useTranslation("foodBanks");
  return (
    <p className="border-t border-line pt-6 text-sm text-ink-muted">
      {t("credit.before")}
      <a href={FOOD_BANK_DATA_SOURCE.url} rel="noopener noreferrer external">
        {FOOD_BANK_DATA_SOURCE.name}
      </a>
      {t("credit.after")}
    </p>
  );
}

/** Who to call or where to go in a crisis, for the city's nation. */
export function EmergencySupport({
  contacts,
  headingId,
}: {
  contacts: readonly SupportContact[];
  headingId: string;
}) {
  const { t } = useTranslation("foodBanks");
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-sun bg-sun-soft p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-1 size-7 shrink-0 text-sun-ink" />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl">
            {t("emergency.title")}
          </h2>
          <p className="text-ink">
            {t("emergency.dangerBefore")}
            <a href="tel:999">999</a>
            {t("emergency.dangerAfter")}
          </p>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {contacts.map((contact) => (
          <li key={contact.name} className="flex flex-col gap-1.5 rounded-xl bg-card p-4">
            <h3 className="text-lg">{contact.name}</h3>
            <p className="text-ink">{contact.description}</p>
            {contact.phone ? (
              <p className="flex items-center gap-2 font-semibold">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-leaf" />
                <span>
                  {t("emergency.callFree")}
                  <a href={`tel:${contact.phone.tel}`} className="whitespace-nowrap">
                    {contact.phone.display}
                  </a>
                </span>
              </p>
            ) : null}
            <p>
              <a
                href={contact.url}
                rel="noopener noreferrer external"
                className="inline-flex min-h-11 items-center gap-1.5"
              >
                {contact.linkText}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
