// Sent inline at the end of /signup's form (server/inline-scripts.ts, decisions 0059 and 0066).
import { enhanceSignup } from "./signup.enhance";

const form = document.querySelector<HTMLFormElement>("form[data-checks]");
if (form) enhanceSignup(form);
