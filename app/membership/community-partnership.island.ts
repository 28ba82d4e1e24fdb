// Sent inline at the end of /community-partnership (server/inline-scripts.ts, decision 0066).
import { enhanceDetailsGroup } from "~/components/ui/details-group";
import { enhanceRevenueCalculator } from "./partnership-calculator.enhance";

const calculator = document.querySelector<HTMLElement>("#calculator");
if (calculator) enhanceRevenueCalculator(calculator);
for (const group of document.querySelectorAll<HTMLElement>("[data-details-group]")) {
  enhanceDetailsGroup(group);
}
