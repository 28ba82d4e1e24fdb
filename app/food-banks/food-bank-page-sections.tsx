import { ExternalLink, LifeBuoy, Phone } from "lucide-react";
import { FOOD_BANK_DATA_SOURCE } from "./data-credit";
import type { SupportContact } from "./emergency-support";

/** The data-source credit of part 2 §2, with the link Give Food asks for. */
export function FoodBankDataCredit() {
  return (
    <p className="border-t border-line pt-6 text-sm text-ink-muted">
      Food bank information comes from{" "}
      <a href={FOOD_BANK_DATA_SOURCE.url} rel="noopener noreferrer external">
        {FOOD_BANK_DATA_SOURCE.name}
      </a>
      , {FOOD_BANK_DATA_SOURCE.description}. Opening times and needs change often: check with a food
      bank before you visit or donate.
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
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-sun bg-sun-soft p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-1 size-7 shrink-0 text-sun-ink" />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl">
            Need help right now?
          </h2>
          <p className="text-ink">
            If anyone is in immediate danger, call <a href="tel:999">999</a>. For help with food,
            money or a referral to a food bank, these services are free:
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
                  Call free on{" "}
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
