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
  moderation: {
    suspended: {
      subject: "Mae eich cyfrif Glut wedi’i atal",
      what: "Mae gweinyddwr wedi atal eich cyfrif Glut. Ni allwch fewngofnodi tra bydd wedi’i atal, ac mae eich hysbysebion a’ch negeseuon yn y fforwm wedi’u cuddio rhag aelodau eraill. Y rheswm a roddwyd:",
      appeal:
        "Os ydych chi’n credu bod hyn yn gamgymeriad, gallwch apelio heb fewngofnodi, a byddwn yn ateb o fewn {{days}} diwrnod gwaith:",
    },
    restored: {
      subject: "Mae eich cyfrif Glut wedi’i adfer",
      what: "Mae eich cyfrif Glut wedi’i adfer: gallwch fewngofnodi eto, ac mae’r hysbysebion a’r negeseuon yn y fforwm a guddiwyd gan yr ataliad yn ôl.",
      signIn: "Mewngofnodwch yma:",
    },
    hidden: {
      subject: "Mae cymedrolwr wedi cuddio eich {{what}} ar Glut",
      preview: "Mae cymedrolwr wedi cuddio eich {{what}}",
      what: "Mae cymedrolwr wedi cuddio eich {{what}} “{{title}}”. Nid yw’n ymddangos i aelodau eraill mwyach; mae’n dal i ymddangos i chi, gyda’r rheswm hwn:",
      appeal:
        "Os ydych chi’n credu bod hyn yn gamgymeriad, gallwch apelio, a byddwn yn ateb o fewn {{days}} diwrnod gwaith:",
    },
    kinds: {
      listing: "hysbyseb",
      forum_post: "pwnc yn y fforwm",
      forum_reply: "ateb yn y fforwm",
      message: "neges",
      wanted_post: "cais ‘yn eisiau’",
      handover_thanks: "nodyn diolch",
      member: "aelod",
    },
  },
  verificationResult: {
    approvedSubject: "Mae {{organisation}} wedi’i ddilysu ar Glut",
    rejectedSubject: "Dilysu eich sefydliad: {{organisation}}",
    approvedPreview: "Cymeradwywyd dilysiad {{organisation}}",
    rejectedPreview: "Ni chymeradwywyd dilysiad {{organisation}}",
    approved:
      "Newyddion da: mae {{organisation}} wedi’i ddilysu. Mae gan eich sefydliad fynediad am ddim i Glut bellach: gallwch restru cynnyrch, anfon negeseuon at aelodau ac ymuno â’r fforwm ar unwaith.",
    rejected:
      "Nid oeddem yn gallu dilysu {{organisation}} ar gyfer mynediad am ddim i sefydliadau.",
    notes: "Nodiadau gan ein tîm: {{notes}}",
    defaultNotes: {
      approved: "Sefydliad wedi’i ddilysu a’i gymeradwyo ar gyfer mynediad am ddim.",
      rejected: "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.",
    },
    approvedNext:
      "Mae eich cod atgyfeirio ar gyfer y bartneriaeth gymunedol ar eich dangosfwrdd hefyd bellach.",
    rejectedNext: "Gallwch gywiro eich manylion a gwneud cais eto o’ch dangosfwrdd.",
    button: "Mynd i’ch dangosfwrdd",
  },
  wantedNearby: {
    subject_zero: "Mae {{count}} aelod yn agos atoch yn chwilio am {{listing}}",
    subject_one: "Mae rhywun yn agos atoch yn chwilio am {{listing}}",
    subject_two: "Mae {{count}} aelod yn agos atoch yn chwilio am {{listing}}",
    subject_few: "Mae {{count}} aelod yn agos atoch yn chwilio am {{listing}}",
    subject_many: "Mae {{count}} aelod yn agos atoch yn chwilio am {{listing}}",
    subject_other: "Mae {{count}} aelod yn agos atoch yn chwilio am {{listing}}",
    reason:
      "Fe wnaethoch chi restru “{{listing}}” ar Glut, ac mae’n cyfateb i’r hyn maen nhw’n chwilio amdano.",
    hello: "Helo {{name}},",
    thanks_zero:
      "Diolch am restru “{{listing}}”. Mae {{count}} aelod yn agos atoch yn chwilio am rywbeth tebyg:",
    thanks_one:
      "Diolch am restru “{{listing}}”. Mae rhywun yn agos atoch yn chwilio am rywbeth tebyg:",
    thanks_two:
      "Diolch am restru “{{listing}}”. Mae {{count}} aelod yn agos atoch yn chwilio am rywbeth tebyg:",
    thanks_few:
      "Diolch am restru “{{listing}}”. Mae {{count}} aelod yn agos atoch yn chwilio am rywbeth tebyg:",
    thanks_many:
      "Diolch am restru “{{listing}}”. Mae {{count}} aelod yn agos atoch yn chwilio am rywbeth tebyg:",
    thanks_other:
      "Diolch am restru “{{listing}}”. Mae {{count}} aelod yn agos atoch yn chwilio am rywbeth tebyg:",
    post: "Yn chwilio am: {{title}}, ger {{location}}",
    findYou:
      "Gallan nhw ddod o hyd i’ch hysbyseb ar Glut ac anfon neges atoch amdani. Cofiwch gwrdd yn agos at gartref, nid yn y cartref ei hun.",
    button: "Gweld beth mae pobl ei eisiau",
  },
  wantedAnswered: {
    subject: "Wedi’i restru yn agos atoch: {{listing}}",
    reason:
      "Fe wnaethoch chi nodi ar Glut eich bod yn chwilio am “{{lookingFor}}”. Caewch yr hysbyseb pan fyddwch wedi dod o hyd iddo, a bydd yr e-byst hyn yn dod i ben.",
    hello: "Helo {{name}},",
    what: "Mae tyfwr yn agos atoch newydd restru “{{listing}}” yn {{location}}, sy’n edrych fel yr hyn rydych chi’n chwilio amdano.",
    ask: "Gofynnwch amdano ar yr hysbyseb: bydd eich cais yn agor sgwrs gyda’r tyfwr. Cofiwch gwrdd yn agos at gartref, nid yn y cartref ei hun.",
    button: "Gweld yr hysbyseb",
  },
  savedSearch: {
    all: "Pob hysbyseb",
    search: "“{{search}}”",
    within_zero: "o fewn {{count}} milltir i {{near}}",
    within_one: "o fewn {{count}} filltir i {{near}}",
    within_two: "o fewn {{count}} milltir i {{near}}",
    within_few: "o fewn {{count}} milltir i {{near}}",
    within_many: "o fewn {{count}} milltir i {{near}}",
    within_other: "o fewn {{count}} milltir i {{near}}",
    subject: "{{news}} ar gyfer {{description}}",
    dailySubject: "Eich crynodeb dyddiol gan Glut: {{news}} ar gyfer {{description}}",
    reason:
      "Fe wnaethoch chi gadw’r chwiliad hwn ar Glut. Gallwch ei oedi neu ei ddileu unrhyw bryd:",
    unsubscribe: "Atal yr e-byst ar gyfer y chwiliad hwn",
    hello: "Helo {{name}},",
    more: "A {{count}} arall.",
    listings: {
      news_zero: "{{count}} hysbyseb newydd",
      news_one: "Hysbyseb newydd: {{name}}",
      news_two: "{{count}} hysbyseb newydd",
      news_few: "{{count}} hysbyseb newydd",
      news_many: "{{count}} hysbyseb newydd",
      news_other: "{{count}} hysbyseb newydd",
      count_zero: "{{count}} hysbyseb newydd",
      count_one: "{{count}} hysbyseb newydd",
      count_two: "{{count}} hysbyseb newydd",
      count_few: "{{count}} hysbyseb newydd",
      count_many: "{{count}} hysbyseb newydd",
      count_other: "{{count}} hysbyseb newydd",
      matches_zero:
        "Mae {{count}} hysbyseb newydd yn cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      matches_one:
        "Mae {{count}} hysbyseb newydd yn cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      matches_two:
        "Mae {{count}} hysbyseb newydd yn cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      matches_few:
        "Mae {{count}} hysbyseb newydd yn cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      matches_many:
        "Mae {{count}} hysbyseb newydd yn cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      matches_other:
        "Mae {{count}} hysbyseb newydd yn cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      item: "{{type}}, {{location}}:",
      button: "Gweld y chwiliad",
    },
    wanted: {
      news_zero: "{{count}} cais newydd am bethau yn eisiau",
      news_one: "Yn eisiau: {{title}}",
      news_two: "{{count}} cais newydd am bethau yn eisiau",
      news_few: "{{count}} cais newydd am bethau yn eisiau",
      news_many: "{{count}} cais newydd am bethau yn eisiau",
      news_other: "{{count}} cais newydd am bethau yn eisiau",
      count_zero: "{{count}} cais newydd am bethau yn eisiau",
      count_one: "{{count}} cais newydd am bethau yn eisiau",
      count_two: "{{count}} cais newydd am bethau yn eisiau",
      count_few: "{{count}} cais newydd am bethau yn eisiau",
      count_many: "{{count}} cais newydd am bethau yn eisiau",
      count_other: "{{count}} cais newydd am bethau yn eisiau",
      intro:
        "Mae aelodau’n chwilio am rywbeth sy’n cyfateb i’ch chwiliad wedi’i gadw {{description}}:",
      spare: "Oes gennych chi rywbeth dros ben? Rhestrwch ef ar Glut a gallan nhw ddod o hyd iddo.",
      button: "Gweld beth sydd ei eisiau",
    },
  },
  handoverRequest: {
    newRequest: {
      subject: "Mae {{requester}} wedi gofyn am {{listing}}",
      asked: "Mae {{requester}} wedi gofyn am eich hysbyseb “{{listing}}”.",
      askedAndWrote:
        "Mae {{requester}} wedi gofyn am eich hysbyseb “{{listing}}” ac wedi ysgrifennu:",
      queue:
        "Mae tudalen yr hysbyseb yn dangos pawb sydd wedi gofyn, ac yn gadael i chi ei neilltuo i un ohonyn nhw.",
      button: "Gweld pwy ofynnodd",
    },
    reserved: {
      subject: "Mae {{listing}} wedi’i neilltuo i chi",
      preview: "Mae {{owner}} wedi neilltuo {{listing}} i chi",
      goodNews: "Newyddion da: mae {{owner}} wedi neilltuo “{{listing}}” i chi.",
      agree:
        "Cytunwch ar amser a man cyfarfod gyda nhw ar Glut. Cwrddwch rywle cyhoeddus, yn agos at gartref yn hytrach nag yn y cartref ei hun.",
      button: "Trefnu’r casglu",
    },
    stillQueued: {
      subject: "Mae {{listing}} wedi’i neilltuo i rywun arall",
      what: "Mae “{{listing}}”, y gofynnoch chi amdano, wedi’i neilltuo i rywun arall.",
      stays:
        "Mae eich cais yn aros yn y ciw: os na fydd y casglu’n digwydd, caiff ei gynnig i’r nesaf yn y ciw, a byddwn yn anfon e-bost atoch os mai chi yw hwnnw. Gallwch dynnu eich cais yn ôl ar dudalen yr hysbyseb unrhyw bryd.",
      button: "Gweld yr hysbyseb",
    },
  },
  verificationReceived: {
    subject: "Rydym wedi cael cais dilysu {{organisation}}",
    notAcceptedSubject: "Nid oedd modd bwrw ymlaen â chais dilysu {{organisation}}",
    thanks: "Diolch am gofrestru {{organisation}} gyda Glut.",
    received: "Rydym wedi cael eich cais am fynediad am ddim i sefydliadau:",
    notAccepted:
      "Nid oedd modd bwrw ymlaen â’ch cais am fynediad am ddim i sefydliadau: {{details}}",
    organisation: "Sefydliad: {{organisation}}",
    type: "Math: {{type}}",
    number: "Rhif cofrestru: {{number}}",
    notGiven: "heb ei roi",
    byHand:
      "Mae gweinyddwr yn gwirio pob sefydliad â llaw. Mae hyn fel arfer yn cymryd 1-2 ddiwrnod gwaith, a byddwn yn anfon y canlyniad atoch drwy e-bost. Gallwch weld y statws ar eich dangosfwrdd unrhyw bryd.",
    nothingSent:
      "Nid oes dim wedi’i anfon at weinyddwr eto. Gwiriwch eich manylion ac anfonwch gais newydd o’ch dangosfwrdd: {{url}}",
    types: {
      "food-bank": "Banc bwyd",
      "community-group": "Grŵp cymunedol",
      school: "Ysgol",
      religious: "Sefydliad crefyddol",
      other: "Sefydliad dielw arall",
    },
    details: {
      charityValid: "Fformat y rhif elusen yn ddilys - yn aros i gael ei ddilysu â llaw",
      charityInvalid: "Fformat rhif elusen annilys",
      companyValid: "Fformat y rhif cwmni yn ddilys - yn aros i gael ei ddilysu â llaw",
      companyInvalid: "Fformat rhif cwmni annilys",
      schoolUrnValid: "Fformat URN yr ysgol yn ddilys - yn aros i gael ei ddilysu â llaw",
      schoolUrnInvalid: "Fformat URN ysgol annilys",
      missing: "Mae angen rhif cofrestru i ddilysu",
      unrecognized: "Fformat rhif cofrestru heb ei adnabod",
    },
  },
  complaint: {
    received: {
      subject: "Rydym wedi cael eich cwyn {{reference}}",
      reason:
        "Rydych chi’n cael hwn oherwydd bod cwyn wedi’i hanfon gyda’r cyfeiriad hwn drwy {{url}}",
      hello: "Helo {{name}},",
      what: "Rydym wedi cael eich cwyn ({{kind}}). Eich cyfeirnod yw {{reference}}. Bydd aelod o’n tîm yn ei darllen ac yn ateb i’r cyfeiriad hwn o fewn {{days}} diwrnod gwaith.",
      youWrote: "Beth ysgrifennoch chi:",
      danger:
        "Os oes rhywun mewn perygl uniongyrchol, ffoniwch 999. Gallwch hefyd roi gwybod i’r heddlu am gynnwys anghyfreithlon, a chwyno i Ofcom os nad ydych chi’n fodlon â’r ffordd rydym yn delio â hyn.",
    },
    answered: {
      subject: "Ein hateb i’ch cwyn {{reference}}",
      reason: "Rydych chi’n cael hwn oherwydd i chi anfon cwyn {{reference}} drwy {{url}}",
      hello: "Helo {{name}},",
      what: "Dyma ein hateb i’ch cwyn {{reference}}:",
      notSatisfied: "Os nad ydych chi’n fodlon, anfonwch gwyn newydd gan ddyfynnu’r cyfeirnod hwn:",
    },
    kinds: {
      content: "Cynnwys ar Glut (er enghraifft rhywbeth anghyfreithlon)",
      compliance: "Sut mae Glut yn cadw pobl yn ddiogel neu’n delio ag adroddiadau",
      appeal: "Apelio yn erbyn penderfyniad cymedroli amdanaf i",
    },
  },
  // To the staff address, in the language the person wrote in (decision 0098): a Welsh letter is
  // answered in Welsh.
  staff: {
    contact: {
      subject: "Ffurflen gysylltu: neges gan {{name}}",
      preview: "Ysgrifennodd {{name}} drwy’r ffurflen gysylltu",
      reason:
        "Atebwch yr e-bost hwn i ateb {{name}}, yn Gymraeg. Anfonwyd gan y ffurflen gysylltu ar Glut:",
      wrote: "Ysgrifennodd {{name}} ({{email}}) drwy’r ffurflen gysylltu ar {{when}}:",
      reply:
        "Atebwch yr e-bost hwn i’w ateb, yn Gymraeg; rydyn ni’n anelu at ateb o fewn 24-48 awr.",
    },
    complaint: {
      subject: "Cwyn newydd {{reference}}",
      waiting: "Mae cwyn newydd ({{kind}}), cyfeirnod {{reference}}, yn aros am ateb:",
    },
  },
  notices: {
    expiryTitle: "Ydy’ch {{listing}} ar gael o hyd?",
    expiryBody:
      "Ei diwrnod olaf yw {{date}}. Adnewyddwch hi o Fy Hysbysebion os yw hi ar gael o hyd.",
    harvestTitle: "Dylai eich {{plant}} fod yn barod i’w gynaeafu",
    harvestBody:
      "Wedi’i blannu ar {{date}}. Oes gennych fwy nag sydd ei angen arnoch? Rhestrwch y cynnyrch dros ben.",
    suspendedTitle: "Mae eich cyfrif Glut wedi’i atal",
    suspendedBody: "Rheswm: {{reason}}. Gallwch apelio o’r dudalen gwynion.",
    restoredTitle: "Mae eich cyfrif Glut wedi’i adfer",
    restoredBody: "Mae’r ataliad wedi’i godi ac mae’r hyn a guddiwyd yn ôl.",
    hiddenTitle: "Mae cymedrolwr wedi cuddio eich {{what}} ar Glut",
    hiddenBody: "“{{title}}”: {{reason}}. Gallwch apelio o’r dudalen gwynion.",
    forumReplyTitle: "Mae {{replier}} wedi ateb “{{topic}}”",
    forumReplyOwn: "Ateb i’ch pwnc chi.",
    forumReplyFollowed: "Ateb i bwnc rydych yn ei ddilyn.",
  },
};
