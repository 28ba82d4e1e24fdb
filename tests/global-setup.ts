import { ensureBuild } from "../scripts/ensure-build.ts";

/** Builds once, before any test file, for the suites that run the production build. */
export default function setup() {
  ensureBuild();
}
