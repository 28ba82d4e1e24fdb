/** The specification's words when a city's food banks cannot be read (part 2 §8). */
export const FOOD_BANKS_FETCH_ERROR = "Could not fetch food banks";
