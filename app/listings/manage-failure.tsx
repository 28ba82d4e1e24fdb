import { useEffect } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { toast } from "~/components/ui/toast";
import type { ManageFailure } from "./manage-listing-text";

// A /my-listings change that was refused: said in a toast and beside the button that asked.

/** A refused change as a toast, once, when it arrives. */
export function useFailureToast(failure: ManageFailure | undefined) {
  useEffect(() => {
    if (failure) toast.error(failure.title, { description: failure.message });
  }, [failure]);
}

export function FailureAlert({ failure }: { failure: ManageFailure }) {
  return (
    <Alert variant="error">
      <AlertTitle>{failure.title}</AlertTitle>
      <AlertDescription>{failure.message}</AlertDescription>
    </Alert>
  );
}
