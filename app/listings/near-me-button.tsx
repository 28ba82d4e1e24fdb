import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/hydration";
import { Button } from "~/components/ui/button";

// 'Near me': asks the browser for its position once, only when pressed, rounds it to about a
// kilometre, and sends it as the search's `near`; the server turns it into the postcode district
// before showing anything (search-origin.server.ts). Nothing keeps the position.

function rounded(degrees: number): string {
  return (Math.round(degrees * 100) / 100).toFixed(2);
}

export function NearMeButton() {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string>("");
  // Without JavaScript (or a browser without geolocation) there is nothing this button can do.
  if (!hydrated || typeof navigator === "undefined" || !("geolocation" in navigator)) return null;

  function locate(button: HTMLButtonElement) {
    const form = button.form;
    const near = form?.elements.namedItem("near");
    if (!form || !(near instanceof HTMLInputElement)) return;
    setStatus(t("filter.finding"));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus("");
        near.value = `${rounded(position.coords.latitude)},${rounded(position.coords.longitude)}`;
        form.requestSubmit();
      },
      () => setStatus(t("filter.noPosition")),
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  }

  return (
    <>
      <Button type="button" variant="outline" onClick={(event) => locate(event.currentTarget)}>
        <LocateFixed aria-hidden="true" /> {t("filter.nearMe")}
      </Button>
      <p role="status" className="basis-full text-ink-muted empty:hidden">
        {status}
      </p>
    </>
  );
}
