import { MessageCircle } from "lucide-react";
import { lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/components/hydration";
import { OnDemandDialog } from "~/components/on-demand-dialog";
import { Button } from "~/components/ui/button";
import type { ContactReply } from "./contact-dialog-panel";

const loadPanel = () => import("./contact-dialog-panel");
const ContactDialogPanel = lazy(loadPanel);

/**
 * The listing page's Contact button. With JavaScript it opens the dialog (open, sending, sent:
 * the dialog closes and the text clears); before that, it is a link to the same form on a page.
 */
export function ContactDialog({
  listingId,
  listingName,
  listerName,
  formKey,
}: {
  listingId: string;
  listingName: string;
  listerName: string;
  formKey?: string;
}) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactReply>();
  const [open, setOpen] = useState(false);
  const action = `/listings/${listingId}/contact`;
  const sentId = fetcher.state === "idle" ? fetcher.data?.conversationId : null;

  useEffect(() => {
    if (sentId) setOpen(false);
  }, [sentId]);

  const label = t("contact.label", { name: listerName });
  if (!hydrated) {
    return (
      <Button asChild size="lg">
        <Link to={action}>
          <MessageCircle aria-hidden="true" /> {label}
        </Link>
      </Button>
    );
  }
  return (
    <OnDemandDialog
      panel={ContactDialogPanel}
      load={loadPanel}
      panelProps={{ label, listingName, action, fetcher, formKey }}
      open={open}
      onOpenChange={setOpen}
      size="lg"
    >
      <MessageCircle aria-hidden="true" /> {label}
    </OnDemandDialog>
  );
}
