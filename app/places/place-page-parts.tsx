import { ArrowRight, type LucideIcon, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, type MetaDescriptor, useLocation } from "react-router";
import { SeedlingIllustration } from "~/components/illustrations/seedling";
import { NotFoundPage, notFoundMeta } from "~/components/not-found-page";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { shellMessage } from "~/i18n/meta-messages";

// Pieces the city and free-food pages share.

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** An unknown place is the not-found page; anything else says so and offers a retry. */
export function PlacePageError({ error }: { error: unknown }) {
  const location = useLocation();
  const { t } = useTranslation("places");
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{t("error.title")}</h1>
      <p className="max-w-prose text-ink-muted">{t("error.text")}</p>
      <Button asChild>
        <a href={`${location.pathname}${location.search}`}>
          <RotateCcw aria-hidden="true" /> {t("error.tryAgain")}
        </a>
      </Button>
    </Container>
  );
}

/** The title of a place page that could not be shown. */
export function placePageErrorMeta(
  error: unknown,
  matches: Parameters<typeof notFoundMeta>[0],
): MetaDescriptor[] {
  if (isNotFound(error)) return notFoundMeta(matches);
  // The shell's words, in the page's language, from the root's data (a meta has no hooks).
  const title = shellMessage(matches, "errors.somethingWrong") ?? "Something went wrong";
  return [{ title: `${title} | Glut` }, { name: "robots", content: "noindex" }];
}

/** The listings could not be read: the specification's words and a way to try again. */
export function ListingsLoadError({ message }: { message: string }) {
  const location = useLocation();
  const { t } = useTranslation("places");
  return (
    <Alert variant="error">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        <p>{t("error.listingsText")}</p>
        <div className="mt-3">
          <Button asChild>
            {/* A full reload: it works without JavaScript and asks the server afresh. */}
            <a href={`${location.pathname}${location.search}`}>
              <RotateCcw aria-hidden="true" /> {t("error.tryAgain")}
            </a>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** The £1 membership call to action, in the price the site is configured with. */
export function MembershipCallToAction({
  price,
  title,
  text,
}: {
  /** Already formatted: '£1.00'. */
  price: string;
  title: string;
  text: string;
}) {
  const { t } = useTranslation("places");
  return (
    <CallToActionBand
      titleId="membership-cta-title"
      title={title}
      text={text}
      art={<SeedlingIllustration className="w-24" />}
      compact
    >
      <ActionRow>
        <Button asChild size="lg" variant="secondary">
          <Link to="/signup">{t("membership.join", { price })}</Link>
        </Button>
        <Button asChild size="lg" variant="inverse">
          <Link to="/how-it-works">{t("membership.howItWorks")}</Link>
        </Button>
      </ActionRow>
    </CallToActionBand>
  );
}

export interface RelatedLink {
  to: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

/** A titled list of links onward, each with a line saying where it leads. */
export function RelatedLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly RelatedLink[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full min-h-16 items-start gap-3 rounded-card border border-line bg-card p-4 text-ink no-underline shadow-sm hover:border-leaf hover:text-ink"
            >
              <link.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
              <span>
                <span className="flex items-center gap-1 font-bold text-soil group-hover:underline">
                  {link.label} <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="block text-sm text-ink-muted">{link.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
