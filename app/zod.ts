import { config } from "zod";

// Schemas shared by server and browser import `z` from here. In the browser Zod must not try its
// JIT: the CSP's script-src has no 'unsafe-eval', so Zod's `new Function` probe is refused, and
// the refusal is reported as a CSP violation on every page with a form (Lighthouse counts it
// against best practices). Jitless Zod validates the same, by interpretation. On the server there
// is no CSP and the JIT stays on. Set before any schema is built: this module is evaluated before
// the body of any module that imports it.
if (typeof window !== "undefined") config({ jitless: true });

export { z } from "zod";
