import { defineDomain } from "~/server/domain";
import * as foodBanksTables from "./food-banks.table";

/** The food-bank directory, filled by the import (`npm run cli -- food-banks:import`). */
export const foodBanksDomain = defineDomain({
  name: "food-banks",
  tables: [foodBanksTables],
});
