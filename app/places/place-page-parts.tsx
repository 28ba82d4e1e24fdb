import { ArrowRight, type LucideIcon, RotateCcw } from "lucide-react";
import { isRouteErrorResponse, Link, type MetaDescriptor, useLocation } from "react-router";
import { SeedlingIllustration } from "~/components/illustrations/seedling";
import { NotFoundPage, notFoundMeta } from "~/components/not-found-page";
import { ActionRow } from "~/components/page-sections/action-row";
import { CallToActionBand } from "~/components/page-sections/call-to-action-band";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

// Pieces the city and free-food pages share.

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** An unknown place is the not-found page; anything else says so and offers a retry. */
export function PlacePageError({ error }: { error: unknown }) {
  const location = useLocation();
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="max-w-prose text-ink-muted">
        This page could not be shown just now. Please try again in a moment.
      </p>
      <Button asChild>
        <a href={`${location.pathname}${location.search}`}>
          <RotateCcw aria-hidden="true" /> Try Again
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
  return [{ title: "Something went wrong | Glut" }, { name: "robots", content: "noindex" }];
}

/** The listings could not be read: the specification's words and a way to try again. */
export function ListingsLoadError({ message }: { message: string }) {
  const location = useLocation();
  return (
    <Alert variant="error">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        <p>The rest of this page still works. If it keeps happening, try again in a few minutes.</p>
        <div className="mt-3">
          <Button asChild>
            {/* A full reload: it works without JavaScript and asks the server afresh. */}
            <a href={`${location.pathname}${location.search}`}>
              <RotateCcw aria-hidden="true" /> Try Again
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
          <Link to="/signup">Join for {price} a year</Link>
        </Button>
        <Button asChild size="lg" variant="inverse">
          <Link to="/how-it-works">How it works</Link>
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
