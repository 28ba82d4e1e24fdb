// The Install Glut hint's "Not now", kept in this browser only: shared by the members' layout
// (React) and a static page's inline script (installed-app.enhance.ts).

/** The key of the hint's "Not now". */
export const INSTALL_HINT_DISMISSED = "glut-install-hint-dismissed";

export function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_HINT_DISMISSED) === "1";
  } catch {
    return false;
  }
}

export function rememberDismissed(): void {
  try {
    localStorage.setItem(INSTALL_HINT_DISMISSED, "1");
  } catch {
    // Storage refused (private browsing): the hint returns on the next page, which is harmless.
  }
}
