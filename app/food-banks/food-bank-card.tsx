import { BadgeCheck, ExternalLink, Landmark, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { previewItems } from "./item-preview";

export interface FoodBankCardData {
  id: string;
  organisationName: string;
  organisationAltName: string | null;
  isVerified: boolean;
  address: string | null;
  postcode: string | null;
  phoneNumber: string | null;
  email: string | null;
  url: string | null;
  network: string | null;
  neededItems: string[];
  excessItems: string[];
  parliamentaryConstituency: string | null;
  mp: string | null;
}

/**
 * A `tel:` address for the first number in a phone cell ("0113 496 0000 (option 2)" dials
 * 01134960000), or undefined when there is no number to dial.
 */
export function telHref(phone: string): string | undefined {
  const number = /\+?\d[\d\s().-]{4,}\d/.exec(phone)?.[0];
  // "+44 (0)113…": the bracketed 0 is not dialled from abroad.
  return number ? `tel:${number.replace(/\(0\)/g, "").replace(/[^\d+]/g, "")}` : undefined;
}

/** The address's lines on one line, with the postcode. */
export function addressLine(address: string | null, postcode: string | null): string | null {
  const parts = (address ?? "")
    .split(/[\r\n]+/)
    .map((line) => line.trim().replace(/,$/, ""))
    .filter(Boolean);
  if (postcode && !parts.some((line) => line.toUpperCase().includes(postcode))) {
    parts.push(postcode);
  }
  return parts.length > 0 ? parts.join(", ") : null;
}

/**
 * The food-bank card of part 2 §2. `href` links its name to the food bank's own page; on that
 * page the card sits under the page's h1, so its title is an h2 (`level`).
 */
export function FoodBankCard({
  foodBank,
  href,
  level = 3,
}: {
  foodBank: FoodBankCardData;
  href?: string;
  level?: 2 | 3;
}) {
  const { t } = useTranslation("foodBanks");
  const titleId = `food-bank-${foodBank.id}`;
  const Title = level === 2 ? "h2" : "h3";
  const place = addressLine(foodBank.address, foodBank.postcode);
  const tel = foodBank.phoneNumber ? telHref(foodBank.phoneNumber) : undefined;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-card p-5 shadow-sm shadow-soil/10"
    >
      <div className="flex flex-col gap-2">
        <Title id={titleId} className="text-xl leading-tight">
          {href ? <Link to={href}>{foodBank.organisationName}</Link> : foodBank.organisationName}
        </Title>
        {foodBank.isVerified || foodBank.network ? (
          <div className="flex flex-wrap gap-2">
            {foodBank.isVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                {t("card.verified")}
              </Badge>
            ) : null}
            {foodBank.network ? <Badge variant="info">{foodBank.network}</Badge> : null}
          </div>
        ) : null}
        {foodBank.organisationAltName ? (
          <p className="text-ink-muted">
            {t("card.alsoKnownAs", { name: foodBank.organisationAltName })}
          </p>
        ) : null}
      </div>

      {place || foodBank.phoneNumber || foodBank.email ? (
        <address className="flex flex-col gap-2 not-italic">
          {place ? (
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-leaf" />
              <span>
                <span className="sr-only">{t("card.address")}</span>
                {place}
              </span>
            </p>
          ) : null}
          {foodBank.phoneNumber ? (
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-leaf" />
              <span>
                <span className="sr-only">{t("card.phone")}</span>
                {tel ? <a href={tel}>{foodBank.phoneNumber}</a> : foodBank.phoneNumber}
              </span>
            </p>
          ) : null}
          {foodBank.email ? (
            <p className="flex min-w-0 gap-2">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-leaf" />
              <span className="min-w-0 break-words">
                <span className="sr-only">{t("card.email")}</span>
                <a href={`mailto:${foodBank.email}`}>{foodBank.email}</a>
              </span>
            </p>
          ) : null}
        </address>
      ) : null}

      <ItemPreview
        title={t("card.needed")}
        itemsLabel={t("card.neededItems")}
        items={foodBank.neededItems}
        tone="needed"
        level={level}
      />
      <ItemPreview
        title={t("card.stocked")}
        itemsLabel={t("card.stockedItems")}
        items={foodBank.excessItems}
        tone="stocked"
        level={level}
      />

      {foodBank.parliamentaryConstituency ? (
        <p className="flex gap-2 text-sm text-ink-muted">
          <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t("card.constituency", { constituency: foodBank.parliamentaryConstituency })}
            {foodBank.mp ? ` (${foodBank.mp})` : ""}
          </span>
        </p>
      ) : null}

      {foodBank.url ? (
        <p className="mt-auto">
          <a
            href={foodBank.url}
            rel="noopener noreferrer external"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
          >
            {t("card.visitWebsite")}
            <span className="sr-only">
              {t("card.websiteOf", { name: foodBank.organisationName })}
            </span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      ) : null}
    </article>
  );
}

const itemTone = {
  needed: "bg-sun-soft text-sun-ink",
  stocked: "bg-leaf-soft text-leaf-deep",
} as const;

/** The first three items, then '+N more' which opens to show the rest (it works without script). */
function ItemPreview({
  title,
  itemsLabel,
  items,
  tone,
  level,
}: {
  title: string;
  /** After '+N more', for screen readers: " currently needed items". */
  itemsLabel: string;
  items: readonly string[];
  tone: keyof typeof itemTone;
  level: 2 | 3;
}) {
  const { t } = useTranslation("foodBanks");
  if (items.length === 0) return null;
  const Heading = level === 2 ? "h3" : "h4";
  const { shown, hidden } = previewItems(items);
  const chip = `rounded-full px-2.5 py-0.5 text-sm font-semibold ${itemTone[tone]}`;
  return (
    <div className="flex flex-col gap-2">
      <Heading className="text-base text-soil">{title}</Heading>
      <ul className="flex flex-wrap gap-1.5">
        {shown.map((item) => (
          <li key={item} className={chip}>
            {item}
          </li>
        ))}
      </ul>
      {hidden.length > 0 ? (
        <details className="group">
          <summary className="flex min-h-8 w-fit cursor-pointer items-center text-sm font-semibold text-leaf underline underline-offset-4 hover:text-leaf-deep">
            {t("card.more", { number: hidden.length })}
            <span className="sr-only">{itemsLabel}</span>
          </summary>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {hidden.map((item) => (
              <li key={item} className={chip}>
                {item}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** A card-shaped placeholder while a city's food banks load. */
export function FoodBankCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-card p-5">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-6 w-16" />
        <Skeleton className="h-6 w-24" />
      </div>
    </div>
  );
}
