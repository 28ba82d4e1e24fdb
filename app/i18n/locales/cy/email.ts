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
  harvestReminder: {
    subject: "Dylai eich {{plant}} fod yn barod i’w gynaeafu",
    hello: "Helo {{name}},",
    ready:
      "Dylai’r {{plant}} a blannwyd gennych ar {{plantedOn}} fod yn barod i’w gynaeafu tua nawr. Cymerwch olwg, a chasglwch tra mae ar ei orau.",
    surplus:
      "Mwy nag y gallwch ei fwyta? Byddai cymdogion ar Glut wrth eu boddau: rhestrwch eich cynnyrch dros ben mewn llai na munud, am ddim neu i’w gyfnewid.",
    button: "Rhestru eich cynnyrch dros ben",
    asked:
      "Gofynnoch chi am y nodyn atgoffa hwn yn eich traciwr gardd; gallwch ei ddiffodd yno ar gyfer unrhyw blanhigyn:",
    unsubscribe: "Atal e-byst nodiadau atgoffa cynaeafu",
  },
  inactiveWarning: {
    subject: "Bydd eich cyfrif Glut yn cael ei ddileu oni bai eich bod yn mewngofnodi",
    preview: "Mewngofnodwch cyn {{date}} i gadw eich cyfrif Glut",
    hello: "Helo {{name}},",
    notSignedIn_zero:
      "Nid ydych wedi mewngofnodi i Glut ers bron i {{count}} o flynyddoedd. Nid ydym yn cadw cyfrifon nad oes neb yn eu defnyddio, felly oni bai eich bod yn mewngofnodi, byddwn yn dileu eich cyfrif a phopeth ynddo (eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon) ar {{date}} neu’n fuan wedyn.",
    notSignedIn_one:
      "Nid ydych wedi mewngofnodi i Glut ers bron i {{count}} flwyddyn. Nid ydym yn cadw cyfrifon nad oes neb yn eu defnyddio, felly oni bai eich bod yn mewngofnodi, byddwn yn dileu eich cyfrif a phopeth ynddo (eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon) ar {{date}} neu’n fuan wedyn.",
    notSignedIn_two:
      "Nid ydych wedi mewngofnodi i Glut ers bron i {{count}} flynedd. Nid ydym yn cadw cyfrifon nad oes neb yn eu defnyddio, felly oni bai eich bod yn mewngofnodi, byddwn yn dileu eich cyfrif a phopeth ynddo (eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon) ar {{date}} neu’n fuan wedyn.",
    notSignedIn_few:
      "Nid ydych wedi mewngofnodi i Glut ers bron i {{count}} blynedd. Nid ydym yn cadw cyfrifon nad oes neb yn eu defnyddio, felly oni bai eich bod yn mewngofnodi, byddwn yn dileu eich cyfrif a phopeth ynddo (eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon) ar {{date}} neu’n fuan wedyn.",
    notSignedIn_many:
      "Nid ydych wedi mewngofnodi i Glut ers bron i {{count}} blynedd. Nid ydym yn cadw cyfrifon nad oes neb yn eu defnyddio, felly oni bai eich bod yn mewngofnodi, byddwn yn dileu eich cyfrif a phopeth ynddo (eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon) ar {{date}} neu’n fuan wedyn.",
    notSignedIn_other:
      "Nid ydych wedi mewngofnodi i Glut ers bron i {{count}} o flynyddoedd. Nid ydym yn cadw cyfrifon nad oes neb yn eu defnyddio, felly oni bai eich bod yn mewngofnodi, byddwn yn dileu eich cyfrif a phopeth ynddo (eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon) ar {{date}} neu’n fuan wedyn.",
    keepIt: "Eisiau ei gadw? Mewngofnodwch unwaith cyn hynny a fydd dim byd yn cael ei ddileu.",
    button: "Mewngofnodi i gadw fy nghyfrif",
    letItGo:
      "Os ydych yn fodlon i’r cyfrif fynd, does dim angen i chi wneud dim. Gallwch hefyd lawrlwytho copi o’ch data o osodiadau eich cyfrif ar ôl mewngofnodi.",
  },
  handover: {
    reason: "Rydych chi’n cael hwn am eich bod yn rhannu eitem ag aelod arall ar Glut.",
    hello: "Helo {{name}},",
    window: "{{day}}, {{from}} i {{until}}",
    meetInPublic:
      "Cwrddwch mewn man cyhoeddus yn agos at gartref, nid yno: llyfrgell, siop, giât parc. Dim ond y man cyfarfod y mae’r ddau ohonoch yn cytuno arno y mae Glut yn ei ddangos.",
    yourItem: "eich eitem",
    seeTheHandover: "Gweld y trosglwyddiad",
    proposed: {
      subject: "Mae {{other}} wedi cynnig amser casglu ar gyfer {{title}}",
      what: "Mae {{other}} wedi cynnig casglu “{{title}}”: {{window}}, gan gwrdd yn: {{place}}.",
      next: "Derbyniwch ef, neu cynigiwch amser arall, ar dudalen y trosglwyddiad.",
      button: "Gweld y cynnig",
    },
    agreed: {
      subject: "Amser casglu wedi’i gytuno ar gyfer {{title}}",
      what: "Mae {{other}} wedi derbyn eich amser casglu ar gyfer “{{title}}”: {{window}}, gan gwrdd yn: {{place}}.",
      next: "Bydd y ddau ohonoch yn cael nodyn atgoffa ar y diwrnod.",
    },
    today: {
      subject: "Casglu heddiw: {{title}}",
      what: "Heddiw yw’r diwrnod y mae “{{title}}” yn newid dwylo gyda {{other}}: {{from}} i {{until}}, gan gwrdd yn: {{place}}.",
      next: "Unwaith y bydd wedi’i gasglu, gall y naill neu’r llall ohonoch nodi ei fod wedi’i gasglu ar dudalen y trosglwyddiad.",
    },
    cancelled: {
      subject: "Mae {{other}} wedi canslo’r neilltuad o {{title}}",
      what: "Mae {{other}} wedi canslo’r neilltuad o “{{title}}”. Rheswm: {{reason}}",
    },
    offered: {
      subject: "Mae {{title}} wedi’i neilltuo i chi",
      what: "Chi oedd nesaf yn y ciw am “{{title}}” gan {{other}}, ac mae bellach wedi’i neilltuo i chi.",
      next: "Cytunwch ar amser a man cyfarfod ar dudalen y trosglwyddiad.",
      button: "Cytuno ar amser casglu",
    },
    thanked: {
      subject: "Mae {{other}} wedi diolch am {{title}}",
      what: "Mae {{other}} wedi gadael nodyn diolch i chi am “{{title}}”:",
      note: "“{{note}}”",
      shows: "Mae’n ymddangos ar eich proffil aelod, i aelodau eraill ei weld.",
    },
    collectedMarked: {
      subject: "Mae {{other}} wedi nodi bod {{title}} wedi’i gasglu",
      what: "Mae {{other}} yn dweud bod “{{title}}” wedi’i gasglu. Cadarnhewch hynny ar dudalen y trosglwyddiad.",
      confirmsOn:
        "Os na wnewch chi ddim, bydd yn cadarnhau ei hun ar {{date}}. Os na chafodd ei gasglu, gallwch ganslo’r neilltuad yno yn lle hynny.",
      button: "Cadarnhau’r casglu",
    },
  },
};
