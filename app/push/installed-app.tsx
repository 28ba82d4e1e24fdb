import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { dismissedBefore, rememberDismissed } from "./install-hint-memory";
import { registerServiceWorker } from "./installed-app.enhance";

// Glut as an installed app, for signed-in members (decision 0095): the service worker is
// registered from the members' layout only, so public pages keep their JavaScript budget, and
// the "Install Glut" hint appears only where the browser offers installing (Chromium's
// beforeinstallprompt), until the member installs or says "Not now".

/** Chromium's event; not in TypeScript's DOM types, as no standard defines it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Registers /sw.js once the members' layout runs (registerServiceWorker). */
export function useServiceWorker() {
  useEffect(registerServiceWorker, []);
}

export function InstallHint() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    if (dismissedBefore()) return;
    const keep = (event: Event) => {
      // Instead of the browser's own mini bar: the hint below offers it in Glut's words.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const installed = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", keep);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", keep);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);
  if (!offer) return null;
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === "dismissed") rememberDismissed();
    setOffer(null);
  };
  const notNow = () => {
    rememberDismissed();
    setOffer(null);
  };
  return <InstallHintPanel onInstall={install} onNotNow={notNow} />;
}

/**
 * The hint itself. On a static page (decision 0105) it is sent hidden, without handlers, and
 * installed-app.enhance.ts shows it and answers its buttons.
 */
export function InstallHintPanel({
  onInstall,
  onNotNow,
  hidden,
}: {
  onInstall?: () => void;
  onNotNow?: () => void;
  hidden?: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Container className="pt-4" hidden={hidden} data-install-hint="">
      <section
        aria-labelledby="install-hint-title"
        className="flex flex-col gap-3 rounded-card border border-line bg-leaf-soft p-4 sm:flex-row sm:items-center"
      >
        <div className="flex-1">
          <h2 id="install-hint-title" className="text-lg">
            {t("installApp.title")}
          </h2>
          <p className="text-ink-muted">{t("installApp.text")}</p>
        </div>
        <div className="flex gap-2">
          <Button type="button" onClick={onInstall} data-install="">
            {t("installApp.install")}
          </Button>
          <Button type="button" variant="ghost" onClick={onNotNow} data-not-now="">
            {t("installApp.notNow")}
          </Button>
        </div>
      </section>
    </Container>
  );
}
