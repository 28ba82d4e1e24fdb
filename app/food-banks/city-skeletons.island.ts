// Sent inline at the end of a city's food banks (server/inline-scripts.ts, decision 0059).
import { enhanceCitySkeletons } from "./city-skeletons.enhance";

enhanceCitySkeletons(document);
