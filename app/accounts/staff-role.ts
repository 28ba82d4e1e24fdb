/** The staff roles an account may hold, besides being a member. */
export const staffRoles = ["admin", "moderator"] as const;
export type StaffRole = (typeof staffRoles)[number];
