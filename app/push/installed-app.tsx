import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

// Glut as an installed app, for signed-in members (decision 0095): the service worker is
// registered from the members' layout only, so public pages keep their JavaScript budget, and
// the "Install Glut" hint appears only where the browser offers installing (Chromium's
// beforeinstallprompt), until the member installs or says "Not now".

/** The key of the hint's "Not now", kept in this browser only. */
export const INSTALL_HINT_DISMISSED = "glut-install-hint-dismissed";

/** Chromium's event; not in TypeScript's DOM types, as no standard defines it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_HINT_DISMISSED) === "1";
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(INSTALL_HINT_DISMISSED, "1");
  } catch {
    // Storage refused (private browsing): the hint returns on the next page, which is harmless.
  }
}

/** Registers /sw.js; a browser without service workers, or one that refuses, is left as it is. */
export function useServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }, []);
}

export function InstallHint() {
  const { t } = useTranslation("common");
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
  return (
    <Container className="pt-4">
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
          <Button type="button" onClick={install}>
            {t("installApp.install")}
          </Button>
          <Button type="button" variant="ghost" onClick={notNow}>
            {t("installApp.notNow")}
          </Button>
        </div>
      </section>
    </Container>
  );
}
