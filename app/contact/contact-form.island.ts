// Sent inline at the end of /contact's form (server/inline-scripts.ts, decisions 0059 and 0066).
import { enhanceContactForm } from "./contact-form.enhance";

const form = document.querySelector<HTMLFormElement>("form[data-checks]");
if (form) enhanceContactForm(form);
