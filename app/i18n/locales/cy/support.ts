// Cael help yn Gymraeg: y dudalen gysylltu, cwynion, y tudalennau dad-danysgrifio, y dudalen
// all-lein a’r dudalen data agored.
export default {
  contact: {
    title: "Cysylltu â ni",
    description:
      "Cwestiwn am Glut, problem gyda hysbyseb neu syniad ar gyfer eich cymuned? Anfonwch neges atom a byddwn yn ateb o fewn 24-48 awr.",
    home: "Hafan",
    crumb: "Cysylltu",
    lead: "Cwestiwn am Glut, problem gyda hysbyseb, neu syniad ar gyfer eich cymuned? Anfonwch neges atom a byddwn yn ateb, fel arfer o fewn 24-48 awr.",
    formTitle: "Anfonwch neges atom",
    name: "Enw",
    email: "E-bost",
    message: "Neges",
    placeholder: "Sut gallwn ni helpu?",
    send: "Anfon y Neges",
    goodToKnow: "Da gwybod",
    reply: "Rydym yn darllen pob neges ac fel arfer yn ateb o fewn 24-48 awr.",
    preferEmail: "Gwell gennych e-bost? Ysgrifennwch at <0>{{email}}</0>.",
    privacy:
      "Dim ond i’ch ateb y byddwn yn defnyddio’r hyn a anfonwch, a’i gadw am {{years}} blynedd. Darllenwch fwy yn ein <0>Polisi Preifatrwydd</0>.",
    lookingFor:
      "Eisiau gwybod sut mae rhannu’n gweithio? Gweler <0>sut mae’n gweithio</0>, neu porwch y <1>map o’r wefan</1>.",
    forms: {
      requiredTitle: "Mae angen llenwi pob maes",
      required: "Llenwch bob maes cyn anfon.",
      nameRequired: "Rhowch eich enw.",
      emailRequired: "Rhowch eich cyfeiriad e-bost.",
      messageRequired: "Rhowch eich neges.",
      nameTooLong: "Rhaid i’ch enw fod yn {{max}} nod neu lai.",
      emailInvalid: "Rhowch gyfeiriad e-bost dilys, fel enw@example.com",
      messageTooLong: "Rhaid i’ch neges fod yn {{max}} nod neu lai.",
      failedTitle: "Methu Anfon y Neges",
      failed: "Aeth rhywbeth o’i le wrth anfon eich neges. Rhowch gynnig arall arni.",
      rateLimited:
        "Rydych chi wedi anfon sawl neges yn yr awr ddiwethaf. Arhoswch awr cyn anfon un arall.",
      sentTitle: "Neges wedi’i Hanfon!",
      sent: "Diolch am gysylltu â ni. Byddwn yn ateb yn fuan.",
    },
  },
  complaints: {
    title: "Cwynion ac apeliadau",
    description:
      "Cwyno am gynnwys ar Glut neu am sut rydym yn cadw pobl yn ddiogel, neu apelio yn erbyn penderfyniad cymedroli.",
    crumb: "Cwynion",
    lead: "Dywedwch wrthym am gynnwys anghyfreithlon neu niweidiol, am sut rydym yn cadw pobl yn ddiogel neu’n delio ag adroddiadau, neu apeliwch yn erbyn penderfyniad a wnaethom am eich hysbyseb, eich postiad, eich neges neu eich cyfrif. Does dim angen i chi fewngofnodi. Byddwn yn ateb drwy e-bost o fewn {{days}} diwrnod gwaith.",
    danger:
      "Os oes rhywun mewn perygl uniongyrchol, ffoniwch 999. I roi gwybod am rywbeth a welwch ar Glut, gallwch hefyd ddefnyddio’r botwm Rhoi gwybod wrth ei ymyl. {{name}} sy’n atebol am sut rydym yn delio â chwynion: <0>{{email}}</0>. Darllenwch sut rydym yn cymedroli yn ein <1>telerau</1>.",
    kind: "Am beth mae eich cwyn?",
    chooseOne: "Dewiswch un",
    decision: "Ar gyfer apêl: pa benderfyniad?",
    decisionHint:
      "Gadewch hwn yn wag oni bai eich bod yn apelio. Os yw eich cyfrif wedi’i atal, defnyddiwch y cyfeiriad e-bost y gwnaethoch fewngofnodi ag ef.",
    notAnAppeal: "Nid apêl",
    decisions: {
      hidden: "Cafodd fy hysbyseb, fy mhostiad neu fy neges ei chuddio",
      suspended: "Cafodd fy nghyfrif ei atal",
    },
    contentUrl: "Dolen i’r cynnwys (dewisol)",
    contentUrlHint: "Er enghraifft cyfeiriad yr hysbyseb neu’r postiad yn y fforwm.",
    name: "Eich enw",
    email: "Eich e-bost",
    emailHint: "Rydym yn anfon eich cyfeirnod a’n hateb yma.",
    message: "Eich cwyn",
    privacy:
      "Dim ond i ddelio â’ch cwyn y byddwn yn defnyddio’r hyn a anfonwch, a’i gadw am {{years}} blynedd (gweler ein <0>hysbysiad preifatrwydd</0>).",
    send: "Anfon y gŵyn",
    forms: {
      kind: "Dewiswch am beth mae eich cwyn.",
      name: "Rhowch eich enw.",
      nameTooLong: "Rhaid i’ch enw fod yn {{max}} nod neu lai.",
      email: "Rhowch gyfeiriad e-bost dilys, fel enw@example.com",
      message: "Dywedwch wrthym am beth mae eich cwyn.",
      messageTooLong: "Rhaid i’ch cwyn fod yn {{max}} nod neu lai.",
      urlTooLong: "Rhaid i’r ddolen fod yn {{max}} nod neu lai.",
      decision: "Dewiswch y penderfyniad rydych chi’n apelio yn ei erbyn.",
      sentTitle: "Cwyn wedi dod i law",
      sent: "Eich cyfeirnod yw {{reference}}. Rydym wedi anfon copi atoch drwy e-bost a byddwn yn ateb o fewn {{days}} diwrnod gwaith.",
      rateLimited:
        "Rydych chi wedi anfon sawl cwyn yn yr awr ddiwethaf. Arhoswch awr, neu ysgrifennwch atom drwy e-bost.",
      failed: "Aeth rhywbeth o’i le wrth anfon eich cwyn. Rhowch gynnig arall arni.",
    },
  },
  stopEmails: {
    title: "Atal e-byst",
    description: "Atal un math o e-bost hysbysu.",
    invalid:
      "Nid yw’r ddolen hon yn ddilys. Gallwch ddiffodd e-byst hysbysu yn eich <0>gosodiadau hysbysiadau</0> yn lle hynny.",
    done: "Wedi’i wneud: fyddwn ni ddim yn anfon {{kind}} atoch mwyach. Gallwch eu troi’n ôl ymlaen yn eich <0>gosodiadau hysbysiadau</0>.",
    ask: "Atal {{kind}}?",
    stop: "Atal yr e-byst hyn",
    orChoose: "Neu dewiswch sut rydych chi’n clywed amdano yn eich <0>gosodiadau hysbysiadau</0>.",
    kinds: {
      "new-message": "e-byst negeseuon newydd",
      "harvest-reminder": "e-byst nodyn atgoffa cynaeafu",
      "expiry-reminder": "nodiadau atgoffa bod hysbyseb yn dod i ben",
    },
  },
  savedSearchEmails: {
    title: "E-byst chwiliadau wedi’u cadw",
    description: "Atal yr e-byst am chwiliad wedi’i gadw.",
    invalid:
      "Nid yw’r ddolen hon yn ddilys. Gallwch oedi neu ddileu chwiliadau wedi’u cadw o’ch <0>chwiliadau wedi’u cadw</0> yn lle hynny.",
    done: "Wedi’i wneud: fyddwn ni ddim yn anfon e-bost atoch am y chwiliad hwn mwyach. Gallwch ei ailddechrau o’ch <0>chwiliadau wedi’u cadw</0>, neu atal pob e-bost chwiliad wedi’i gadw yn eich <1>gosodiadau hysbysiadau</1>.",
    ask: "Atal yr e-byst am hysbysebion newydd sy’n cyfateb i’r chwiliad hwn?",
    orStopAll:
      "Neu ataliwch bob e-bost chwiliad wedi’i gadw yn eich <0>gosodiadau hysbysiadau</0>.",
  },
  offline: {
    title: "Rydych chi all-lein",
    description: "Does dim modd cyrraedd Glut heb gysylltiad.",
    text: "Mae angen cysylltiad ar y dudalen hon, a dydy eich ffôn neu’ch cyfrifiadur ddim ar-lein ar hyn o bryd. Does dim byd roeddech chi’n edrych arno yn cael ei gadw ar y ddyfais hon.",
    back: "Pan fyddwch chi ar-lein eto, <0>ewch i’r hafan</0> neu ail-lwythwch y dudalen hon.",
  },
  openData: {
    title: "Data agored: API, ffrydiau a theclyn Glut",
    description:
      "Ailddefnyddiwch ddata cyhoeddus Glut: banciau bwyd gyda’u hanghenion a’u heitemau dros ben, cynghorau rhandiroedd, dinasoedd, y calendr plannu a beth sy’n cael ei rannu ble, fel JSON a GeoJSON.",
    crumb: "Data agored",
    heading: "Data agored",
    lead: "Gall y data cyhoeddus sydd gan Glut helpu banciau bwyd, cynghorau a grwpiau cymunedol: cymerwch ef, ailddefnyddiwch ef ac adeiladwch arno. Mae popeth yma i’w ddarllen yn unig, does dim angen allwedd na chyfrif, a dydy e byth yn cynnwys aelod na’r hyn a ysgrifennodd aelod.",
    api: "Yr API",
    apiIntro:
      "Mae pob cyfeiriad yn dechrau gyda <0>{{api}}</0> ac yn ateb <1>GET</1> gyda JSON. Mae’r rhai sydd wedi’u marcio’n GeoJSON hefyd yn ateb <2><0>?format=geojson</0></2> gyda chasgliad o nodweddion GeoJSON (RFC 7946), un pwynt ar gyfer pob eitem.",
    jsonOrGeo: " (JSON neu GeoJSON)",
    json: " (JSON)",
    endpoints: {
      foodBanks:
        "Banciau bwyd gyda’u hanghenion a’u heitemau dros ben, gan Give Food. Ychwanegwch ?city= gyda slỳg dinas ar gyfer banciau bwyd un ddinas.",
      foodBank: "Un banc bwyd, yn ôl ei id yn nata Give Food.",
      cities:
        "Y dinasoedd a’r trefi mawr y mae gan Glut dudalennau ar eu cyfer, y mwyaf yn gyntaf.",
      allotmentCouncils:
        "Tudalennau rhandiroedd cynghorau: ble i wneud cais am lain, gyda manylion cyswllt lle mae’r cyngor yn eu rhoi.",
      plantingCalendar:
        "Pryd i hau dan do, hau y tu allan, plannu allan a chynaeafu pob cnwd, fesul mis.",
      sharing:
        "Faint o hysbysebion gweithredol sydd ym mhob ardal cod post (neu dref yng Ngogledd Iwerddon), fesul categori.",
    },
    openApi:
      "Mae’r <0>disgrifiad OpenAPI 3.1</0> yn rhoi pob maes; caiff ei sgemâu eu gwirio yn erbyn yr atebion go iawn ym mhrofion Glut.",
    places:
      "Dydy lleoedd byth yn union: mae banc bwyd yng nghanol ardal ei god post, dinas yn ei chanol, ac mae’r cyfrifon rhannu fesul ardal cod post. Caiff categori â llai na {{smallest}} hysbyseb mewn ardal ei adael allan, fel na all cyfrif fyth bwyntio at un aelwyd.",
    limits: "Terfynau, storio dros dro a defnydd o wefannau eraill",
    rateLimit:
      "Gall pob cyfeiriad cleient wneud {{max}} cais y funud i’r API, y ffrydiau a’r teclyn gyda’i gilydd. Y tu hwnt i hynny yr ateb yw <0>429 Too Many Requests</0> gyda phennawd <1>Retry-After</1> sy’n dweud sawl eiliad i aros.",
    etag: "Mae gan bob ateb <0>ETag</0>: anfonwch ef yn ôl yn <1>If-None-Match</1> a daw ateb heb newid yn ôl fel <2>304 Not Modified</2>, sy’n gynt ac nad oes angen y corff eto. Gall storfeydd a rennir gadw ateb am funud.",
    cors: "Gall unrhyw wefan ddarllen yr API o borwr: mae’r atebion yn cario <0>Access-Control-Allow-Origin: *</0>. Does dim cwcis yn cael eu gosod na’u darllen.",
    licence: "Trwydded a chydnabyddiaeth",
    attribution: "Mae pob ateb yn dweud pwy i’w gydnabod yn ei faes <0>attribution</0> ei hun.",
    giveFood:
      "Daw’r banciau bwyd, eu hanghenion a’u heitemau dros ben gan <0>{{name}}</0>, yr elusen yn y DU sy’n cadw cronfa ddata gyhoeddus genedlaethol banciau bwyd. Cydnabyddwch Give Food gyda dolen i’w hafan pan fyddwch yn eu hailddefnyddio, fel y mae’n gofyn.",
    glutData:
      "Glut biau’r cynghorau rhandiroedd, y calendr plannu a’r cyfrifon rhannu, o dan <0>{{licence}}</0>: cydnabyddwch Glut gyda dolen.",
    populations:
      "Daw poblogaethau dinasoedd gan yr ONS, Cofnodion Cenedlaethol yr Alban a NISRA o dan y <0>{{licence}}</0>.",
    feeds: "Ffrydiau",
    feedsText:
      "Mae tudalen pob banc bwyd yn cysylltu â ffrwd Atom o’i anghenion, yn <0>{{path}}</0>: mae darllenydd ffrydiau yn dangos cofnod newydd bob tro mae’r rhestr yn newid. Does gan y fforwm ddim ffrwd gyhoeddus: mae ei bynciau ar gyfer aelodau yn unig.",
    widget: "Teclyn ar gyfer gwefan eich banc bwyd",
    widgetFrameTitle: "Beth mae tyfwyr yn ein hardal yn ei gynnig",
    widgetText:
      "Gall banc bwyd ddangos ar ei wefan ei hun beth mae tyfwyr o fewn {{miles}} milltir yn ei gynnig o’i anghenion, fel “Mae tyfwyr yn ein hardal yn cynnig: potatoes (3), apples (2)”. Dim ond cyfrifon mae’n eu dangos, dydy e ddim yn gosod cwcis a dydy e ddim yn rhedeg sgript. Gludwch hwn lle dylai ymddangos, gydag id eich banc bwyd o’i gyfeiriad ar Glut (<0>dewch o hyd i’ch banc bwyd</0>):",
  },
};
