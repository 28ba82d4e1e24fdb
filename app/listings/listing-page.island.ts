// Sent inline at the end of a listing's static page (server/inline-scripts.ts, decision 0099).
import { enhanceListingDialogs } from "./listing-dialogs.enhance";

enhanceListingDialogs(document);
