// Sent inline at the end of /my-listings as a static page (server/inline-scripts.ts, decision
// 0100): each card's Delete link becomes the button that opens its native confirmation dialog.
import { enhanceListingDialogs } from "./listing-dialogs.enhance";

enhanceListingDialogs(document);
