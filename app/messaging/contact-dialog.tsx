import type { SubmissionResult } from "@conform-to/react";
import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/components/hydration";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { MessageForm } from "./message-form";
import { CONTACT_VIA_DIALOG } from "./message-schema";

interface ContactReply {
  result: SubmissionResult<string[]>;
  conversationId: string | null;
}

/**
 * The listing page's Contact button. With JavaScript it opens the dialog (open, sending, sent:
 * the dialog closes and the text clears); before that, it is a link to the same form on a page.
 */
export function ContactDialog({
  listingId,
  listingName,
  listerName,
}: {
  listingId: string;
  listingName: string;
  listerName: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ContactReply>();
  const [open, setOpen] = useState(false);
  const action = `/listings/${listingId}/contact`;
  const sentId = fetcher.state === "idle" ? fetcher.data?.conversationId : null;

  useEffect(() => {
    if (sentId) setOpen(false);
  }, [sentId]);

  const label = `Contact ${listerName}`;
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">
          <MessageCircle aria-hidden="true" /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{label}</DialogTitle>
          <DialogDescription className="break-words">
            About “{listingName}”. They will get your message by email and can reply to you here on
            Glut; your email address is not shared.
          </DialogDescription>
        </DialogHeader>
        <MessageForm
          id="contact-dialog"
          action={action}
          label="Your message"
          placeholder="Say hello, ask about the produce and suggest when you could collect."
          submitLabel="Send message"
          fetcher={fetcher}
          lastResult={fetcher.state === "idle" ? fetcher.data?.result : null}
          sending={fetcher.state !== "idle"}
        >
          <input type="hidden" name="via" value={CONTACT_VIA_DIALOG} />
        </MessageForm>
      </DialogContent>
    </Dialog>
  );
}
