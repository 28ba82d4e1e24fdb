import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { SubmissionNetworkError, submitWithProgress } from "~/components/submit-with-progress";
import { toast as showToast } from "~/components/ui/toast";
import type { ListingFormActionData } from "./listing-form-text";
import type { UploadState } from "./upload-state";

/**
 * Sends the listing form with XMLHttpRequest, so a progress bar can follow the upload, and then
 * follows the server's answer exactly as a normal submit would: a redirect, or the form's errors
 * (and the server's toast, which the reply carries).
 */
export function useListingUpload(
  action: string,
  /** The page's words for a failed send (`myListings` `forms.network`, `forms.unexpected`). */
  words: { network: string; unexpected: string },
) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [upload, setUpload] = useState<UploadState>({ phase: "idle" });
  const [xhrData, setXhrData] = useState<ListingFormActionData | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function send(formData: FormData) {
    setSubmitError(null);
    setUpload({ phase: "uploading", loaded: 0, total: 0 });
    try {
      const reply = await submitWithProgress(action, formData, {
        onProgress: (loaded, total) => setUpload({ phase: "uploading", loaded, total }),
        onSent: () => setUpload({ phase: "saving" }),
      });
      if (reply.type === "redirect") {
        await navigate(reply.location);
        return;
      }
      setUpload({ phase: "idle" });
      if (reply.type === "data") {
        setXhrData(reply.data as ListingFormActionData);
        if (reply.toast) {
          showToast[reply.toast.type](reply.toast.title, { description: reply.toast.description });
        }
      } else {
        setSubmitError(reply.message || words.unexpected);
      }
      // As after a normal submit: the loaders run again.
      await revalidate();
    } catch (error) {
      setUpload({ phase: "idle" });
      setSubmitError(error instanceof SubmissionNetworkError ? words.network : words.unexpected);
    }
  }

  return { upload, xhrData, submitError, send };
}
