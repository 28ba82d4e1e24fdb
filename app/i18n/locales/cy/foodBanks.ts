// Cyfeiriadur y banciau bwyd, banciau bwyd dinas a thudalen pob banc bwyd yn Gymraeg (decision
// 0098; terms: docs/welsh-glossary.md). Enwau, cyfeiriadau a rhestrau anghenion y banciau bwyd
// yw’r data: nid ydynt yma.
export default {
  trail: "Briwsion bara",
  breadcrumb: "Banciau Bwyd",
  directory: {
    title: "Dod o Hyd i Fanc Bwyd yn Agos Atoch",
    description:
      "Dewch o hyd i fanciau bwyd ledled y DU fesul tref neu ddinas: beth sydd ei angen arnynt, beth sydd ganddynt ddigon ohono, a sut i gael help drwy atgyfeiriad.",
    lead: "Mae banciau bwyd yn rhoi bwyd brys i bobl na allant ei fforddio. Chwiliwch am eich tref neu’ch dinas i ddod o hyd i fanciau bwyd gerllaw, beth sydd ei angen arnynt a sut i gysylltu â nhw.",
    howTitle: "Sut i gael help gan fanc bwyd",
    step: "Cam {{number}}: ",
    steps: {
      referral: {
        title: "Cael atgyfeiriad",
        text: "Mae’r rhan fwyaf o fanciau bwyd yn gofyn am atgyfeiriad gan rywun sy’n gwybod am eich sefyllfa: eich meddyg teulu, gweithiwr cymdeithasol, Cyngor ar Bopeth, eich ysgol neu’r cyngor.",
      },
      find: {
        title: "Dod o hyd i’ch banc bwyd lleol",
        text: "Chwiliwch am eich tref neu’ch dinas isod i weld y banciau bwyd yn agos atoch, sut i gysylltu â nhw a phryd maen nhw ar agor.",
      },
      parcel: {
        title: "Cael eich parsel",
        text: "Ewch â’ch atgyfeiriad i’r banc bwyd i gael parsel o fwyd brys i bara tua 3 diwrnod, a chynnyrch ffres lle mae ar gael.",
      },
    },
    citiesTitle: "Banciau bwyd fesul dinas",
    citiesIntro: "Trefi a dinasoedd y DU: y mwyaf yn gyntaf, yna pob un fesul rhanbarth.",
    largest: "Y dinasoedd mwyaf",
    everyCity: "Pob tref a dinas, fesul rhanbarth",
    region: "{{region}} ({{number}})",
    cityLink: "Banciau bwyd yn {{city}}",
    cityDetail: "{{county}} · poblogaeth {{population}}",
    produceTitle: "Cynnyrch ffres am ddim gan dyfwyr lleol",
    produceText:
      "Mae garddwyr a deiliaid rhandiroedd yn agos atoch yn rhoi eu ffrwythau a’u llysiau dros ben ar Glut, am ddim i unrhyw un sy’n gallu eu casglu.",
    findFreeFood: "Dod o hyd i fwyd am ddim",
    resultsTitle: "Dinasoedd sy’n cyfateb i “{{query}}”",
    noResults: "Ni chafwyd hyd i ddinasoedd sy’n cyfateb i’ch chwiliad.",
  },
  regions: {
    northEast: "Gogledd-ddwyrain Lloegr",
    northWest: "Gogledd-orllewin Lloegr",
    yorkshire: "Swydd Efrog a’r Humber",
    eastMidlands: "Dwyrain Canolbarth Lloegr",
    westMidlands: "Gorllewin Canolbarth Lloegr",
    eastOfEngland: "Dwyrain Lloegr",
    london: "Llundain",
    southEast: "De-ddwyrain Lloegr",
    southWest: "De-orllewin Lloegr",
    wales: "Cymru",
    scotland: "Yr Alban",
    northernIreland: "Gogledd Iwerddon",
  },
  search: {
    label: "Dod o hyd i fanciau bwyd fesul dinas",
    inputLabel: "Eich tref neu’ch dinas",
    placeholder: "e.e. Caerdydd neu Wrecsam",
    suggestions: "Dinasoedd a awgrymir",
    submit: "Chwilio am fanciau bwyd",
    announceNone: "Dim dinasoedd yn cyfateb.",
    announceOne: "Un ddinas wedi’i hawgrymu. Defnyddiwch y saethau i fyny ac i lawr i ddewis.",
    announceOther:
      "{count} o ddinasoedd wedi’u hawgrymu. Defnyddiwch y saethau i fyny ac i lawr i ddewis.",
  },
  city: {
    title: "Banciau Bwyd yn {{city}}",
    description:
      "Banciau bwyd yn {{city}}, {{county}} a’r cyffiniau: beth sydd ei angen arnynt, beth sydd ganddynt ddigon ohono, sut i gysylltu â nhw a sut i gael atgyfeiriad.",
    intro:
      "Banciau bwyd yn {{city}}, {{county}} a’r cyffiniau, gyda’r hyn y mae angen i bobl ei roi i bob un, beth sydd ganddo ddigon ohono, a sut i gysylltu. Os oes angen bwyd arnoch, mae’r rhan fwyaf o fanciau bwyd yn gofyn am atgyfeiriad yn gyntaf: gall y cymorth brys isod eich helpu i gael un.",
    listTitle: "Banciau bwyd ger {{city}}",
    loading: "Wrthi’n llwytho’r banciau bwyd…",
    listed_zero: "{{count}} banc bwyd wedi’u rhestru",
    listed_one: "{{count}} banc bwyd wedi’i restru",
    listed_two: "{{count}} fanc bwyd wedi’u rhestru",
    listed_few: "{{count}} banc bwyd wedi’u rhestru",
    listed_many: "{{count}} banc bwyd wedi’u rhestru",
    listed_other: "{{count}} banc bwyd wedi’u rhestru",
    none: "Does dim banciau bwyd wedi’u rhestru ar gyfer {{city}} ar hyn o bryd. Cysylltwch â gwasanaethau lleol neu edrychwch eto yn nes ymlaen.",
    mapLabel: "Map o’r banciau bwyd a restrir isod",
    nearbyTitle: "Banciau bwyd mewn dinasoedd cyfagos",
    produceTitle: "Cynnyrch ffres am ddim yn {{city}}",
    produceText:
      "Mae garddwyr a deiliaid rhandiroedd lleol yn rhoi eu ffrwythau a’u llysiau sbâr ar Glut, am ddim i unrhyw un sy’n gallu eu casglu.",
    freeFood: "Bwyd am ddim yn {{city}}",
    moreTitle: "Rhagor ar gyfer {{city}}",
    gardenProduce: "Cynnyrch gardd yn {{city}}",
    communityGroups: "Grwpiau cymunedol",
    loadError: "Methu nôl y banciau bwyd",
    loadErrorText:
      "Aeth rhywbeth o’i le ar ein hochr ni wrth lwytho’r rhestr hon. Gall y gwasanaethau uchod eich helpu i ddod o hyd i fanc bwyd o hyd.",
    tryAgain: "Rhoi Cynnig Arall Arni",
  },
  support: {
    title: "Cefnogi banciau bwyd yn {{city}}",
    intro:
      "Mae banciau bwyd yn dibynnu ar yr hyn y mae eu cymuned yn ei roi. Mae cerdyn pob banc bwyd uchod yn dangos beth sydd ei angen arno fwyaf ac yn cysylltu â’i wefan ei hun.",
    food: {
      title: "Rhoi bwyd",
      text: "Rhowch yr hyn sy’n brin mewn banc bwyd: edrychwch ar ei restr ‘Ei Angen Nawr’ a gadewch ei eitemau ‘Digon mewn Stoc’ tan rywdro eto.",
      link: "Gweld beth sydd ei angen",
    },
    money: {
      title: "Rhoi arian",
      text: "Mae arian yn gadael i fanc bwyd brynu beth bynnag sy’n mynd yn brin. Rhowch drwy wefan y banc bwyd ei hun.",
      link: "Dod o hyd i wefan banc bwyd",
    },
    volunteer: {
      title: "Gwirfoddoli",
      text: "Mae ar fanciau bwyd angen pobl i ddidoli rhoddion, pacio parseli a chroesawu ymwelwyr. Gofynnwch i’ch banc bwyd lleol sut gallwch chi helpu.",
      link: "Cysylltu â banc bwyd",
    },
  },
  questions: {
    title: "Cwestiynau am fanciau bwyd",
    referral: {
      question: "Oes angen atgyfeiriad arna i?",
      answer:
        "Mae’r rhan fwyaf o fanciau bwyd, gan gynnwys rhai rhwydwaith Trussell, yn gofyn am atgyfeiriad (a elwir weithiau’n daleb) gan rywun sy’n gwybod am eich sefyllfa: eich meddyg teulu, ymwelydd iechyd, gweithiwr cymdeithasol, Cyngor ar Bopeth, ysgol eich plentyn neu’r cyngor. Mae rhai banciau bwyd annibynnol yn croesawu pobl heb un, felly os na allwch gael atgyfeiriad, cysylltwch â’r banc bwyd a gofyn.",
    },
    receive: {
      question: "Beth fydda i’n ei gael?",
      answer:
        "Fel arfer, parsel o fwyd brys i bara tua 3 diwrnod: tuniau, bwyd sych a llaeth hiroes, wedi’u dewis i wneud prydau cytbwys. Mae llawer o fanciau bwyd yn ychwanegu cynnyrch ffres, nwyddau ymolchi neu bethau i fabanod pan fydd ganddynt rai, a gallant eich cyfeirio at help gyda’r broblem y tu ôl i’r argyfwng, fel budd-daliadau neu ddyled.",
    },
    often: {
      question: "Pa mor aml y galla i ddefnyddio banc bwyd?",
      answer:
        "Mae banciau bwyd yno ar gyfer argyfyngau, ac mae pob un yn pennu ei derfynau ei hun ar faint o barseli y gall eu rhoi. Os oes angen help arnoch eto, siaradwch â’r banc bwyd neu’r sawl a’ch atgyfeiriodd: gallant helpu gyda chymorth tymor hwy hefyd.",
    },
    free: {
      question: "Ydy e am ddim?",
      answer:
        "Ydy. Mae bwyd gan fanc bwyd bob amser am ddim. Elusennau, eglwysi a gwirfoddolwyr sy’n rhedeg banciau bwyd, a phobl yn eich cymuned sy’n rhoi’r bwyd.",
    },
  },
  credit: {
    before: "Daw’r wybodaeth am fanciau bwyd gan ",
    after:
      ", yr elusen yn y DU sy’n cadw cronfa ddata gyhoeddus genedlaethol y banciau bwyd. Mae amseroedd agor ac anghenion yn newid yn aml: holwch y banc bwyd cyn i chi ymweld neu roi.",
  },
  emergency: {
    title: "Angen help ar unwaith?",
    dangerBefore: "Os oes unrhyw un mewn perygl uniongyrchol, ffoniwch ",
    dangerAfter:
      ". Am help gyda bwyd, arian neu atgyfeiriad at fanc bwyd, mae’r gwasanaethau hyn am ddim:",
    callFree: "Ffoniwch am ddim ar ",
  },
  contacts: {
    samaritans: {
      name: "Samariaid",
      description:
        "Rhywun i siarad ag ef, unrhyw adeg o’r dydd neu’r nos, beth bynnag rydych chi’n mynd drwyddo.",
      linkText: "Gwefan y Samariaid",
    },
    trussell: {
      name: "Trussell",
      description:
        "Mae banciau bwyd Trussell a’i linell gymorth Help through Hardship, a gynhelir gyda Chyngor ar Bopeth, yn helpu pobl yng Nghymru a Lloegr na allant fforddio hanfodion, gan gynnwys gydag atgyfeiriad at fanc bwyd.",
      linkText: "Gwefan Trussell",
    },
    citizensAdviceEngland: {
      name: "Cyngor ar Bopeth (Adviceline)",
      description: "Cyngor cyfrinachol am ddim ar fudd-daliadau, dyled, tai a gwaith, yn Lloegr.",
      linkText: "Gwefan Cyngor ar Bopeth",
    },
    localCouncil: {
      name: "Eich cyngor lleol",
      description:
        "Mae llawer o gynghorau’n rhedeg cynllun lles lleol neu gymorth i aelwydydd a all helpu gyda bwyd a biliau mewn argyfwng.",
      linkText: "Dod o hyd i’ch cyngor lleol",
    },
    citizensAdviceWales: {
      name: "Cyngor ar Bopeth (Advicelink Cymru)",
      description: "Cyngor cyfrinachol am ddim ar fudd-daliadau, dyled, tai a gwaith, yng Nghymru.",
      linkText: "Gwefan Cyngor ar Bopeth Cymru",
    },
    discretionaryAssistanceFund: {
      name: "Cronfa Cymorth Dewisol",
      description:
        "Taliadau brys Llywodraeth Cymru ar gyfer bwyd, nwy a thrydan pan fyddwch mewn argyfwng.",
      linkText: "Cronfa Cymorth Dewisol ar LLYW.CYMRU",
    },
    citizensAdviceScotland: {
      name: "Citizens Advice Scotland",
      description: "Cyngor cyfrinachol am ddim ar fudd-daliadau, dyled, tai a gwaith, yn yr Alban.",
      linkText: "Gwefan Citizens Advice Scotland",
    },
    scottishWelfareFund: {
      name: "Scottish Welfare Fund",
      description:
        "Grantiau argyfwng gan eich cyngor pan na allwch fforddio bwyd neu hanfodion eraill mewn argyfwng.",
      linkText: "Scottish Welfare Fund ar mygov.scot",
    },
    adviceNi: {
      name: "Advice NI",
      description:
        "Cyngor annibynnol am ddim ar fudd-daliadau, dyled ac arian yng Ngogledd Iwerddon.",
      linkText: "Gwefan Advice NI",
    },
    discretionarySupport: {
      name: "Discretionary Support",
      description:
        "Grantiau a benthyciadau di-log ar gyfer costau byw mewn argyfwng, gan yr Adran Cymunedau (Department for Communities).",
      linkText: "Discretionary Support ar nidirect",
    },
  },
  map: {
    show: "Dangos y map",
    hide: "Cuddio’r map",
    loading: "Wrthi’n llwytho’r map…",
    failed: "Methu llwytho’r map. Mae popeth sydd arno yn y rhestr isod.",
    foodBanksShownOne:
      "Mae’r map yn dangos yr {count} banc bwyd a restrir isod, mewn lleoedd bras.",
    foodBanksShownOther:
      "Mae’r map yn dangos y banciau bwyd a restrir isod ({count}), mewn lleoedd bras.",
    foodBanksCluster: "{count} banc bwyd yma: chwyddwch i mewn",
    placesShownOne: "Mae’r map yn dangos yr {count} lle a restrir isod, mewn lleoedd bras.",
    placesShownOther: "Mae’r map yn dangos y lleoedd a restrir isod ({count}), mewn lleoedd bras.",
    placesCluster: "{count} lle yma: chwyddwch i mewn",
  },
  saveNeeds: {
    title: "Chwiliad wedi’i gadw",
    saved_zero:
      "{{count}} chwiliad wedi’u cadw ar gyfer anghenion {{name}}: e-bost dyddiol am 7am pan fydd tyfwyr gerllaw yn eu rhestru.",
    saved_one:
      "{{count}} chwiliad wedi’i gadw ar gyfer anghenion {{name}}: e-bost dyddiol am 7am pan fydd tyfwyr gerllaw yn eu rhestru.",
    saved_two:
      "{{count}} chwiliad wedi’u cadw ar gyfer anghenion {{name}}: e-bost dyddiol am 7am pan fydd tyfwyr gerllaw yn eu rhestru.",
    saved_few:
      "{{count}} chwiliad wedi’u cadw ar gyfer anghenion {{name}}: e-bost dyddiol am 7am pan fydd tyfwyr gerllaw yn eu rhestru.",
    saved_many:
      "{{count}} chwiliad wedi’u cadw ar gyfer anghenion {{name}}: e-bost dyddiol am 7am pan fydd tyfwyr gerllaw yn eu rhestru.",
    saved_other:
      "{{count}} chwiliad wedi’u cadw ar gyfer anghenion {{name}}: e-bost dyddiol am 7am pan fydd tyfwyr gerllaw yn eu rhestru.",
    overLimit:
      "Doedd dim lle i {{number}} arall: gallwch gadw hyd at {{max}} o chwiliadau. Dilëwch un nad oes ei angen arnoch mwyach i gadw hwn.",
    limit:
      "Gallwch gadw hyd at {{max}} o chwiliadau. Dilëwch un nad oes ei angen arnoch mwyach i gadw hwn.",
    foodBanksOnly:
      "Dim ond sefydliadau banc bwyd cymeradwy sy’n gallu cadw chwiliadau ar gyfer anghenion banc bwyd.",
    noNeedsToSave:
      "Does dim byd y mae’r banc bwyd hwn yn gofyn amdano yn gynnyrch ffres y mae tyfwyr yn ei restru.",
  },
  card: {
    verified: "Wedi’i ddilysu",
    alsoKnownAs: "Hefyd yn cael ei alw’n {{name}}",
    address: "Cyfeiriad: ",
    phone: "Ffôn: ",
    email: "E-bost: ",
    needed: "Ei Angen Nawr",
    stocked: "Digon mewn Stoc",
    neededItems: " o eitemau sydd eu hangen nawr",
    stockedItems: " o eitemau sydd â digon mewn stoc",
    more: "+{{number}} arall",
    constituency: "Etholaeth seneddol: {{constituency}}",
    visitWebsite: "Ymweld â’r wefan",
    websiteOf: ": {{name}}",
  },
  foodBank: {
    description:
      "{{name}}: beth sydd ei angen arno, beth sydd ganddo ddigon ohono, sut i gysylltu ag ef, a beth mae tyfwyr gerllaw yn ei gynnig ar Glut.",
    feedTitle: "{{name}}: beth sydd ei angen arno",
    mapLabel: "Map o {{name}} a’r tyfwyr gerllaw a restrir ar y dudalen hon",
    growersTitle: "Tyfwyr gerllaw",
    offering: "Mae tyfwyr gerllaw yn cynnig: {{items}}",
    offeredItems: "Eitemau a gynigir",
    away: "{{distance}} i ffwrdd",
    lessThanAMile: "llai na milltir",
    aboutMiles_zero: "tua {{count}} milltir",
    aboutMiles_one: "tua {{count}} filltir",
    aboutMiles_two: "tua {{count}} filltir",
    aboutMiles_few: "tua {{count}} milltir",
    aboutMiles_many: "tua {{count}} milltir",
    aboutMiles_other: "tua {{count}} milltir",
    noneNear:
      "Does dim tyfwr o fewn {{miles}} milltir yn cynnig dim byd sydd ar restr y banc bwyd hwn ar hyn o bryd.",
    notProduce:
      "Does dim byd ar restr anghenion y banc bwyd hwn yn gynnyrch ffres y mae gardd yn ei dyfu, felly ni all cynnyrch dros ben tyfwyr ei ddiwallu; mae’n well rhoi’r eitemau y mae’n gofyn amdanynt drwy’r banc bwyd ei hun.",
    explainer:
      "Dyma hysbysebion gweithredol aelodau o fewn {{miles}} milltir sy’n cyfateb i’r hyn y mae’r banc bwyd yn gofyn amdano, o’i restr gyhoeddus o anghenion; nid yw hysbysebion am yr hyn sydd ganddo ddigon ohono eisoes (ei eitemau sydd â digon mewn stoc) byth yn cael eu cyfrif ar ei gyfer. Nid yw Glut byth yn cysylltu â banc bwyd ar ran neb: dylai tyfwyr sydd am roi holi’r banc bwyd yn gyntaf a all gymryd cynnyrch ffres.",
    listSurplus: "Rhestru eich cynnyrch dros ben",
    saveIntro:
      "Ar gyfer eich banc bwyd: cael un e-bost bob bore pan fydd tyfwyr o fewn {{miles}} milltir yn rhestru rhywbeth sydd ar y rhestr hon.",
    saveButton: "Cadw chwiliadau ar gyfer yr anghenion hyn",
    reuseTitle: "Dilyn a rhannu’r anghenion hyn",
    feedLink: "Dilyn anghenion y banc bwyd hwn mewn darllenydd ffrydiau",
    reuseMiddle:
      " (Atom). Gall banciau bwyd ddangos ar eu gwefan eu hunain beth mae tyfwyr gerllaw yn ei gynnig, gyda ",
    widgetLink: "theclyn a data agored Glut",
    reuseEnd: ".",
  },
  feed: {
    subtitle: "Rhestr anghenion y banc bwyd, gan Give Food, fel y’i dangosir ar Glut.",
    rights: "Data banciau bwyd gan {{source}} ({{url}}).",
    entryTitle: "{{name}}: anghenion ar {{date}}",
    needs: "Anghenion",
    plenty: "Mae ganddo ddigon o",
    noNeeds: "Does dim anghenion wedi’u rhestru ar hyn o bryd.",
    from: "Gan {{source}} ({{url}}).",
  },
  widget: {
    title: "Tyfwyr ger {{name}}",
    offering: "Mae tyfwyr yn ein hardal yn cynnig: {{items}}",
    none: "Does dim tyfwr o fewn {{miles}} milltir yn cynnig dim byd sydd ar ein rhestr ar hyn o bryd.",
    link: "Gweld beth mae tyfwyr yn ei gynnig ar Glut",
  },
};
