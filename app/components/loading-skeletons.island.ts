// Sent inline on static pages with skeletons while another list loads: a city's food banks and
// /listings (server/inline-scripts.ts, decisions 0059, 0102 and 0104).
import { enhanceLoadingSkeletons } from "./loading-skeletons.enhance";

enhanceLoadingSkeletons(document);
