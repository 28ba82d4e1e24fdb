// Y tudalennau cymunedol yn Gymraeg: grwpiau cymunedol, ysgolion a’r bartneriaeth gymunedol gyda’i
// chyfrifiannell, ei buddion a’i chwestiynau (decision 0098; terms: docs/welsh-glossary.md). Brawddeg
// y cynnig lansio yw `dashboard:launchOffer`, a rennir â cherdyn atgyfeirio’r dangosfwrdd.
export default {
  crumbs: { home: "Hafan" },
  groups: {
    title: "Grwpiau cymunedol: rhannwch gynnyrch ffres â’r bobl rydych chi’n eu gwasanaethu",
    description:
      "Mae banciau bwyd, canolfannau cymunedol, grwpiau ieuenctid a phobl hŷn, grwpiau amgylcheddol a llochesi yn ymuno â Glut am ddim i rannu a derbyn cynnyrch dros ben o erddi.",
    heading: "Grwpiau cymunedol ar Glut",
    lead: "Yn aml mae gan dyfwyr lleol fwy nag y gallan nhw ei ddefnyddio. Mae Glut yn helpu grwpiau cymunedol i dderbyn y cynnyrch dros ben hwnnw i’r bobl maen nhw’n eu gwasanaethu, ac i rannu eu cynhaeaf eu hunain hefyd. Mae grwpiau’n ymuno am ddim ar ôl i ni eu dilysu.",
    register: "Cofrestrwch eich grŵp",
    earn: "Ennill drwy’r bartneriaeth",
    typesTitle: "I bwy mae Glut",
    types: {
      foodBanksTitle: "Banciau bwyd",
      foodBanksText: "Ffrwythau a llysiau ffres gan dyfwyr lleol i fynd gyda’ch parseli bwyd.",
      centresTitle: "Canolfannau cymunedol",
      centresText:
        "Rhannwch y cynhaeaf o ardd gymunedol, neu cynhaliwch fwrdd cyfnewid i’ch cymdogaeth.",
      youthTitle: "Grwpiau ieuenctid",
      youthText:
        "Hadau ac eginblanhigion ar gyfer prosiectau tyfu, a rheswm go iawn i ddysgu o ble mae bwyd yn dod.",
      seniorTitle: "Canolfannau pobl hŷn",
      seniorText:
        "Cynnyrch ffres i glybiau cinio, a ffordd i arddwyr brwd drosglwyddo’r hyn maen nhw’n ei dyfu.",
      environmentTitle: "Grwpiau amgylcheddol",
      environmentText:
        "Lleihewch wastraff bwyd yn agos at adref, a chyfnewidiwch blanhigion a hadau sy’n addas i’ch amodau lleol.",
      sheltersTitle: "Llochesi i bobl ddigartref",
      sheltersText: "Bwyd ffres gan gymdogion i’ch cegin, wedi’i gasglu pan fydd yn gyfleus i chi.",
    },
    foodBanksTitle: "Angen banc bwyd?",
    foodBanksText:
      "Dewch o hyd i fanciau bwyd yn ninasoedd mwyaf y DU, beth sydd ei angen arnyn nhw a sut i gael help.",
    foodBanksIn: "Banciau bwyd yn {{city}}",
    allFoodBanks: "Pob banc bwyd",
    citiesTitle: "Grwpiau ledled y DU",
    citiesText:
      "Ble bynnag mae eich grŵp yn cwrdd, gall tyfwyr lleol rannu â chi. Dyma ddinasoedd mwyaf y DU; gall grwpiau unrhyw le yn y DU ymuno.",
    groupsIn: "Grwpiau cymunedol yn {{city}}",
    ctaTitle: "Dewch â’ch grŵp i Glut",
    ctaText:
      "Cofrestrwch am ddim. Rydyn ni’n gwirio pob sefydliad â llaw, fel arfer o fewn 1-2 ddiwrnod gwaith.",
    howGlutWorks: "Sut mae Glut yn gweithio",
  },
  schools: {
    title: "Glut i ysgolion: rhannwch eich gardd ysgol, tyfwch gyda’ch cymuned",
    description:
      "Mae ysgolion yn ymuno â Glut am ddim: rhannwch y cynhaeaf o’ch gardd ysgol, dewch o hyd i hadau ac eginblanhigion i glybiau tyfu, a chodwch arian drwy ein partneriaeth.",
    heading: "Glut i ysgolion",
    lead: "Rhannwch yr hyn mae gardd eich ysgol yn ei dyfu, dewch o hyd i blanhigion a hadau i’ch clwb tyfu, a dewch â chymuned eich ysgol ynghyd o gwmpas bwyd ffres. Mae ysgolion yn ymuno am ddim.",
    register: "Cofrestrwch eich ysgol",
    seeSharing: "Gweld beth mae tyfwyr yn ei rannu",
    usesTitle: "Sut mae ysgolion yn defnyddio Glut",
    uses: {
      harvestTitle: "Rhannwch gynhaeaf gardd eich ysgol",
      harvestText:
        "Anaml y bydd cnydau’n aros am y tymor ysgol. Rhestrwch yr hyn sy’n barod fel ei fod yn mynd i deuluoedd a chymdogion yn lle mynd yn wastraff dros y gwyliau.",
      clubTitle: "Llenwch eich clwb tyfu",
      clubText:
        "Yn aml mae gan dyfwyr lleol hadau, eginblanhigion a thoriadau sbâr sy’n berffaith ar gyfer llain ysgol neu sil ffenestr dosbarth.",
      teachTitle: "Dysgwch o ble mae bwyd yn dod",
      teachText:
        "Mae ein calendr plannu i’r DU yn dangos beth i’w hau a’i gynaeafu bob mis, yn barod ar gyfer gwersi a chlybiau ar ôl ysgol.",
      raiseTitle: "Codwch arian i’ch ysgol",
      raiseText:
        "Drwy’r bartneriaeth gymunedol, mae eich ysgol yn ennill o bob aelod sy’n ymuno â Glut drwy ei dolen atgyfeirio ac yn talu am ei flwyddyn gyntaf.",
    },
    joinTitle: "Ymuno fel ysgol",
    join: {
      register: "Cofrestrwch eich ysgol gyda chyfeiriad e-bost aelod o staff.",
      reference:
        "Ychwanegwch gyfeirnod eich ysgol os oes ganddi un (yn Lloegr, ei URN chwe digid) fel y gallwn wirio pwy ydych chi.",
      verify:
        "Rydyn ni’n dilysu pob sefydliad â llaw, fel arfer o fewn 1-2 ddiwrnod gwaith. Yna mae eich ysgol yn defnyddio Glut am ddim.",
    },
    ageNote:
      "Mae Glut ar gyfer pobl 16 oed a hŷn, felly aelod o staff sy’n rhedeg cyfrif eich ysgol ac yn trefnu unrhyw gasgliadau. Mae disgyblion yn cymryd rhan drwy eich ysgol, nid drwy gyfrifon eu hunain.",
    ctaTitle: "Yn barod i dyfu gyda’ch cymuned?",
    ctaText:
      "Mae cofrestru am ddim, ac ar ôl i ni ddilysu eich ysgol, dydy Glut yn costio dim iddi.",
    signUp: "Ymunwch â Glut fel ysgol",
    aboutPartnership: "Am y bartneriaeth",
  },
  partnership: {
    title: "Partneriaeth gymunedol: am ddim i sefydliadau, a chyfran o bob aelodaeth",
    description:
      "Mae banciau bwyd, ysgolion, elusennau a grwpiau cymunedol yn ymuno â Glut am ddim, ac yn ennill {{rate}} am bob aelod maen nhw’n ei ddenu sy’n talu am flwyddyn. Cyfrifwch beth allai eich sefydliad chi ei ennill.",
    name: "Partneriaeth gymunedol",
    heading: "Dewch â’ch cymuned i Glut ac ennill {{rate}} am bob aelod sy’n ymuno",
    lead: "Mae banciau bwyd, ysgolion, elusennau, cymdeithasau rhandiroedd a grwpiau cymunedol yn ymuno â Glut am ddim. Rhannwch eich dolen atgyfeirio eich hun, ac mae pob person sy’n cofrestru drwyddi yn ennill {{rate}} i’ch sefydliad pan fydd yn talu am ei flwyddyn gyntaf. Telir bob mis, heb uchafswm.",
    signUp: "Ymunwch fel sefydliad",
    workOut: "Cyfrifwch beth allech chi ei ennill",
    ctaTitle: "Yn barod i ddod â’ch cymuned gyda chi?",
    ctaText:
      "Cofrestrwch eich sefydliad am ddim. Ar ôl i ni ei ddilysu, fel arfer o fewn 1-2 ddiwrnod gwaith, bydd eich dolen atgyfeirio yn barod i’w rhannu.",
    register: "Cofrestrwch eich sefydliad",
    email: "E-bostio {{address}}",
  },
  calculator: {
    title: "Faint allai eich sefydliad ei ennill?",
    intro:
      "Mae pob person sy’n ymuno drwy eich dolen yn ennill {{rate}} i’ch sefydliad, unwaith, pan fydd yn gwneud ei daliad aelodaeth blynyddol cyntaf.",
    label: "Faint o bobl mae eich sefydliad yn eu cyrraedd?",
    hint: "Aelodau, gwirfoddolwyr, teuluoedd a chefnogwyr: pawb mae eich cylchlythyr, eich hysbysfwrdd neu eich cyfryngau cymdeithasol yn eu cyrraedd. Rhif cyfan.",
    workItOut: "Cyfrifo",
    maximum: "Yr incwm mwyaf, os bydd pawb rydych chi’n eu cyrraedd yn ymuno",
    example: "Enghraifft, os bydd {{percent}} yn ymuno (1 o bob 10)",
    estimate:
      "Amcangyfrif, nid addewid: mae’r hyn rydych chi’n ei ennill yn dibynnu ar faint o bobl sy’n ymuno ac yn talu. Ffigurau ar gyfradd heddiw o {{rate}} am bob aelod sy’n talu, wedi’u talgrynnu i’r geiniog agosaf.",
    notes: {
      notANumber:
        "Doedden ni ddim yn gallu darllen “{{input}}” fel rhif, felly rydyn ni wedi’i gyfrif fel 0. Rhowch rif cyfan, fel 120.",
      negative: "All nifer y bobl ddim bod yn llai na 0, felly rydyn ni wedi’i gyfrif fel 0.",
      fraction:
        "Rydyn ni’n cyfrif pobl gyfan yn unig, felly rydyn ni wedi cyfrifo ar gyfer {{reach}}.",
      capped:
        "Rydyn ni’n cyfrifo ar gyfer hyd at {{max}} o bobl, felly dyna’r nifer a ddefnyddiwyd.",
    },
  },
  benefits: {
    title: "Beth mae eich sefydliad yn ei gael",
    freeTitle: "Am ddim i ymuno, am ddim i’w ddefnyddio",
    freeText:
      "Does dim ffi. Ar ôl i ni ddilysu eich sefydliad, gall ddefnyddio popeth y gall aelod sy’n talu ei ddefnyddio, cyhyd ag y bydd yn parhau wedi’i ddilysu.",
    perMemberTitle: "{{rate}} am bob aelod sy’n talu",
    perMemberText:
      "Pan fydd rhywun a gofrestrodd drwy eich dolen yn talu am ei flwyddyn gyntaf, mae eich sefydliad yn ennill {{rate}}. Dydy hyn ddim yn costio dim yn ychwanegol iddyn nhw.",
    codeTitle: "Eich cod a’ch dolen atgyfeirio eich hun",
    codeText:
      "Mae pob sefydliad wedi’i ddilysu yn cael ei god ei hun a dolen gofrestru i’w rhoi mewn cylchlythyrau, ar bosteri ac mewn postiadau ar y cyfryngau cymdeithasol.",
    paidTitle: "Telir bob mis, drwy drosglwyddiad banc",
    paidText:
      "Rydyn ni’n talu’r hyn rydych chi wedi’i ennill i gyfrif banc eich sefydliad bob mis, gydag adroddiad ar y cofrestriadau mae’n eu cynnwys.",
    noCapTitle: "Dim uchafswm ar enillion",
    noCapText:
      "Does dim terfyn ar faint o bobl y gallwch chi eu denu na faint y gall eich sefydliad ei ennill.",
    trackTitle: "Gweld sut rydych chi’n gwneud",
    trackText:
      "Mae eich dangosfwrdd yn dangos eich cod a’ch dolen, faint o bobl sydd wedi cofrestru drwyddo, faint sydd wedi talu, a’r hyn rydych chi wedi’i ennill y mis hwn ac i gyd.",
    foodBankTitle: "Yn rhedeg banc bwyd?",
    foodBankText:
      "Mae ymuno hefyd yn dod â bwyd ffres o fewn cyrraedd. Mae tyfwyr gerllaw yn rhoi eu ffrwythau, eu llysiau a’u perlysiau dros ben ar Glut, a gall banc bwyd wedi’i ddilysu bori’r hyn sydd ar gynnig ac anfon neges atyn nhw i’w gasglu, ochr yn ochr â’r tuniau a’r pecynnau ar ei silffoedd.",
  },
  questions: {
    title: "Cwestiynau mae sefydliadau’n eu gofyn",
    whichQuestion: "Pa sefydliadau all ymuno?",
    whichAnswer:
      "Banciau bwyd, canolfannau cymunedol, elusennau, sefydliadau crefyddol, cymdeithasau rhandiroedd, ysgolion, ac unrhyw grŵp arall sy’n gweithio er lles ei ardal leol. Wrth gofrestru, dewiswch y math sy’n addas (banc bwyd, grŵp cymunedol, ysgol, sefydliad crefyddol neu sefydliad dielw arall) a dywedwch ychydig wrthym am eich sefydliad fel y gallwn ei ddilysu.",
    costQuestion: "Oes rhaid talu unrhyw beth?",
    costAnswer:
      "Nac oes. Mae ymuno am ddim, ac felly hefyd defnyddio Glut ar ôl i ni ddilysu eich sefydliad: gall restru, pori ac anfon negeseuon fel unrhyw aelod sy’n talu, cyhyd ag y bydd yn parhau wedi’i ddilysu.",
    verificationQuestion: "Faint o amser mae dilysu’n ei gymryd?",
    verificationAnswer:
      "Fel arfer 1-2 ddiwrnod gwaith. Mae un o’n tîm yn gwirio’r manylion a roesoch, gan gynnwys eich rhif elusen, rhif cwmni neu URN ysgol lle mae gennych un, ac rydyn ni’n anfon e-bost atoch cyn gynted ag y bydd wedi’i wneud.",
    earnQuestion: "Sut mae ein sefydliad yn ennill arian?",
    earnAnswer:
      "Ar ôl i chi gael eich dilysu, mae eich dangosfwrdd yn dangos eich cod atgyfeirio a dolen gofrestru. Rhannwch y ddolen â’ch aelodau a’ch cefnogwyr. Pan fydd rhywun a gofrestrodd gyda’ch cod yn gwneud ei daliad aelodaeth blynyddol llwyddiannus cyntaf, mae eich sefydliad yn ennill y gyfradd sydd mewn grym y diwrnod hwnnw, sef {{rate}} nawr. Mae pob person yn ennill arian i chi unwaith, felly dydy adnewyddu mewn blynyddoedd diweddarach ddim yn cyfrif eto.",
    payMoreQuestion: "Ydy aelod yn talu mwy os yw’n defnyddio ein cod?",
    payMoreAnswer:
      "Nac ydy. Mae’n talu’r un ffi aelodaeth flynyddol â phawb arall. Daw cyfran eich sefydliad o’r hyn mae Glut yn ei dderbyn.",
    paidQuestion: "Pryd a sut rydyn ni’n cael ein talu?",
    paidAnswer:
      "Bob mis, drwy drosglwyddiad banc i gyfrif banc eich sefydliad, gydag adroddiad yn dangos y cofrestriadau a’r enillion mae’r taliad hwnnw’n eu cynnwys. Mater i’ch sefydliad a’i gyfrifydd yw sut rydych chi’n cofnodi’r arian yn eich cyfrifon; allwn ni ddim rhoi cyngor treth.",
    limitQuestion: "Oes terfyn ar faint y gallwn ni ei ennill?",
    limitAnswer:
      "Nac oes. Does dim uchafswm: mae pob person sy’n ymuno gyda’ch cod ac yn talu am ei flwyddyn gyntaf yn ennill {{rate}} i’ch sefydliad, faint bynnag ohonyn nhw sydd.",
    launchQuestion: "Beth ddigwyddodd i’r cynnig lansio o {{launch}}?",
    launchEnded:
      "Daeth i ben ar {{lastDay}}. Enillodd aelodau a wnaeth eu taliad cyntaf erbyn hynny {{launch}} yr un i’w sefydliad. Ar gyfer taliadau cyntaf ers hynny, y gyfradd yw {{rate}}.",
    launchRunning:
      "Mae’n para tan {{lastDay}}: mae aelod sy’n gwneud ei daliad cyntaf erbyn hynny yn ennill {{launch}} i’ch sefydliad. O {{nextFrom}} ymlaen, y gyfradd yw {{next}}.",
  },
};
