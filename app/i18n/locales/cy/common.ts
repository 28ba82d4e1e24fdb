// Cragen y wefan yn Gymraeg (decision 0098; terms: docs/welsh-glossary.md).
export default {
  /** The member gate's refusal, above the reason the page gives (decision 0098). */
  memberGate: { title: "Mae angen aelodaeth" },
  skipToMain: "Neidio i’r prif gynnwys",
  skipToCookies: "Neidio i’r dewisiadau cwcis",
  titleSuffix: "{{title}} | Glut",
  language: {
    label: "Iaith",
  },
  logo: { label: "Glut, hafan" },
  nav: {
    main: "Prif ddewislen",
    mobile: "Dewislen symudol",
    browseProduce: "Pori Cynnyrch",
    freeFood: "Bwyd am Ddim",
    locations: "Lleoliadau",
    viewAllLocations: "Pob Lleoliad",
    community: "Cymuned",
    groups: "Grwpiau",
    foodBanks: "Banciau Bwyd",
    partnership: "Partneriaeth",
    resources: "Adnoddau",
    plantingCalendar: "Calendr Plannu",
    howItWorks: "Sut Mae’n Gweithio",
    contact: "Cysylltu",
    allotments: "Rhandiroedd",
    forum: "Fforwm",
    aboutGlut: "Am Glut",
    communityGroups: "Grwpiau Cymunedol",
    schools: "Ysgolion",
    openData: "Data Agored",
    sitemap: "Map o’r Wefan",
    privacy: "Polisi Preifatrwydd",
    terms: "Telerau Gwasanaeth",
    dashboard: "Dangosfwrdd",
    listProduce: "Rhestru Cynnyrch",
    handovers: "Trosglwyddiadau",
    notifications: "Hysbysiadau",
    messages: "Negeseuon",
    signIn: "Mewngofnodi",
    signOut: "Allgofnodi",
    join: "Ymuno â Glut",
  },
  messagesUnread_zero: "Negeseuon, {{count}} heb eu darllen",
  messagesUnread_one: "Negeseuon, {{count}} heb ei darllen",
  messagesUnread_two: "Negeseuon, {{count}} heb eu darllen",
  messagesUnread_few: "Negeseuon, {{count}} heb eu darllen",
  messagesUnread_many: "Negeseuon, {{count}} heb eu darllen",
  messagesUnread_other: "Negeseuon, {{count}} heb eu darllen",
  menuMessagesUnread_zero: "Negeseuon ({{count}} heb eu darllen)",
  menuMessagesUnread_one: "Negeseuon ({{count}} heb ei darllen)",
  menuMessagesUnread_two: "Negeseuon ({{count}} heb eu darllen)",
  menuMessagesUnread_few: "Negeseuon ({{count}} heb eu darllen)",
  menuMessagesUnread_many: "Negeseuon ({{count}} heb eu darllen)",
  menuMessagesUnread_other: "Negeseuon ({{count}} heb eu darllen)",
  live: {
    dismiss: "Cau",
  },
  menu: {
    open: "Agor y ddewislen",
    close: "Cau’r ddewislen",
    title: "Dewislen",
    quickActions: "Camau cyflym",
    account: "Cyfrif",
    member: "Aelod o Glut",
  },
  footer: {
    blurb:
      "Rhannwch gynnyrch dros ben eich gardd â chymdogion ledled y DU: ffrwythau a llysiau, hadau, toriadau a phlanhigion, am ddim neu i’w cyfnewid.",
    explore: "Archwilio",
    glut: "Glut",
    popularLocations: "Lleoliadau Poblogaidd",
    moreCities: "Rhagor o Ddinasoedd",
    yourAccount: "Eich Cyfrif",
    madeFor: "© {{year}} Glut. Wedi’i greu ar gyfer tyfwyr y DU.",
  },
  cookies: {
    bannerTitle: "Cwcis ar Glut",
    bannerText:
      "Mae cwcis angenrheidiol yn cadw Glut i weithio. A gawn ni hefyd ddefnyddio cwcis dadansoddi a marchnata? Ni fydd y naill na’r llall yn cael eu gosod oni bai eich bod yn cytuno.",
    categories: "Mathau o gwcis",
    necessary: "Angenrheidiol (ymlaen bob amser)",
    analytics: "Dadansoddi",
    marketing: "Marchnata",
    rejectAll: "Gwrthod y Cyfan",
    acceptAll: "Derbyn y Cyfan",
    acceptSelected: "Derbyn y Dewis",
    settings: "Gosodiadau",
    settingsLink: "Gosodiadau cwcis",
    settingsTitle: "Gosodiadau cwcis",
    settingsIntro:
      "Mae cwcis angenrheidiol yn eich cadw wedi mewngofnodi, yn cofio’r iaith a ddewisoch ac yn cadw’r wefan yn ddiogel, ac maen nhw ymlaen bob amser. Dim ond os byddwch yn caniatáu hynny y bydd cwcis dadansoddi a marchnata yn cael eu gosod.",
    savedOn: "Cafodd eich dewis presennol ei gadw ar {{date}}.",
  },
  errors: {
    notFoundHeading: "Wps! Dim Tudalen",
    notFoundText:
      "Nid yw’r dudalen rydych chi’n chwilio amdani yn bodoli, neu mae wedi symud. Awn â chi’n ôl i’r ardd.",
    notFoundTitle: "Heb ddod o hyd i’r dudalen",
    backHome: "Yn ôl i’r hafan",
    somethingWrong: "Aeth rhywbeth o’i le",
    unexpected: "Digwyddodd gwall annisgwyl. Rhowch gynnig arall arni.",
    backInAMoment: "Yn ôl mewn eiliad",
    outageRead:
      "Does dim modd cyrraedd ein cronfa ddata am eiliad. Rhowch gynnig arall arni ymhen ychydig eiliadau.",
    outageSent:
      "Does dim modd cyrraedd ein cronfa ddata am eiliad, felly doedd dim modd cadarnhau a gafodd yr hyn a anfonoch ei gadw. Edrychwch eto ymhen ychydig eiliadau cyn ei anfon eto.",
    error: "Gwall",
    /** A form body that breaks off (a truncated upload): the 400 of every form. */
    unreadableForm: "Doedd dim modd darllen y ffurflen. Rhowch gynnig arall arni.",
    status: {
      "400": "Cais Gwallus",
      "401": "Heb Awdurdod",
      "403": "Gwaharddedig",
      "405": "Dull Heb ei Ganiatáu",
      "409": "Gwrthdaro",
      "410": "Wedi Mynd",
      "413": "Cynnwys yn Rhy Fawr",
      "415": "Math o Gyfrwng Heb ei Gefnogi",
      "422": "Cynnwys na Ellir ei Brosesu",
      "429": "Gormod o Geisiadau",
      "500": "Gwall Gweinydd",
    },
  },
  /**
   * The admin area's error pages (a refusal, a failure), which have no loader data to bring the
   * `admin` catalogue: their titles and words are the shell's.
   */
  admin: {
    dashboardTitle: "Dangosfwrdd Gweinyddu",
    flaggedTitle: "Aelodau wedi’u nodi",
    mailTitle: "E-bost heb ei ddanfon",
    accessDenied: "Dim mynediad",
    goToReports: "Mynd i’r ciw adroddiadau",
    tryAgain: "Rhoi cynnig arall arni",
    dashboardError:
      "Aeth rhywbeth o’i le wrth lwytho’r dangosfwrdd gweinyddu. Rhowch gynnig arall arni.",
    flaggedError:
      "Aeth rhywbeth o’i le wrth lwytho’r aelodau wedi’u nodi. Rhowch gynnig arall arni.",
    mailError:
      "Aeth rhywbeth o’i le wrth lwytho’r e-bost heb ei ddanfon. Rhowch gynnig arall arni.",
  },
  /**
   * The planting calendar's error page, which has no loader data to bring its own catalogue:
   * its title and words are the shell's.
   */
  plantingCalendar: {
    title: "Calendr Plannu",
    notShown: "Doedd dim modd dangos y calendr plannu. Rhowch gynnig arall arni.",
    back: "Yn ôl i Fy Ngardd",
  },
  /**
   * A conversation's error page (not found, not yours), which has no loader data to bring the
   * `messages` catalogue: its words are the shell's.
   */
  handover: {
    yours: "Eich trosglwyddiadau",
    notFoundTitle: "Heb Ddod o Hyd i’r Trosglwyddiad",
    forbiddenTitle: "Nid Eich Trosglwyddiad Chi",
    errorTitle: "Gwall wrth Lwytho’r Trosglwyddiad",
    forbidden: "Dim ond y ddau berson sy’n rhannu eitem sy’n gallu gweld ei throsglwyddiad.",
    error: "Nid oedd modd llwytho’r trosglwyddiad. Rhowch gynnig arall arni mewn munud.",
    sayThanks: "Dweud diolch",
    thanksError: "Aeth rhywbeth o’i le wrth lwytho’r dudalen hon. Rhowch gynnig arall arni.",
    backToDashboard: "Yn ôl i’ch dangosfwrdd",
  },
  conversation: {
    title: "Sgwrs",
    notFoundTitle: "Heb Ddod o Hyd i’r Sgwrs",
    forbiddenTitle: "Nid Eich Sgwrs Chi",
    errorTitle: "Gwall wrth Lwytho’r Sgwrs",
    notFound: "Nid yw’r sgwrs hon yn bodoli, neu mae wedi’i thynnu.",
    forbidden: "Dim ond eich sgyrsiau eich hun y gallwch eu darllen ac ysgrifennu ynddynt.",
    error: "Doedd dim modd llwytho’r sgwrs. Rhowch gynnig arall arni mewn munud.",
    allMessages: "Pob neges",
  },
  /**
   * Listings' words that their error pages need too, which have no loader data to bring the
   * `listings` catalogue: the browse page's heading, and its and a listing's error pages.
   */
  listings: {
    browseTitle: "Pori Cynnyrch o’r Ardd",
    browseErrorTitle: "Methu Llwytho Hysbysebion",
    unexpected: "Aeth rhywbeth o’i le wrth lwytho’r hysbysebion.",
    thingsToTry: "Pethau i roi cynnig arnyn nhw:",
    connection: "Gwiriwch eich cysylltiad â’r rhyngrwyd.",
    reload: "Ail-lwythwch y dudalen, neu rhowch gynnig arall arni ymhen ychydig funudau.",
    clearFilters: "Cliriwch eich hidlwyr a chwilio eto.",
    signOut: "Allgofnodwch a mewngofnodi eto os yw’r broblem yn parhau.",
    tryAgain: "Rhoi Cynnig Arall Arni",
    clear: "Clirio’r hidlwyr",
    notFoundTitle: "Heb Ddod o Hyd i’r Hysbyseb",
    errorTitle: "Gwall wrth Lwytho’r Hysbyseb",
    notFound: "Nid yw’r hysbyseb hon yn bodoli, neu mae wedi’i thynnu.",
    detailError: "Methu llwytho’r hysbyseb. Rhowch gynnig arall arni mewn munud.",
    notYoursTitle: "Nid Eich Hysbyseb Chi",
    notYours: "Dim ond eich hysbysebion eich hun y gallwch eu newid.",
    backToMine: "Yn ôl i fy hysbysebion",
    back: "Yn ôl i’r hysbysebion",
  },
  fieldError: { prefix: "Gwall:" },
  dialog: { close: "Cau" },
  toast: { close: "Cau’r hysbysiad" },
  breadcrumb: "Briwsion bara",
  pageLinks: {
    previous: "Blaenorol",
    next: "Nesaf",
    pageOf: "Tudalen {{page}} o {{pages}}",
  },
  counter: {
    left_zero: "{{n}} nod ar ôl",
    left_one: "{{n}} nod ar ôl",
    left_two: "{{n}} nod ar ôl",
    left_few: "{{n}} nod ar ôl",
    left_many: "{{n}} nod ar ôl",
    left_other: "{{n}} nod ar ôl",
    over_zero: "{{n}} nod dros y terfyn",
    over_one: "{{n}} nod dros y terfyn",
    over_two: "{{n}} nod dros y terfyn",
    over_few: "{{n}} nod dros y terfyn",
    over_many: "{{n}} nod dros y terfyn",
    over_other: "{{n}} nod dros y terfyn",
  },
  delete: {
    delete: "Dileu",
    cancel: "Canslo",
    deleting: "Wrthi’n dileu…",
    deleteForGood: "Dileu am byth",
    confirm: "Dileu “{{name}}”?",
  },
  report: {
    summary: "Rhoi gwybod",
    reasonLabel: "Pam rydych chi’n rhoi gwybod am hyn?",
    chooseReason: "Dewiswch reswm",
    noteLabel: "Unrhyw beth y dylai cymedrolwr ei wybod (dewisol)",
    noteHint:
      "Ni chaiff yr aelod y rhowch wybod amdano byth wybod pwy roddodd wybod. Os oes rhywun mewn perygl nawr, ffoniwch 999.",
    send: "Anfon yr adroddiad",
    sending: "Yn anfon...",
    categories: {
      illegal: "Cynnwys anghyfreithlon",
      terms: "Yn erbyn rheolau Glut",
    },
    reasons: {
      "illegal-child-abuse":
        "Cam-drin plant yn rhywiol, neu feithrin perthynas amhriodol â phlentyn",
      "illegal-terrorism": "Terfysgaeth neu eithafiaeth dreisgar",
      "illegal-threats": "Bygythiadau, stelcio, aflonyddu neu ymddygiad rheolaethol",
      "illegal-hate": "Corddi casineb (hil, crefydd, rhywioldeb)",
      "illegal-suicide": "Annog hunanladdiad neu hunan-niweidio difrifol",
      "illegal-intimate-images":
        "Delweddau personol wedi’u rhannu heb gydsyniad, neu bornograffi eithafol",
      "illegal-exploitation": "Camfanteisio rhywiol, masnachu pobl neu fewnfudo anghyfreithlon",
      "illegal-fraud": "Twyll, gwyngalchu arian neu drosedd ariannol arall",
      "illegal-drugs-weapons": "Cyffuriau, cyllyll, gynnau neu arfau eraill",
      "illegal-animal-cruelty": "Creulondeb at anifeiliaid",
      "illegal-other": "Rhywbeth arall anghyfreithlon (er enghraifft ymyrraeth dramor)",
      spam: "Sbam neu hysbysebu",
      scam: "Sgam, neu werthu (does dim yn cael ei werthu ar Glut)",
      inappropriate: "Anghwrtais, anniogel neu oddi ar y pwnc",
      other: "Rhywbeth arall",
    },
    errors: {
      chooseReason: "Dewiswch pam rydych chi’n rhoi gwybod am hyn.",
      noteTooLong: "Rhaid i’r nodyn fod yn {{max}} nod neu lai.",
    },
  },
  block: {
    block: "Rhwystro {{name}}",
    confirm: "Rhwystro {{name}}?",
    description: "Mae rhwystro yn atal negeseuon y ddwy ffordd.",
    blocking: "Yn rhwystro...",
    unblock: "Dadrwystro",
    couldNot: "Doedd dim modd rhwystro na dadrwystro",
    somethingWrong: "Aeth rhywbeth o’i le. Rhowch gynnig arall arni mewn munud.",
    accountSettings: "Gosodiadau’r cyfrif",
    consequences:
      "Ni fydd y naill na’r llall ohonoch yn gallu anfon neges at y llall, ac ni welwch hysbysebion na negeseuon fforwm {{name}}. Ni chaiff {{name}} wybod. Gallwch eu dadrwystro unrhyw bryd yng ngosodiadau eich cyfrif.",
  },
  /** Yr awgrym "Gosod Glut" ar dudalennau aelodau (app/push/installed-app.tsx). */
  installApp: {
    title: "Gosod Glut",
    text: "Ychwanegwch Glut at sgrin gartref eich dyfais i’w agor fel ap a chael hysbysiadau.",
    install: "Gosod",
    notNow: "Dim nawr",
  },
};
