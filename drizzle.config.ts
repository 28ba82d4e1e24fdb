import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every table lives in a `*.table.ts` module of the domain that owns it.
  schema: "./app/**/*.table.ts",
  out: "./drizzle",
});
