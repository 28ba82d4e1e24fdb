import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { VerifyEmailEmail } from "./verify-email-email";

const props = { appUrl: "https://glut.example", verifyUrl: "https://glut.example/verify?t=1" };

describe("the confirm-your-address email", () => {
  it("is in English, word for word, by default", async () => {
    const html = await render(VerifyEmailEmail(props));
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain("Confirm my email address");
    expect(html).toContain("You are receiving this because of your account on Glut");
  });

  it("is in Welsh for a member who uses Glut in Welsh, frame and all", async () => {
    const t = i18nFor("cy").getFixedT("cy", "email");
    const html = await render(VerifyEmailEmail({ ...props, lng: "cy", t }));
    const text = await render(VerifyEmailEmail({ ...props, lng: "cy", t }), { plainText: true });
    expect(html).toContain('lang="cy"');
    expect(text).toContain("Croeso i Glut.");
    expect(text).toContain("Cadarnhau fy nghyfeiriad e-bost");
    expect(text).toContain("Rydych chi’n cael yr e-bost hwn oherwydd eich cyfrif ar Glut");
    expect(text).toContain("Neu gludwch y ddolen hon i’ch porwr:");
    expect(text).not.toMatch(/Confirm my|You are receiving|paste this link/);
  });
});
