import { LocateFixed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

// 'Near me' in the browse filters: hidden as the server sends it, since without JavaScript (or a
// browser without geolocation) there is nothing it can do; near-me.enhance.ts reveals it and
// asks for the position when pressed, with its words from here.

export function NearMeButton() {
  const { t } = useTranslation("listings");
  return (
    <>
      <Button
        type="button"
        variant="outline"
        hidden
        data-near-me=""
        data-finding={t("filter.finding")}
        data-no-position={t("filter.noPosition")}
      >
        <LocateFixed aria-hidden="true" /> {t("filter.nearMe")}
      </Button>
      <p role="status" data-near-me-status="" className="basis-full text-ink-muted empty:hidden" />
    </>
  );
}
