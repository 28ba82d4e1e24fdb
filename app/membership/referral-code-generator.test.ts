import { describe, expect, it } from "vitest";
import { pick, scriptedRandom } from "../../tests/factories/scripted-random";
import { generateReferralCode, referralCodePrefix } from "./referral-code-generator";

describe("generateReferralCode", () => {
  it("starts with the name's first words in upper case, then a dash and 4 random characters", () => {
    expect(generateReferralCode("Green Lanes Growers", scriptedRandom(pick("7K3Q")))).toBe(
      "GREENLANES-7K3Q",
    );
    expect(generateReferralCode("Leeds North Food Bank", scriptedRandom(pick("BCDF")))).toBe(
      "LEEDSNORTH-BCDF",
    );
  });

  it("keeps to plain ASCII: accents dropped, punctuation and small words left out", () => {
    expect(referralCodePrefix("Café Élan")).toBe("CAFEELAN");
    expect(referralCodePrefix("St Mary's C of E Primary")).toBe("STMARYSCE");
    expect(referralCodePrefix("The Food Bank")).toBe("FOODBANK");
    expect(referralCodePrefix("Øresund & Ærø Growers")).toBe("ORESUND");
    expect(referralCodePrefix("Room 101, Youth Club")).toBe("ROOM101");
    expect(referralCodePrefix("Supercalifragilistic Society")).toBe("SUPERCALIF");
    // A name of small words only still gives a code from them.
    expect(referralCodePrefix("The And")).toBe("THEAND");
  });

  it('falls back to "GLUT" when the name gives nothing usable', () => {
    for (const name of ["", "   ", "!!!", "日本語の会", "—"]) {
      expect(referralCodePrefix(name)).toBe("GLUT");
    }
    expect(generateReferralCode("", scriptedRandom(pick("2345")))).toBe("GLUT-2345");
  });

  it("is at most 15 characters, and its random part has no 0, O, 1, I, L or vowels", () => {
    const names = ["Green Lanes Growers", "A", "Supercalifragilisticexpialidocious Allotments"];
    for (let i = 0; i < 3000; i++) {
      const code = generateReferralCode(names[i % names.length] ?? "");
      expect(code.length).toBeLessThanOrEqual(15);
      expect(code).toMatch(/^[A-Z0-9]{1,10}-[2-9B-DF-HJ-KM-NP-TV-Z]{4}$/);
      expect(code.split("-")[1]).not.toMatch(/[01OILAEU]/);
    }
  });

  it("draws again rather than favour some characters (bytes past the last full round are skipped)", () => {
    // 252..255 would wrap round the 28 characters unevenly, so they are thrown away.
    const random = scriptedRandom([255, 254, 253, 252, 0, 1, 2, 3]);
    expect(generateReferralCode("Hope", random)).toBe("HOPE-2345");
  });
});
