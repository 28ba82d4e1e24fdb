import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { i18nextOptions } from "./i18n/i18n-options";

// React Router's client entry. Every page is static (decisions 0057, 0114, 0115), so no page loads
// it; it stays because the framework builds one. Were a page to hydrate again, its loader would
// have to send its catalogues to this empty i18next instance (decision 0118 removed that path).
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
