// E-byst yn Gymraeg (decision 0098; terms: docs/welsh-glossary.md).
export default {
  layout: {
    reason:
      "Rydych chi’n cael yr e-bost hwn oherwydd eich cyfrif ar Glut, y gymuned yn y DU ar gyfer rhannu cynnyrch gardd dros ben:",
  },
  verifyEmail: {
    subject: "Cadarnhewch eich cyfeiriad e-bost ar gyfer Glut",
    preview: "Cadarnhewch eich cyfeiriad e-bost i ddechrau rhannu ar Glut",
    welcome: "Croeso i Glut.",
    confirm:
      "Cadarnhewch mai dyma eich cyfeiriad e-bost. Tan i chi wneud hynny, gallwch fewngofnodi a thalu am eich aelodaeth, ond ni allwch restru cynnyrch nac anfon neges at dyfwyr eraill.",
    button: "Cadarnhau fy nghyfeiriad e-bost",
    expiry:
      "Mae’n gweithio am 3 diwrnod. Os na wnaethoch chi gofrestru ar gyfer Glut, gallwch anwybyddu’r e-bost hwn.",
  },
};
