/**
 * Demo members' addresses live under a `.invalid` name, which RFC 2606 reserves so that it can
 * never resolve: no email to a demo member can reach a real person.
 */
export const DEMO_EMAIL_DOMAIN = "demo.glut.invalid";

export function isDemoEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}
