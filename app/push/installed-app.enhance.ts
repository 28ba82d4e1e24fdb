// Glut as an installed app on a static member page (decisions 0095, 0105): the members' layout
// registers the service worker and offers "Install Glut" from React; a page sent without React
// does both with these few lines, on the hint the server rendered hidden.
import { dismissedBefore, rememberDismissed } from "./install-hint-memory";

/** Chromium's event; not in TypeScript's DOM types, as no standard defines it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Registers /sw.js; a browser without service workers, or one that refuses, is left as it is. */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
}

/** Shows the hidden hint when the browser offers installing, until installed or "Not now". */
export function enhanceInstallHint(hint: HTMLElement): () => void {
  let offer: BeforeInstallPromptEvent | null = null;
  const install = hint.querySelector<HTMLButtonElement>("[data-install]");
  const notNow = hint.querySelector<HTMLButtonElement>("[data-not-now]");
  const close = () => {
    offer = null;
    hint.hidden = true;
  };
  const keep = (event: Event) => {
    // Instead of the browser's own mini bar: the hint offers it in Glut's words.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    hint.hidden = false;
  };
  const onInstall = async () => {
    if (!offer) return;
    const shown = offer;
    await shown.prompt();
    const { outcome } = await shown.userChoice;
    if (outcome === "dismissed") rememberDismissed();
    close();
  };
  const onNotNow = () => {
    rememberDismissed();
    close();
  };
  if (dismissedBefore()) return () => {};
  window.addEventListener("beforeinstallprompt", keep);
  window.addEventListener("appinstalled", close);
  install?.addEventListener("click", onInstall);
  notNow?.addEventListener("click", onNotNow);
  return () => {
    window.removeEventListener("beforeinstallprompt", keep);
    window.removeEventListener("appinstalled", close);
    install?.removeEventListener("click", onInstall);
    notNow?.removeEventListener("click", onNotNow);
  };
}
