// Ochr yr hysbysebwr yn Gymraeg (decision 0098), with the terms of docs/welsh-glossary.md: the
// create and edit form, its checks and answers, /my-listings and its cards, and the
// still-available page. The categories and types are the shared `listings` namespace's.
export default {
  /** The member gate's reasons: creating (the specification's words, §8), and managing. */
  gate: {
    create: "Mae angen aelodaeth weithredol arnoch i greu hysbysebion.",
    personal: "Mae angen aelodaeth weithredol i reoli eich hysbysebion.",
    organisation:
      "Mae angen aelodaeth weithredol neu sefydliad wedi’i ddilysu i reoli eich hysbysebion.",
  },
  forms: {
    nameRequired: "Rhowch enw i’ch hysbyseb.",
    nameTooLong: "Ni all yr enw fod yn hwy na {{max}} nod.",
    categoryRequired: "Dewiswch gategori.",
    type: "Dewiswch fath dilys o hysbyseb (Am ddim neu Cyfnewid).",
    locationRequired: "Rhowch leoliad.",
    locationUnknown: "Dewiswch dref yn y DU neu ran gyntaf cod post, fel LS6 neu CF10.",
    locationTooLong: "Ni all y lleoliad fod yn hwy na {{max}} nod.",
    quantityTooLong: "Ni all y swm fod yn hwy na {{max}} nod.",
    descriptionTooLong: "Ni all y disgrifiad fod yn hwy na {{max}} nod.",
    realDate: "Rhowch ddyddiad go iawn, fel 2026-07-14.",
    availableUntilPast: "Dewiswch heddiw neu ddiwrnod diweddarach, neu gadewch y maes yn wag.",
    emailFirst: "Cadarnhewch eich cyfeiriad e-bost yn gyntaf.",
    photosAgain:
      "Ni chadwyd eich lluniau: ni all porwyr eu hanfon ddwywaith, felly dewiswch nhw eto.",
    missingTitle: "Gwybodaeth ar Goll",
    missing: "Llenwch bob maes gofynnol: {{fields}}.",
    network:
      "Methodd y cysylltiad â’r rhwydwaith. Gwiriwch eich cysylltiad â’r rhyngrwyd a rhowch gynnig arall arni.",
    unexpected: "Aeth rhywbeth o’i le. Rhowch gynnig arall arni.",
    limitReached: "Wedi cyrraedd y terfyn",
    validationError: "Gwall Dilysu",
    unknownOutcomeCreate:
      "Doedd dim modd cadarnhau a gafodd eich hysbyseb ei chadw. Edrychwch ar Fy Hysbysebion cyn ei hanfon eto.",
    unknownOutcomeEdit:
      "Doedd dim modd cadarnhau a gafodd eich newid ei gadw. Edrychwch ar yr hysbyseb cyn ei anfon eto.",
  },
  fields: {
    name: "Enw",
    category: "Categori",
    type: "Math",
    location: "Lleoliad",
    quantity: "Swm",
    harvestDate: "Ar gael o",
    availableUntil: "Ar gael tan",
    description: "Disgrifiad",
  },
  form: {
    emailFirstText:
      "Gallwch restru cynnyrch ar ôl cadarnhau eich cyfeiriad e-bost. Defnyddiwch y ddolen a anfonwyd atoch, neu",
    emailFirstLink: "anfonwch e-bost cadarnhau newydd o’ch dangosfwrdd",
    after: ".",
    yourListing: "Eich hysbyseb",
    optional: "{{label}} (dewisol)",
    nameHint: "e.e. Corbwmpenni",
    chooseCategory: "Dewiswch gategori",
    locationHint:
      "Tref yn y DU neu ran gyntaf eich cod post, e.e. Caerdydd neu CF10. Dim cyfeiriad stryd.",
    quantityHint: "e.e. 2 kg, bag siopa, 6 planhigyn",
    harvestDateHint: "Y diwrnod y mae’n barod i’w gasglu.",
    availableUntilHint:
      "Y diwrnod olaf i’w gasglu. Cynnyrch ffres: wythnos oni bai eich bod yn ei newid.",
    descriptionHint: "Y math, sut y cafodd ei dyfu, pryd i’w gasglu.",
    fillIn: "Llenwch yr enw, y math, y categori a’r lleoliad i barhau.",
    giveAway: "Ei roi am ddim",
    trade: "Ei gyfnewid am rywbeth",
    uploadProgress: "Cynnydd yr uwchlwytho",
    uploading: "Yn uwchlwytho: {{percent}}%",
    saving: "Wedi uwchlwytho: 100%. Yn cadw eich hysbyseb…",
  },
  photos: {
    label: "Lluniau (dewisol, hyd at {{max}})",
    hint: "JPEG, PNG, WebP, AVIF neu GIF, hyd at 10 MB yr un. Y llun cyntaf yw’r clawr.",
    hintMore:
      "Ychwanegwch luniau yma: JPEG, PNG, WebP, AVIF neu GIF, hyd at 10 MB yr un. Y llun cyntaf yw’r clawr.",
    chosen: "Y lluniau a ddewiswyd",
    preview: "Rhagolwg {{index}}: {{file}}",
    earlier: "Symud llun {{index}} yn gynharach",
    remove: "Tynnu llun {{index}}",
    later: "Symud llun {{index}} yn hwyrach",
    current: "Y lluniau presennol",
    currentHint:
      "Ticiwch lun i’w dynnu pan fyddwch yn cadw. Bydd lluniau newydd yn cael eu hychwanegu ar ôl y rhain.",
    view: "{{name}}, golwg {{index}}",
    refusals: {
      uploadFailedTitle: "Methodd yr uwchlwytho",
      uploadFailed: "Methu uwchlwytho’r llun. Rhowch gynnig arall arni.",
      tooManyTitle: "Gormod o luniau",
      tooMany: "Dim ond hyd at {{max}} llun y gallwch eu huwchlwytho.",
      notAnImage:
        "Nid yw {{file}} yn llun y gallwn ei ddefnyddio. Dewiswch ddelwedd JPEG, PNG, WebP, AVIF neu GIF.",
      heic: "Mae {{file}} yn llun HEIC, na allwn ei ddarllen eto. Dewiswch ddelwedd JPEG, PNG, WebP, AVIF neu GIF.",
      tooLarge: "Mae {{file}} yn fwy na 10 MB. Dewiswch lun llai.",
      tooManyPixels:
        "Mae {{file}} yn fwy na {{size}}, y mwyaf y gallwn ei brosesu mewn un llun. Dewiswch lun llai, neu faint safonol eich camera.",
      requestPixels:
        "Gyda’i gilydd mae’r lluniau hyn yn fwy na {{size}}, y mwyaf a broseswn ar unwaith. Anfonwch lai o luniau, neu luniau llai.",
      storageFull:
        "Methu cadw eich lluniau: mae storfa’r gweinydd yn llawn. Rhowch gynnig arall arni yn nes ymlaen.",
      storageUnavailable:
        "Methu cadw eich lluniau: nid yw storfa’r gweinydd yn derbyn ffeiliau ar hyn o bryd. Rhowch gynnig arall arni yn nes ymlaen.",
      hourlyPixels:
        "Rydych wedi anfon mwy na {{max}} megapicsel o luniau yn yr awr ddiwethaf, y mwyaf a broseswn i un aelod. Gallwch anfon rhagor {{when}}, neu ddewis lluniau llai.",
      later: "yn nes ymlaen",
      /** Mid-sentence in Welsh, so in lower case. */
      unnamed: "un o’ch ffeiliau",
      megapixels: "{{value}} megapicsel",
    },
  },
  create: {
    title: "Rhannu o’ch Gardd",
    description:
      "Rhestrwch eich cynnyrch dros ben i gymdogion ei gasglu, am ddim neu i’w gyfnewid.",
    intro:
      "Rhestrwch yr hyn sydd gennych dros ben. Gall cymdogion gerllaw ofyn amdano, am ddim neu i’w gyfnewid.",
    submit: "Creu hysbyseb",
    submitting: "Yn creu eich hysbyseb…",
    createdTitle: "Hysbyseb wedi’i chreu",
    createdText: "Mae eich cynnyrch wedi’i restru i gymdogion ddod o hyd iddo.",
  },
  edit: {
    title: "Golygu {{name}}",
    description: "Newidiwch eich hysbyseb: ei manylion a’i lluniau.",
    back: "Yn ôl i’r hysbyseb",
    heading: "Golygu eich hysbyseb",
    intro:
      "Newidiwch fanylion neu luniau “{{name}}”. Bydd cymdogion yn gweld y newidiadau ar unwaith.",
    submit: "Cadw’r newidiadau",
    submitting: "Yn cadw eich newidiadau…",
    updatedTitle: "Hysbyseb wedi’i diweddaru",
    updatedText: "Mae eich newidiadau wedi’u cadw.",
  },
  preview: {
    joinTitle: "Ymunwch i gysylltu",
    joinText:
      "Mae aelodau Glut yn gweld yr hysbyseb gyfan ac yn gallu anfon neges at y tyfwr i drefnu casglu neu gyfnewid.",
    signIn: "Mewngofnodi",
  },
  page: {
    title: "Fy Hysbysebion",
    intro: "Popeth rydych wedi’i restru, y diweddaraf yn gyntaf.",
    create: "Creu hysbyseb",
    count_zero: "{{count}} hysbyseb",
    count_one: "{{count}} hysbyseb",
    count_two: "{{count}} hysbyseb",
    count_few: "{{count}} hysbyseb",
    count_many: "{{count}} hysbyseb",
    count_other: "{{count}} hysbyseb",
    emptyTitle: "Nid ydych wedi rhestru dim byd eto",
    emptyText:
      "Oes gennych eginblanhigion sbâr neu ormodedd o domatos? Rhestrwch nhw mewn llai na munud, am ddim neu i’w cyfnewid.",
    share: "Rhannu o’ch Gardd",
    loading: "Yn llwytho eich hysbysebion…",
    failureText:
      "Gwiriwch eich cysylltiad a rhowch gynnig arall arni. Mae eich hysbysebion yn ddiogel.",
  },
  messages: {
    fetchFailed: "Methwyd nôl eich hysbysebion",
    updateFailed: "Methwyd diweddaru’r hysbyseb",
    deleteFailed: "Methwyd dileu’r hysbyseb",
    renewFailed: "Methwyd adnewyddu’r hysbyseb",
    badRequest:
      "Nid oedd modd gwneud y newid hwnnw. Ail-lwythwch y dudalen a rhowch gynnig arall arni.",
    tryAgain: "Rhowch gynnig arall arni ymhen ychydig.",
    renewed: "Hysbyseb wedi’i hadnewyddu: {{until}}",
    deleted: "Hysbyseb wedi’i dileu",
  },
  refusals: {
    duplicate: "Mae hysbyseb gyda’r wybodaeth hon yn bodoli eisoes.",
    invalidData: "Mae rhai o’r manylion yn annilys. Gwiriwch bob maes a rhowch gynnig arall arni.",
    userError:
      "Aeth rhywbeth o’i le wrth wirio pwy ydych chi. Ail-lwythwch y dudalen a rhowch gynnig arall arni.",
    notFound: "Ni chafwyd hyd i’r hysbyseb",
    forbidden: "Dim ond eich hysbysebion eich hun y gallwch eu newid.",
    transition: "Ni ellir newid statws hysbyseb o “{{from}}” i “{{to}}”.",
    state: {
      active: "gweithredol",
      swapped: "wedi’i chyfnewid",
      completed: "wedi’i chwblhau",
      unavailable: "ddim ar gael",
    },
    fewerShares:
      "Mae gan {{taken}} o bobl gyfran o hyn eisoes, felly ni ellir ei rannu rhwng llai na {{taken}}.",
  },
  statuses: {
    active: "Gweithredol",
    swapped: "Wedi’i chyfnewid",
    completed: "Wedi’i chwblhau",
    unavailable: "Ddim ar gael",
  },
  mark: {
    active: "Marcio’n weithredol",
    swapped: "Marcio wedi’i chyfnewid",
    completed: "Marcio wedi’i chwblhau",
    unavailable: "Marcio ddim ar gael",
  },
  marked: {
    active: "Mae’r hysbyseb yn weithredol eto",
    swapped: "Mae’r hysbyseb wedi’i chyfnewid",
    completed: "Mae’r hysbyseb wedi’i chwblhau",
    unavailable: "Nid yw’r hysbyseb ar gael bellach",
  },
  card: {
    status: "Statws: ",
    expired: "Wedi dod i ben",
    expiredUntil: "Wedi dod i ben: roedd ar gael tan {{date}}. Adnewyddwch hi i’w rhestru eto.",
    hidden: "Wedi’i chuddio gan gymedrolwr:",
    view: "Gweld",
    edit: "Golygu",
    renewForm: "Adnewyddu {{name}}",
    renew: "Adnewyddu",
    renewFor: "am wythnos",
    statusForm: "Statws {{name}}",
    deleteTitle: "Dileu’r hysbyseb hon?",
    deleteText: "Bydd “{{name}}” a’i lluniau’n cael eu tynnu am byth. Does dim modd dadwneud hyn.",
    deleteTextPanel: "Bydd hi a’i lluniau’n cael eu tynnu am byth. Does dim modd dadwneud hyn.",
    delete: "Dileu",
    confirm: "Dileu “{{name}}”?",
    cancel: "Canslo",
    deleting: "Yn dileu…",
    deleteForGood: "Dileu am byth",
  },
  summary: {
    text: "Yr hyn rydych wedi’i rannu ar Glut.",
    manage: "Rheoli fy hysbysebion",
  },
  stillAvailable: {
    title: "Yn dal ar gael",
    description: "Cadwch eich hysbyseb ar Glut am wythnos arall.",
    invalid:
      "Nid yw’r ddolen hon yn ddilys, neu nid oes modd estyn yr hysbyseb mwyach. Gallwch adnewyddu eich hysbysebion o",
    doneUntil:
      "Wedi’i wneud: bydd “{{name}}” yn aros ar Glut tan {{date}}. Diolch am ei chadw’n gyfredol. Gwelwch hi yn",
    done: "Wedi’i wneud: bydd “{{name}}” yn aros ar Glut. Diolch am ei chadw’n gyfredol. Gwelwch hi yn",
    ask: "Ydy “{{name}}” yn dal ar gael? Cadwch hi ar Glut am wythnos arall.",
    yes: "Ydy, mae’n dal ar gael",
  },
};
