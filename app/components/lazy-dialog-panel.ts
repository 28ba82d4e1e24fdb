// The plain dialog of an OnDemandDialog (title, description, whatever is passed as children) as a
// lazy panel, for callers whose dialog needs no module of its own: delete confirmations, the
// planting calendar's companion tables. Radix's dialog then loads on first use (decision 0092).
import { lazy } from "react";

export const loadDialogPanel = () => import("~/components/on-demand-dialog-panel");

export const DialogPanel = lazy(() =>
  loadDialogPanel().then((module) => ({ default: module.OnDemandDialogPanel })),
);
