/** The look of a page's live status line once it says something (a static page's script sets it). */
export const LIVE_STATUS_SHOWN = "rounded-card border border-line bg-card p-3";
