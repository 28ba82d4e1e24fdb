import { ChevronDown } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useContext,
} from "react";
import { cn } from "~/components/ui/cn";
import { closeOtherDetails } from "~/components/ui/details-group";

/**
 * An accordion built on native `<details>` elements that share one `name`, for content that must
 * read and work before JavaScript arrives (FAQs): every answer is in the server's HTML, the
 * browser opens and closes items on click, Enter and Space with no script, and a shared `name`
 * keeps one item open at a time (Chromium 120+, Firefox 130+, Safari 17.2+). Clicking the open
 * item closes it. Find-in-page opens the item that holds a match.
 *
 * Once hydrated, a small toggle handler closes the other items too, for browsers that do not
 * know `name` on `<details>` yet; where the browser already did it, it finds nothing to close.
 *
 * The Radix `Accordion` in ./accordion.tsx suits panels that only matter with JavaScript: before
 * hydration its closed panels are not in the HTML and its buttons do nothing.
 */
const GroupName = createContext<string | null>(null);

export function DetailsAccordion({
  name,
  className,
  ...props
}: ComponentProps<"div"> & { name: string }) {
  return (
    <GroupName.Provider value={name}>
      <div data-details-group="" className={cn("border-t border-line", className)} {...props} />
    </GroupName.Provider>
  );
}

/** Closes the group's other open items when one opens (for browsers without exclusive details). */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  closeOtherDetails(event.currentTarget);
}

export type DetailsAccordionItemProps = Omit<ComponentProps<"details">, "name" | "title"> & {
  /** The always-visible line: the question. */
  title: ReactNode;
  /** The heading level of the title, so the items appear in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Open when the page loads; give it to one item at most. */
  defaultOpen?: boolean;
};

export function DetailsAccordionItem({
  title,
  headingLevel = 3,
  defaultOpen = false,
  className,
  children,
  onToggle,
  ...props
}: DetailsAccordionItemProps) {
  const name = useContext(GroupName);
  if (name === null) throw new Error("DetailsAccordionItem must be inside a DetailsAccordion");
  const Heading = `h${headingLevel}` as const;
  return (
    <details
      name={name}
      open={defaultOpen}
      className={cn("group border-b border-line", className)}
      onToggle={(event) => {
        closeOthers(event);
        onToggle?.(event);
      }}
      {...props}
    >
      <summary
        className={cn(
          "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4",
          "text-soil transition-colors hover:text-leaf-deep [&::-webkit-details-marker]:hidden",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
        )}
      >
        <Heading className="text-lg leading-snug font-semibold text-inherit">{title}</Heading>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-5 shrink-0 text-ink-muted transition-transform duration-200",
            "group-open:rotate-180 motion-reduce:transition-none",
          )}
        />
      </summary>
      <div className="pb-5 text-base text-ink">{children}</div>
    </details>
  );
}
