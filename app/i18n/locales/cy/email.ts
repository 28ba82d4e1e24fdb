// E-byst yn Gymraeg (decision 0098; terms: docs/welsh-glossary.md).
export default {
  layout: {
    pasteLink: "Neu gludwch y ddolen hon i’ch porwr:",
    unsubscribeNote:
      "Mae un clic yn atal yr e-byst hyn; gallwch eu troi yn ôl ymlaen o’ch dangosfwrdd.",
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
  passwordReset: {
    subject: "Ailosod eich cyfrinair Glut",
    preview: "Dewiswch gyfrinair newydd ar gyfer eich cyfrif Glut",
    asked: "Gofynnodd rhywun am ailosod y cyfrinair ar gyfer eich cyfrif Glut.",
    button: "Dewis cyfrinair newydd",
    once: "Mae’n gweithio unwaith, am awr. Bydd dewis cyfrinair newydd yn eich allgofnodi ym mhob man arall.",
    notYou:
      "Os nad chi oedd yno, anwybyddwch yr e-bost hwn: bydd eich cyfrinair yn aros fel y mae.",
  },
  welcome: {
    subject: "Croeso i aelodaeth Glut",
    preview: "Mae eich aelodaeth Glut yn weithredol",
    hello: "Helo {{name}},",
    active:
      "Diolch am ymuno â Glut. Mae eich aelodaeth yn weithredol: gallwch nawr bori pob hysbyseb, rhannu eich cynnyrch dros ben eich hun, anfon neges at dyfwyr eraill ac ymuno â’r fforwm.",
    fee: "Mae eich ffi flynyddol yn cadw’r gymuned yn ddiogel ac yn ddilys ac yn talu am gynnal y wefan. Gallwch reoli neu ganslo eich aelodaeth o’ch dangosfwrdd unrhyw bryd:",
    happyGrowing: "Tyfu hapus.",
  },
  newMessage: {
    subject: "Neges newydd gan {{sender}} am {{listing}}",
    preview: "Mae {{sender}} wedi anfon neges atoch am {{listing}}",
    opened:
      "Mae gan {{sender}} ddiddordeb yn eich hysbyseb “{{listing}}” ac mae wedi anfon y neges hon atoch:",
    replied: "Mae {{sender}} wedi ateb yn eich sgwrs am “{{listing}}”:",
    button: "Darllen ac ateb ar Glut",
    safety:
      "Er eich diogelwch, cadwch y trefniadau ar Glut nes eich bod yn fodlon cwrdd, a chwrddwch mewn man cyhoeddus.",
    unsubscribe: "Atal e-byst negeseuon newydd",
  },
  forumReply: {
    subject: "Mae {{replier}} wedi ateb “{{topic}}”",
    reason:
      "Rydych chi’n cael yr e-byst hyn am fod e-byst atebion y fforwm ymlaen ar gyfer eich cyfrif.",
    ownTopic: "Mae {{replier}} wedi ateb eich pwnc yn y fforwm, “{{topic}}”.",
    followedTopic:
      "Mae {{replier}} wedi ateb “{{topic}}”, pwnc yn y fforwm rydych chi’n ei ddilyn.",
    button: "Darllen yr ateb",
    unsubscribe: "Atal e-byst atebion y fforwm",
  },
  expiryReminder: {
    subject: "Ydy’ch {{listing}} ar gael o hyd?",
    hello: "Helo {{name}},",
    until:
      "Mae eich hysbyseb “{{listing}}” ar gael tan {{lastDay}}. Ar ôl hynny bydd yn gadael yr hysbysebion, fel nad yw cymdogion yn gofyn am rywbeth sydd wedi mynd.",
    stillGotIt: "Dal gennych chi? Cadwch yr hysbyseb am wythnos arall:",
    button: "Ar gael o hyd",
    nothingToDo:
      "Does dim angen gwneud dim os yw wedi mynd. Gallwch adnewyddu, golygu neu nodi bod eich hysbysebion wedi’u cyfnewid unrhyw bryd:",
    unsubscribe: "Atal nodiadau atgoffa am hysbysebion yn dod i ben",
  },
};
