// Tudalennau’r trosglwyddiadau yn Gymraeg (penderfyniad 0098): yr un termau â’r e-byst
// (`email`, `handover.*`): casglu, man cyfarfod, neilltuo, neilltuad, ciw, nodyn diolch.
export default {
  status: { reserved: "Wedi’i neilltuo", collected: "Wedi’i gasglu", cancelled: "Wedi’i ganslo" },
  list: {
    description: "Beth rydych chi’n ei roi a’i gael, a phryd.",
    lead: "Beth rydych chi’n ei roi a’i gael: cytunwch ar amser casglu, yna nodwch ei fod wedi’i gasglu.",
    emptyTitle: "Does dim wedi’i neilltuo eto",
    emptyText:
      "Pan fyddwch chi’n neilltuo eitem i rywun, neu pan fydd rhywun yn neilltuo un i chi, bydd yn ymddangos yma.",
    browse: "Pori hysbysebion",
    label: "Trosglwyddiadau",
    givingTo: "Rydych chi’n ei roi i ",
    from: "Gan ",
    pickup: "Casglu: {{label}}",
    proposed: "Cynigiwyd: {{label}}",
    noPickup: "Dim amser casglu eto",
    on: {
      reserved: "Neilltuwyd ar {{date}}",
      collected: "Casglwyd ar {{date}}",
      cancelled: "Canslwyd ar {{date}}",
    },
  },
  page: {
    title: "Trosglwyddiad: {{title}}",
    description: "Cytunwch ar amser casglu a nodwch ei fod wedi’i gasglu.",
    deletedMember: "Aelod wedi’i ddileu",
    accountDeleted: "Cafodd cyfrif yr aelod arall ei ddileu.",
    staffGiving: "Mae {{giver}} yn rhoi hwn i {{receiver}}.",
    youGive: "Rydych chi’n rhoi hwn i {{person}}.",
    givesYou: "Mae {{person}} yn rhoi hwn i chi.",
    reservedOn: "Neilltuwyd ar {{date}}.",
    seeListing: "Gweld yr hysbyseb",
    message: "Anfon neges at {{name}}",
    cancelledByMe: "Fe wnaethoch chi ganslo’r neilltuad hwn ar {{date}}. Rheswm: {{reason}}",
    cancelledByOther: "Canslodd {{name}} y neilltuad hwn ar {{date}}. Rheswm: {{reason}}",
    cancelledBySomeone: "Canslodd rhywun y neilltuad hwn ar {{date}}. Rheswm: {{reason}}",
  },
  pickup: {
    title: "Amser casglu",
    meetInPublic:
      "Cwrddwch mewn man cyhoeddus yn agos at gartref, nid yno: llyfrgell, siop, giât parc. Dim ond y man cyfarfod y mae’r ddau ohonoch yn cytuno arno yma y mae Glut yn ei ddangos.",
    agreed: "Wedi’i gytuno",
    youProposed: "Chi gynigiodd, yn aros i {{name}} ei dderbyn",
    otherProposed: "Cynigiodd {{name}}",
    someoneProposed: "Cynigiodd rhywun",
    meetingPoint: "Man cyfarfod: ",
    none: "Dim amser casglu eto. Gall y naill neu’r llall ohonoch gynnig un.",
    proposeAnother: "Cynnig amser arall",
    proposeThis: "Cynnig yr amser hwn",
    accept: "Derbyn yr amser hwn",
    day: "Diwrnod",
    from: "O",
    until: "Tan",
    where: "Ble i gwrdd",
    whereHint: "Rhywle cyhoeddus yn agos at gartref, nid yno: llyfrgell, siop, giât parc.",
  },
  collection: {
    collectedTitle: "Wedi’i gasglu",
    collectedOn: "Casglwyd ar {{date}}.",
    sayThanks: "Diolch i {{name}}",
    title: "Casglu",
    youMarked:
      "Fe wnaethoch chi nodi ei fod wedi’i gasglu. Yn aros i {{name}} gadarnhau; os na fyddan nhw, bydd yn cadarnhau ei hun ar {{date}}.",
    otherMarked:
      "Mae {{name}} wedi nodi ei fod wedi’i gasglu. Os na fydd neb yn cadarnhau, bydd yn cadarnhau ei hun ar {{date}}.",
    someoneMarked:
      "Mae rhywun wedi nodi ei fod wedi’i gasglu. Os na fydd neb yn cadarnhau, bydd yn cadarnhau ei hun ar {{date}}.",
    how: "Unwaith y bydd yr eitem wedi newid dwylo, mae’r naill neu’r llall ohonoch yn nodi ei fod wedi’i gasglu; mae’r llall yn cadarnhau.",
    mark: "Nodi ei fod wedi’i gasglu",
    confirm: "Cadarnhau ei fod wedi’i gasglu",
  },
  cancel: {
    title: "Canslo’r neilltuad",
    open: "Canslo, gyda rheswm",
    told: "Bydd {{name}} yn cael gwybod pam. Os gofynnodd eraill amdano, caiff ei gynnig i’r nesaf yn y ciw.",
    why: "Pam rydych chi’n canslo?",
    choose: "Dewiswch reswm",
    note: "Unrhyw beth i’w ychwanegu (dewisol)",
    noteHint: "Bydd y person arall yn darllen hwn.",
    submit: "Canslo’r neilltuad",
    reasons: {
      "no-show": "Ddaethon nhw ddim",
      "cannot-give": "Alla i ddim ei roi bellach",
      "not-needed": "Does dim ei angen arna i bellach",
      "cannot-collect": "Alla i ddim ei gasglu wedi’r cyfan",
      "plans-changed": "Newidiodd ein cynlluniau",
      other: "Rheswm arall",
    },
  },
  forms: {
    dateRequired: "Dewiswch ddiwrnod y casglu.",
    dateInvalid: "Rhowch y diwrnod fel dyddiad, er enghraifft 2026-12-05.",
    datePast: "Ni all diwrnod y casglu fod yn y gorffennol.",
    dateTooFar: "Dewiswch ddiwrnod yn ystod y {{days}} diwrnod nesaf.",
    fromRequired: "Rhowch yr amser y gall y casglu ddechrau, er enghraifft 10:00.",
    untilRequired:
      "Rhowch yr amser erbyn pryd y mae’n rhaid i’r casglu orffen, er enghraifft 11:00.",
    timeInvalid: "Rhowch amser fel oriau a munudau, er enghraifft 10:30.",
    untilBeforeFrom: "Rhaid i’r casglu orffen ar ôl iddo ddechrau.",
    alreadyOver:
      "Mae’r amser hwnnw eisoes wedi mynd heibio heddiw. Dewiswch amser hwyrach neu ddiwrnod arall.",
    meetingPointRequired:
      "Dywedwch ble i gwrdd, er enghraifft “tu allan i’r llyfrgell ar Heol y Frenhines”.",
    meetingPointTooLong: "Cadwch y man cyfarfod i {{max}} nod neu lai.",
    reasonRequired: "Dewiswch pam rydych chi’n canslo.",
    noteRequired: "Dywedwch pam mewn ychydig eiriau.",
    noteTooLong: "Cadwch ef i {{max}} nod neu lai.",
  },
  toasts: {
    propose: "Amser casglu wedi’i anfon",
    accept: "Amser casglu wedi’i gytuno",
    cancel: "Neilltuad wedi’i ganslo",
    "mark-collected": "Wedi nodi ei fod wedi’i gasglu",
    "confirm-collected": "Casglu wedi’i gadarnhau",
    checkPickup: "Gwiriwch yr amser casglu",
    sayWhy: "Dywedwch pam rydych chi’n canslo",
    unknownIntent: "Nid yw’r ffurflen honno’n un sydd gan y dudalen hon.",
  },
  refusals: {
    notFound: "Nid yw’r trosglwyddiad hwn yn bodoli neu mae wedi’i dynnu.",
    forbidden:
      "Dim ond y ddau berson sy’n rhannu’r eitem hon sy’n gallu gweld neu newid ei throsglwyddiad.",
    notReserved: "Mae’r trosglwyddiad hwn eisoes ar ben: does dim byd arall yn gallu newid.",
    noProposal: "Does dim amser casglu’n aros i chi ei dderbyn.",
    ownProposal: "Chi gynigiodd yr amser hwn: y person arall sy’n ei dderbyn.",
    proposalChanged:
      "Mae’r person arall newydd gynnig amser gwahanol. Edrychwch arno isod cyn i chi ei dderbyn.",
    proposalPassed: "Mae’r amser casglu hwnnw wedi mynd heibio. Cynigiwch un arall.",
    alreadyMarked:
      "Rydych chi eisoes wedi nodi ei fod wedi’i gasglu: y person arall sy’n ei gadarnhau.",
    notMarked: "Does neb wedi nodi ei fod wedi’i gasglu eto.",
    noShowGiverOnly: "Dim ond y person sy’n rhoi’r eitem sy’n gallu dweud na ddaeth y llall.",
    noShowTooEarly:
      "Gallwch ddweud na ddaethon nhw unwaith y bydd yr amser casglu a gytunwyd wedi dechrau.",
    reasonNotYours: "Dewiswch un o’r rhesymau a gynigir i chi.",
  },
  live: {
    updated: "Newydd ei diweddaru: {{what}}.",
    changed: "Newydd newid: {{what}}.",
    refresh: "Ail-lwythwch y dudalen i’w weld",
    changes: {
      requested: "Gofynnodd rhywun am eich hysbyseb",
      withdrawn: "Tynnwyd cais am eich hysbyseb yn ôl",
      reserved: "Neilltuwyd rhywbeth i chi",
      pickupProposed: "Cynigiwyd amser casglu",
      pickupAgreed: "Derbyniwyd eich amser casglu",
      collectedMarked: "Nodwyd bod trosglwyddiad wedi’i gasglu",
      collected: "Cadarnhawyd bod trosglwyddiad wedi’i gasglu",
      cancelled: "Canslwyd neilltuad",
      offered: "Daeth cyfran yn rhydd ac fe’i neilltuwyd i chi",
      thanked: "Diolchwyd i chi am drosglwyddiad",
    },
  },
  /** Rhan drosglwyddo tudalen hysbyseb (penderfyniad 0087), a negeseuon ei gweithred. */
  listing: {
    requestLine: "Hoffwn ofyn am “{{name}}”, os gwelwch yn dda.",
    whoGetsIt: "Pwy sy’n ei gael:",
    gathered: "Casglwyd ceisiadau am {{hours}} awr; dechreuodd y dewis ar {{date}} (amser y DU).",
    gathering:
      "Caiff ceisiadau eu casglu am {{hours}} awr. Mae’r dewis yn dechrau ar {{date}} (amser y DU), felly does dim mantais mewn gofyn yn gynnar.",
    thenChoose:
      "Yna mae’r hysbysebwr yn dewis, neu’n gadael i Glut dynnu ar hap, gan roi’r rhai sydd wedi cael lleiaf yn ddiweddar yn gyntaf.",
    firstCome: "Gall yr hysbysebwr ei neilltuo i rywun cyn gynted ag y byddan nhw’n gofyn.",
    organisationsFirst: "Mae banciau bwyd a grwpiau wedi’u dilysu yn cael mynd gyntaf.",
    reservedQueue:
      "Wedi’i neilltuo: gallwch ofyn o hyd, a byddwch yn y ciw rhag ofn iddo ddod yn rhydd.",
    shared: "Gellir ei rannu rhwng {{portions}} o bobl: {{left}} ar ôl.",
    one: "Un i’w roi.",
    reservedForYou: "Wedi’i neilltuo i chi",
    arrange: "Trefnwch y casglu",
    arrangeAfter: " gyda’r hysbysebwr.",
    asked: "Rydych chi wedi gofyn am hwn. Chi yw rhif {{position}} yn y ciw.",
    withdraw: "Tynnu fy nghais yn ôl",
    ask: "Gofyn amdano",
    note: "Nodyn i’r hysbysebwr (dewisol)",
    noteHint: "Mae’n mynd i’ch sgwrs am “{{name}}”. Hyd at {{max}} nod.",
    request: "Gofyn",
    whoAsked: "Pwy sydd wedi gofyn ({{count}})",
    collectedBy: "Casglwyd gan",
    reservedFor: "Wedi’i neilltuo i",
    theHandover: "y trosglwyddiad",
    noOne: "Does neb wedi gofyn eto.",
    choosingFrom: "Gallwch neilltuo neu dynnu ar hap o {{date}} (amser y DU).",
    draw: "Gadael i Glut dynnu ar hap",
    drawHint:
      "Tynnu ar hap ymysg pawb a ofynnodd; mae’r rhai sydd wedi cael lleiaf yn y 30 diwrnod diwethaf yn fwy tebygol o ddod gyntaf. Caiff y cyntaf a dynnir ei neilltuo.",
    verifiedOrganisation: "Sefydliad wedi’i ddilysu",
    received_zero: "Wedi cael {{count}} eitem ({{recent}} yn y 30 diwrnod diwethaf)",
    received_one: "Wedi cael {{count}} eitem ({{recent}} yn y 30 diwrnod diwethaf)",
    received_two: "Wedi cael {{count}} eitem ({{recent}} yn y 30 diwrnod diwethaf)",
    received_few: "Wedi cael {{count}} eitem ({{recent}} yn y 30 diwrnod diwethaf)",
    received_many: "Wedi cael {{count}} eitem ({{recent}} yn y 30 diwrnod diwethaf)",
    received_other: "Wedi cael {{count}} eitem ({{recent}} yn y 30 diwrnod diwethaf)",
    noShows_zero: "Heb ddod {{count}} tro",
    noShows_one: "Heb ddod {{count}} tro",
    noShows_two: "Heb ddod {{count}} dro",
    noShows_few: "Heb ddod {{count}} thro",
    noShows_many: "Heb ddod {{count}} thro",
    noShows_other: "Heb ddod {{count}} tro",
    rated: "sgôr {{rating}} allan o 5",
    reserve: "Neilltuo",
    reserveFor: "Neilltuo i {{name}}",
    toasts: {
      signIn: "Mewngofnodwch",
      signInText: "Mewngofnodwch i ofyn am hysbyseb.",
      requestSent: "Cais wedi’i anfon",
      requestSentText: "Mae’r hysbysebwr wedi cael eich cais, ac mae eich nodyn yn eich sgwrs.",
      withdrawn: "Cais wedi’i dynnu’n ôl",
      withdrawnText: "Dydych chi ddim yn y ciw mwyach.",
      reservedText: "Rydyn ni wedi anfon e-bost atyn nhw i drefnu’r casglu.",
      drawn: "Mae Glut wedi tynnu ar hap",
      drawnReserved: "Mae’r ciw yn y drefn a dynnwyd, ac mae’r cyntaf ynddo wedi’i neilltuo.",
      drawnNone: "Mae’r ciw yn y drefn a dynnwyd. Doedd neb ynddo’n gallu ei gael nawr.",
      nothingChanged: "Ni newidiwyd dim",
      unreadable: "Doedd dim modd darllen y ffurflen. Rhowch gynnig arall arni.",
    },
    noteTooLong: "Gall eich nodyn fod yn {{max}} nod ar y mwyaf.",
    fairShare: {
      theyHold_zero:
        "Mae gan {{name}} {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gellir rhoi mwy iddyn nhw unwaith y bydd un o’u rhai nhw wedi’i gasglu neu ei ganslo.",
      theyHold_one:
        "Mae gan {{name}} {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gellir rhoi mwy iddyn nhw unwaith y bydd un o’u rhai nhw wedi’i gasglu neu ei ganslo.",
      theyHold_two:
        "Mae gan {{name}} {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gellir rhoi mwy iddyn nhw unwaith y bydd un o’u rhai nhw wedi’i gasglu neu ei ganslo.",
      theyHold_few:
        "Mae gan {{name}} {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gellir rhoi mwy iddyn nhw unwaith y bydd un o’u rhai nhw wedi’i gasglu neu ei ganslo.",
      theyHold_many:
        "Mae gan {{name}} {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gellir rhoi mwy iddyn nhw unwaith y bydd un o’u rhai nhw wedi’i gasglu neu ei ganslo.",
      theyHold_other:
        "Mae gan {{name}} {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gellir rhoi mwy iddyn nhw unwaith y bydd un o’u rhai nhw wedi’i gasglu neu ei ganslo.",
      youHold_zero:
        "Mae gennych chi {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gallwch ofyn o hyd: gallwch ei gael unwaith y bydd un o’ch rhai chi wedi’i gasglu neu ei ganslo.",
      youHold_one:
        "Mae gennych chi {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gallwch ofyn o hyd: gallwch ei gael unwaith y bydd un o’ch rhai chi wedi’i gasglu neu ei ganslo.",
      youHold_two:
        "Mae gennych chi {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gallwch ofyn o hyd: gallwch ei gael unwaith y bydd un o’ch rhai chi wedi’i gasglu neu ei ganslo.",
      youHold_few:
        "Mae gennych chi {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gallwch ofyn o hyd: gallwch ei gael unwaith y bydd un o’ch rhai chi wedi’i gasglu neu ei ganslo.",
      youHold_many:
        "Mae gennych chi {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gallwch ofyn o hyd: gallwch ei gael unwaith y bydd un o’ch rhai chi wedi’i gasglu neu ei ganslo.",
      youHold_other:
        "Mae gennych chi {{count}} neilltuad eisoes heb eu casglu, y mwyaf y caiff un aelod eu dal ar y tro, fel na all un person gymryd popeth sydd ar gynnig. Gallwch ofyn o hyd: gallwch ei gael unwaith y bydd un o’ch rhai chi wedi’i gasglu neu ei ganslo.",
      theyGot_zero:
        "Mae {{name}} wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gellir rhoi mwy iddyn nhw pan fydd yr hynaf o’r rheini’n wythnos oed.",
      theyGot_one:
        "Mae {{name}} wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gellir rhoi mwy iddyn nhw pan fydd yr hynaf o’r rheini’n wythnos oed.",
      theyGot_two:
        "Mae {{name}} wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gellir rhoi mwy iddyn nhw pan fydd yr hynaf o’r rheini’n wythnos oed.",
      theyGot_few:
        "Mae {{name}} wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gellir rhoi mwy iddyn nhw pan fydd yr hynaf o’r rheini’n wythnos oed.",
      theyGot_many:
        "Mae {{name}} wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gellir rhoi mwy iddyn nhw pan fydd yr hynaf o’r rheini’n wythnos oed.",
      theyGot_other:
        "Mae {{name}} wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gellir rhoi mwy iddyn nhw pan fydd yr hynaf o’r rheini’n wythnos oed.",
      youGot_zero:
        "Rydych chi wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gallwch ofyn o hyd: gallwch ei gael pan fydd yr hynaf o’r rheini’n wythnos oed.",
      youGot_one:
        "Rydych chi wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gallwch ofyn o hyd: gallwch ei gael pan fydd yr hynaf o’r rheini’n wythnos oed.",
      youGot_two:
        "Rydych chi wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gallwch ofyn o hyd: gallwch ei gael pan fydd yr hynaf o’r rheini’n wythnos oed.",
      youGot_few:
        "Rydych chi wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gallwch ofyn o hyd: gallwch ei gael pan fydd yr hynaf o’r rheini’n wythnos oed.",
      youGot_many:
        "Rydych chi wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gallwch ofyn o hyd: gallwch ei gael pan fydd yr hynaf o’r rheini’n wythnos oed.",
      youGot_other:
        "Rydych chi wedi cael {{count}} eitem yn y 7 diwrnod diwethaf, y mwyaf y caiff un aelod ei gael mewn wythnos, fel bod digon i bawb. Gallwch ofyn o hyd: gallwch ei gael pan fydd yr hynaf o’r rheini’n wythnos oed.",
    },
    refusals: {
      membership: "Mae angen tanysgrifiad gweithredol arnoch i ofyn am hysbysebion.",
      notFound: "Heb ddod o hyd i’r hysbyseb",
      requestNotFound: "Heb ddod o hyd i’r cais hwnnw.",
      ownListing: "Eich hysbyseb chi yw hon: allwch chi ddim gofyn amdani.",
      demoListing: "Hysbyseb enghreifftiol yw hon: does dim i’w gasglu.",
      alreadyRequested:
        "Rydych chi eisoes wedi gofyn am hwn. Gallwch dynnu eich cais yn ôl os nad oes ei angen arnoch mwyach.",
      notYourRequest: "Dim ond eich cais eich hun y gallwch ei dynnu’n ôl.",
      alreadyAnswered: "Mae’r cais hwnnw eisoes wedi’i dynnu’n ôl neu wedi’i ateb.",
      notOwner: "Dim ond y sawl a’i hysbysebodd sy’n cael dewis pwy sy’n ei gael.",
      notActive: "Dydy’r hysbyseb hon ddim ar gael mwyach, felly does neb yn gallu ei chael.",
      notFair: "Dim ond ar gyfer hysbyseb a rennir dan y drefn deg y mae Glut yn tynnu ar hap.",
      alreadyDrawn:
        "Mae Glut eisoes wedi tynnu ar hap ar gyfer yr hysbyseb hon: caiff ei threfn ei chadw.",
      nobodyAsked: "Does neb wedi gofyn amdani eto, felly does neb i dynnu ar hap yn eu plith.",
      notOpenYet:
        "Caiff ceisiadau eu casglu tan {{date}} (amser y DU). Gallwch ddewis ar ôl hynny, fel bod pawb a’i gwelodd mewn pryd yn cael cyfle teg.",
      noPortionLeft: "Mae’r eitem hon eisoes wedi’i neilltuo.",
      requestNotOpen: "Mae’r cais hwnnw wedi’i dynnu’n ôl neu eisoes wedi’i ateb.",
    },
  },
  /** Sut mae’r perchennog yn dewis rhwng y rhai sy’n gofyn: “Pwy sy’n ei gael” ffurflen yr hysbyseb. */
  rules: {
    legend: "Pwy sy’n ei gael",
    how: "Sut rydych chi’n dewis",
    first_come: {
      name: "Y cyntaf i’r felin",
      hint: "Gallwch ei neilltuo i rywun cyn gynted ag y byddan nhw’n gofyn.",
    },
    fair: {
      name: "Teg",
      hint: "Caiff ceisiadau eu casglu am gyfnod, yna rydych chi’n dewis, neu’n gadael i Glut dynnu ar hap ymysg pawb a ofynnodd, gan roi’r rhai sydd wedi cael lleiaf yn ddiweddar yn gyntaf.",
    },
    window: "Cyfnod teg, mewn oriau",
    windowHint:
      "Dan y drefn deg: am ba hyd y caiff ceisiadau eu casglu cyn i chi ddewis, rhwng {{min}} a {{max}} awr.",
    portions: "Faint o bobl sy’n gallu ei rannu",
    portionsHint:
      "1 ar gyfer un eitem; mwy os oes modd ei rannu, e.e. 5 ar gyfer pum bag o afalau.",
    organisationsFirst: "Banciau bwyd a grwpiau wedi’u dilysu yn gyntaf",
    organisationsFirstHint:
      "Maen nhw’n mynd o flaen y lleill sy’n gofyn, yn y ciw ac wrth dynnu ar hap.",
    errors: {
      rule: "Dewiswch sut y byddwch chi’n penderfynu pwy sy’n ei gael: y cyntaf i’r felin neu’n deg.",
      windowHours: "Dewiswch gyfnod o {{min}} i {{max}} awr.",
      portions: "Dewiswch rhwng faint o bobl y gellir ei rannu: {{min}} i {{max}}.",
    },
  },
  thanks: {
    titleFor: "Dweud diolch am {{title}}",
    description: "Diolchwch i’r aelod y gwnaethoch chi rannu ag ef neu hi ar Glut.",
    gatePersonal: "Mae angen aelodaeth weithredol i ddweud diolch.",
    gateOrganisation:
      "Mae angen aelodaeth weithredol neu sefydliad wedi’i ddilysu i ddweud diolch.",
    back: "Yn ôl i’r trosglwyddiad",
    youGave: "Fe roesoch chi “{{title}}” i ",
    youReceived: "Fe gawsoch chi “{{title}}” gan ",
    after: ".",
    leftGlut: "aelod sydd wedi gadael Glut ers hynny",
    otherMember: "yr aelod arall",
    saidOn: "Fe ddywedoch chi ddiolch ar {{date}}",
    rating:
      "Eich sgôr breifat: {{rating}} allan o 5. Dim ond Glut sy’n ei gweld, fel rhan o gyfartaledd.",
    profile: "Gweld proffil {{name}}",
    notYet: "Gallwch ddweud diolch yma unwaith y bydd yr eitem wedi’i chasglu.",
    notSaved: "Heb gadw’r diolch",
    sentTitle: "Diolch wedi’i anfon",
    noteLabel: "Nodyn diolch i {{name}} (dewisol)",
    noteHint: "Yn cael ei ddangos ar broffil {{name}}, gyda’ch enw. Dim mwy na {{max}} nod.",
    howDidItGo: "Sut aeth hi? (dewisol)",
    ratingHint:
      "Mae eich sgôr yn breifat: does neb yn ei gweld ar ei phen ei hun, dim ond cyfartaledd unwaith y bydd tair.",
    send: "Anfon diolch",
    ratings: {
      "1": "1, aeth yn wael",
      "2": "2, ddim yn wych",
      "3": "3, roedd yn iawn",
      "4": "4, da",
      "5": "5, ardderchog",
    },
    forms: {
      empty: "Ysgrifennwch nodyn diolch, dewiswch sgôr, neu’r ddau.",
      tooLong: "Gall nodyn diolch fod yn {{max}} nod ar y mwyaf.",
      rating: "Dewiswch sgôr o 1 i 5.",
      sent: "Diolch. Mae eich nodyn a’ch sgôr wedi’u cadw.",
    },
    errors: {
      notFound: "Nid yw’r trosglwyddiad hwnnw’n bodoli.",
      notYours: "Dim ond dau aelod trosglwyddiad sy’n gallu diolch i’w gilydd amdano.",
      notCollected: "Gallwch ddweud diolch unwaith y bydd yr eitem wedi’i chasglu.",
      cancelled: "Cafodd y trosglwyddiad hwn ei ganslo, felly does dim i ddiolch amdano.",
      already:
        "Rydych chi eisoes wedi dweud diolch am y trosglwyddiad hwn. Gall pob ochr ei ddweud unwaith.",
      otherGone: "Mae’r aelod arall wedi dileu eu cyfrif, felly does dim modd diolch iddyn nhw.",
    },
  },
};
