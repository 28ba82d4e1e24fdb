import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { i18nextOptions } from "./i18n/i18n-options";

// The tab's one i18next instance, in the language the server rendered the page in (its
// <html lang>). It starts empty: each page's catalogues arrive in its loader data, in this
// language only (app/i18n/page-messages.ts). Switching language loads a new document.
const i18n = createInstance({
  ...i18nextOptions,
  lng: document.documentElement.lang === "cy" ? "cy" : "en",
  resources: {},
});
void i18n.init();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
