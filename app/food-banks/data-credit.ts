/**
 * Who the food-bank data comes from, credited on the food-bank pages (part 2 §1). The import
 * reads Give Food's columns; Give Food asks those who republish its data to credit it with a
 * link to its homepage. Change this if the directory is ever filled from another source.
 */
export const FOOD_BANK_DATA_SOURCE = {
  name: "Give Food",
  url: "https://www.givefood.org.uk",
  description: "the UK charity that keeps the national public database of food banks",
} as const;
