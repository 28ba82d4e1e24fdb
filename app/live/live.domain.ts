import { defineDomain } from "~/server/domain";

/**
 * Live updates (issue 36): events published with the writing transaction through NOTIFY
 * (publish-live.server.ts), heard by each instance's hub and sent down its members' open
 * streams (`GET /live`). It stores nothing: no tables, nothing to delete or export.
 */
export const liveDomain = defineDomain({ name: "live" });
