// Y telerau gwasanaeth a’r polisi preifatrwydd yn Gymraeg (decision 0098), with the terms of
// docs/welsh-glossary.md (its data-protection and legal rows). Said for the reader, not word for word, and saying
// nothing the English does not. A paragraph with a link is split around it as in English.
export default {
  trail: "Briwsion bara",
  home: "Hafan",
  lastUpdated: "Diweddarwyd ddiwethaf",
  contents: "Cynnwys",
  contactUs: {
    through: "drwy ein",
    form: "ffurflen gyswllt",
    byEmail: "neu drwy e-bost at",
  },
  accountSettings: "gosodiadau cyfrif",
  dashboard: "dangosfwrdd",
  complaintsPage: "tudalen gwynion",
  years_zero: "{{count}} o flynyddoedd",
  years_one: "{{count}} flwyddyn",
  years_two: "{{count}} flynedd",
  years_few: "{{count}} blynedd",
  years_many: "{{count}} blynedd",
  years_other: "{{count}} o flynyddoedd",
  terms: {
    description:
      "Y telerau ar gyfer defnyddio Glut: pwy all ymuno, aelodaeth, rhannu a chyfnewid cynnyrch yn ddiogel, rheolau’r gymuned, a chyfraith Cymru a Lloegr.",
    intro:
      "Darllenwch y telerau hyn cyn i chi ymuno. Maen nhw wedi’u hysgrifennu i fod yn glir: os nad yw rhywbeth yn glir, gofynnwch i ni a byddwn yn esbonio.",
    about: {
      title: "Ynglŷn â’r telerau hyn",
      agreementBefore:
        "Y telerau hyn yw’r cytundeb rhyngoch chi a Glut (“ni”) ar gyfer defnyddio gwefan Glut, lle mae garddwyr a deiliaid rhandiroedd yn rhoi neu’n cyfnewid eu cynnyrch dros ben, eu hadau, eu toriadau a’u planhigion. Drwy greu cyfrif rydych yn eu derbyn, ynghyd â’n",
      agreementAfter: ", sy’n esbonio sut rydym yn trin eich data.",
      reach: "Gallwch gysylltu â ni",
    },
    whoCanJoin: {
      title: "Pwy all ddefnyddio Glut",
      age: "Rhaid i chi fod yn {{age}} oed o leiaf i greu cyfrif. Rydym yn dileu cyfrifon os down i wybod eu bod yn perthyn i rywun iau.",
      onePerPerson:
        "Un cyfrif i bob person. Rhaid i’r hyn rydych yn ei ddweud wrthym amdanoch eich hun fod yn wir.",
      organisations:
        "Rhaid i gyfrif sefydliad gael ei agor gan rywun sydd â’r hawl i weithredu ar ei ran, a rhaid i’r sefydliad fod yr hyn y mae’n dweud ei fod.",
    },
    yourAccount: {
      title: "Eich cyfrif",
      password:
        "Cadwch eich cyfrinair i chi’ch hun, a dywedwch wrthym ar unwaith os ydych yn credu bod rhywun arall wedi defnyddio eich cyfrif. Chi sy’n gyfrifol am yr hyn a wneir ag ef.",
      deleteBefore: "Gallwch ddileu eich cyfrif unrhyw bryd yn eich",
      deleteAfter:
        ". Os na fyddwch yn mewngofnodi am {{years}}, byddwn ni’n dileu’r cyfrif; byddwn yn anfon e-bost atoch {{days}} diwrnod cyn hynny, ac mae mewngofnodi unwaith yn ddigon i’w gadw.",
    },
    membership: {
      title: "Aelodaeth a thalu",
      priceBefore:
        "Mae aelodaeth bersonol yn costio {{price}} y flwyddyn. Mae’n adnewyddu bob blwyddyn nes i chi ei chanslo, a gallwch wneud hynny unrhyw bryd o’ch",
      priceAfter: "; rydych yn cadw eich aelodaeth tan ddiwedd y flwyddyn rydych wedi talu amdani.",
      organisations:
        "Mae banciau bwyd, ysgolion, grwpiau cymunedol, elusennau a sefydliadau cymunedol eraill yn ymuno am ddim unwaith y byddwn wedi’u dilysu, cyhyd ag y byddant yn parhau wedi’u dilysu.",
      cancel:
        "Mae gennych hawl gyfreithiol i ganslo o fewn 14 diwrnod i’ch taliad cyntaf. Cysylltwch â ni o fewn y cyfnod hwnnw a byddwn yn ad-dalu’r swm cyfan i chi.",
      priceChange:
        "Os byddwn byth yn newid y pris, byddwn yn dweud wrthych cyn i’ch aelodaeth adnewyddu nesaf, a gallwch ganslo cyn i’r pris newydd fod yn berthnasol.",
    },
    listings: {
      title: "Rhannu cynnyrch",
      text: "Mae hysbysebion ar gyfer rhoi (Am ddim) neu gyfnewid (Cyfnewid) cynnyrch, hadau, toriadau, eginblanhigion a phlanhigion a dyfwyd gartref. Does dim yn cael ei werthu ar Glut, ac ni chaniateir defnyddio cyfrifon personol i fasnachu.",
      honest: "Disgrifiwch yr hyn rydych yn ei gynnig yn onest, gyda’ch lluniau eich hun.",
      unsafe:
        "Peidiwch â rhestru unrhyw beth sy’n anniogel neu’n anghyfreithlon i’w roi i eraill: er enghraifft alcohol, meddyginiaethau, anifeiliaid, canabis neu blanhigion a ffyngau eraill sy’n cael eu rheoli neu sy’n seicoweithredol, neu blanhigion y mae’r gyfraith yn eich gwahardd rhag eu lledaenu yn y gwyllt, fel clymog Japan neu jac y neidiwr.",
      gone: "Nodwch nad yw hysbyseb ar gael mwyach unwaith y bydd wedi mynd.",
    },
    exchanges: {
      title: "Cwrdd a diogelwch bwyd",
      text: "Mae Glut yn rhoi tyfwyr a’r rhai sy’n derbyn mewn cysylltiad â’i gilydd; rhyngoch chi mae’r cyfnewid ei hun. Nid ydym yn archwilio cynnyrch, ac nid ydym yn barti i unrhyw gyfnewid neu rodd.",
      food: "Os ydych yn rhoi bwyd, gwnewch yn siŵr ei fod yn addas i’w fwyta, a dywedwch os yw wedi’i chwistrellu neu os gall gynnwys alergenau. Os ydych yn cymryd bwyd, golchwch ef a defnyddiwch eich crebwyll eich hun.",
      meeting:
        "Cadwch y trefniadau yn negeseuon Glut nes eich bod yn fodlon cwrdd, cwrddwch rywle cyhoeddus os gallwch, a pheidiwch byth â rhannu manylion banc.",
    },
    communityRules: {
      title: "Rheolau’r gymuned",
      kindBefore:
        "Byddwch yn garedig ac yn onest. Peidiwch ag aflonyddu ar unrhyw un, ei fygwth na gwahaniaethu yn ei erbyn, anfon sbam na hysbysebu, esgus bod yn rhywun arall, na cheisio torri’r wefan na’i gorlwytho. Mae ein",
      guidelines: "canllawiau cymunedol",
      kindAfter: " yn dweud mwy.",
      report:
        "Os gwelwch rywbeth sy’n torri’r rheolau hyn neu’r gyfraith, defnyddiwch y botwm Rhoi gwybod wrth ei ymyl, neu dywedwch wrthym",
    },
    moderation: {
      title: "Sut rydym yn cymedroli cynnwys ac yn ymdrin â chwynion",
      text: "Mae Glut yn wasanaeth defnyddiwr-i-ddefnyddiwr o dan Ddeddf Diogelwch Ar-lein 2023 y DU. Nid ydym yn gwirio popeth cyn iddo ymddangos: mae aelodau’n rhoi gwybod am yr hyn sy’n eu poeni, ac mae cymedrolwyr hyfforddedig (pobl, nid offer awtomataidd) yn adolygu pob adroddiad. Edrychir yn gyntaf ar adroddiadau am gynnwys anghyfreithlon, fel cam-drin plant yn rhywiol, terfysgaeth, bygythiadau, casineb, twyll neu werthu cyffuriau neu arfau, a chaiff cynnwys anghyfreithlon ei dynnu i lawr yn gyflym unwaith y byddwn yn gwybod amdano. Gall cymedrolwyr guddio hysbyseb, postiad yn y fforwm neu neges; gall gweinyddwr atal cyfrif. Mae pwy bynnag yr effeithir arno yn cael gwybod pam drwy e-bost. Cofnodir pob penderfyniad, gyda phwy a’i gwnaeth a pham, a chedwir y cofnod hwnnw am {{years}}.",
      complaintsBefore: "Gall unrhyw un, yn aelod neu beidio, ddefnyddio ein",
      complaintsAfter:
        " i gwyno am gynnwys, am y ffordd rydym yn cyflawni’r dyletswyddau hyn, neu i apelio yn erbyn penderfyniad am ei gynnwys neu ei gyfrif ei hun (gall aelod sydd wedi’i atal apelio heb fewngofnodi). Rydym yn cydnabod pob cwyn drwy e-bost ar unwaith gyda chyfeirnod, ac yn ateb o fewn {{days}} diwrnod gwaith. Os oedd penderfyniad yn anghywir, rydym yn ei unioni: dangosir y cynnwys eto, codir yr ataliad.",
      accountable: "Y person sy’n atebol am ein dyletswyddau diogelwch ar-lein yw {{name}}:",
    },
    yourContent: {
      title: "Eich cynnwys",
      text: "Mae’r hyn rydych yn ei bostio (hysbysebion, lluniau a negeseuon) yn parhau’n eiddo i chi. Rydych yn rhoi caniatâd i ni ei storio, ei ddangos ar Glut wrth i’r wefan weithio, a’i addasu i wneud hynny (er enghraifft newid maint lluniau a thynnu eu metadata cudd), cyhyd ag y bydd ar Glut. Rhaid bod gennych yr hawl i’w bostio. Gallwn dynnu unrhyw beth sy’n torri’r telerau hyn.",
    },
    organisations: {
      title: "Sefydliadau a phartneriaid cymunedol",
      checks:
        "Rydym yn gwirio’r manylion y mae sefydliad yn eu rhoi i ni, fel ei rif cofrestru, cyn rhoi aelodaeth am ddim iddo, a gallwn ofyn am ragor.",
      referral:
        "Gall sefydliad sydd wedi’i ddilysu rannu ei ddolen atgyfeirio. Ar hyn o bryd mae’n ennill {{rate}} am bob person sy’n ymuno drwyddi ac yn talu am ei flwyddyn gyntaf, a delir bob mis, heb uchafswm. Y gyfradd ar gyfer taliad yw’r un sydd mewn grym ar y diwrnod y’i gwneir.",
      fake: "Nid ydym yn talu am gofrestriadau sy’n ffug, a wnaed gan y sefydliad ei hun neu a gafwyd drwy gamarwain pobl, a gallwn ddod â phartneriaeth sy’n dibynnu arnynt i ben.",
    },
    suspension: {
      title: "Atal neu gau cyfrifon",
      before:
        "Gallwn dynnu cynnwys, neu atal neu gau cyfrif, os yw’n torri’r telerau hyn, yn peryglu eraill neu os yw’r gyfraith yn mynnu hynny. Lle mae’n ddiogel gwneud hynny, byddwn yn dweud wrthych pam, a gallwch apelio drwy ein",
      after:
        ". Os byddwn yn cau aelodaeth â thâl am reswm nad yw’n fai arnoch chi, byddwn yn ad-dalu’r rhan o’r flwyddyn sydd heb ei defnyddio.",
    },
    liability: {
      title: "Ein cyfrifoldeb i chi",
      availability:
        "Rydym yn gweithio i gadw Glut yn rhedeg ac yn ddiogel, ond ni allwn addo y bydd bob amser ar gael nac yn rhydd o wallau. Nid ydym yn gyfrifol am yr hyn y mae aelodau’n ei restru, yn ei ddweud neu’n ei drosglwyddo, nac am unrhyw golled a achosir gan gyfnewid rhwng aelodau.",
      limits:
        "Nid oes dim yn y telerau hyn yn cyfyngu ar ein hatebolrwydd lle na fydd y gyfraith yn caniatáu ei gyfyngu, gan gynnwys am farwolaeth neu anaf personol a achosir gan ein hesgeulustod neu am dwyll, ac nid oes dim yn effeithio ar eich hawliau fel defnyddiwr.",
    },
    lawAndChanges: {
      title: "Newidiadau, y gyfraith lywodraethol a chysylltu",
      changes:
        "Gallwn ddiweddaru’r telerau hyn wrth i Glut newid. Byddwn yn diweddaru’r dyddiad ar frig y dudalen hon ac, ar gyfer newidiadau sy’n bwysig i chi, yn dweud wrthych cyn iddynt ddod i rym.",
      law: "Cyfraith Cymru a Lloegr sy’n llywodraethu’r telerau hyn, a’i llysoedd sy’n ymdrin ag unrhyw anghydfod. Os ydych yn byw yn yr Alban neu yng Ngogledd Iwerddon, gallwch hefyd ddwyn achos yn llysoedd eich gwlad eich hun.",
      questions: "Cwestiynau am y telerau hyn? Cysylltwch â ni",
    },
  },
  privacy: {
    description:
      "Pa ddata personol y mae Glut yn ei gasglu, pam, pwy sy’n ein helpu i’w drin, am ba hyd rydym yn ei gadw a’ch hawliau o dan GDPR y DU.",
    intro:
      "Mae’r polisi hwn yn esbonio, mewn iaith glir, pa ddata personol y mae Glut yn ei gasglu pan fyddwch yn defnyddio’r wefan, pam, pwy sy’n ein helpu i’w drin, am ba hyd rydym yn ei gadw a’r hawliau sydd gennych drosto.",
    whoWeAre: {
      title: "Pwy ydym ni",
      text: "Gwefan gymunedol yn y DU yw Glut, lle mae garddwyr a deiliaid rhandiroedd yn rhoi neu’n cyfnewid eu cynnyrch dros ben, eu hadau, eu toriadau a’u planhigion. Glut (“ni”) sy’n penderfynu sut a pham y defnyddir eich data personol, ac felly ni yw’r rheolydd data o dan Reoliad Cyffredinol y DU ar Ddiogelu Data (GDPR y DU) a Deddf Diogelu Data 2018.",
      contact:
        "Ar gyfer unrhyw beth am eich data, neu i arfer unrhyw un o’ch hawliau, cysylltwch â ni",
    },
    collect: {
      title: "Y data rydym yn ei gasglu",
      lead: "Dim ond yr hyn sydd ei angen ar Glut i weithio rydym yn ei gasglu:",
      accountLabel: "Eich cyfrif:",
      accountText:
        "eich cyfeiriad e-bost; eich cyfrinair, wedi’i gadw fel stwnsh unffordd yn unig na all neb ei ddarllen yn ôl; eich enw defnyddiwr a’ch enw yn y fforwm; eich tref neu’ch ardal os byddwch yn rhoi un; a wnaethoch ymuno fel person neu fel sefydliad; y cod atgyfeirio y gwnaethoch ymuno ag ef, os oes un; unrhyw rôl staff; yr iaith rydych yn defnyddio Glut ynddi (Saesneg neu Gymraeg), ar gyfer eich tudalennau a’ch e-byst; a pha e-byst hysbysu rydych wedi’u diffodd (mae gan bob un ddolen i ddad-danysgrifio ag un clic), ac ers pryd.",
      organisationsLabel: "Sefydliadau:",
      organisationsText:
        "enw, math a rhif cofrestru’r sefydliad (elusen, cwmni neu ysgol), a chanlyniad ein gwiriadau.",
      googleLabel: "Mewngofnodi gyda Google:",
      googleText:
        "os byddwch yn dewis hynny, mae Google yn rhoi eich enw, eich cyfeiriad e-bost a dynodydd eich cyfrif Google i ni.",
      agreedLabel: "Yr hyn y gwnaethoch gytuno iddo:",
      agreedText:
        "eich bod wedi derbyn y telerau hyn a’r polisi hwn ac wedi cadarnhau eich bod yn 16 oed neu’n hŷn, a wnaethoch ofyn am newyddion gan Glut, pob newid diweddarach i’r dewis hwnnw, a phryd.",
      listingsLabel: "Eich hysbysebion:",
      listingsText:
        "teitl, disgrifiad, categori, Am ddim neu Cyfnewid, maint, dyddiad cynaeafu, y diwrnod y mae ar gael tan, tref neu ardal cod post, lluniau a statws, a’r diwrnod y gwnaethom anfon e-bost atoch ddiwethaf i ddweud bod hysbyseb ar fin dod i ben. Gyda’r dref neu’r ardal rydym yn cadw ei chanol bras (byth eich cod post llawn na’ch cyfeiriad), fel y gall aelodau eraill weld bod hysbyseb “tua 3 milltir i ffwrdd”, byth yn fwy manwl na hynny. Pan fyddwch yn pwyso “Yn agos ataf” ar y dudalen hysbysebion, mae eich porwr yn gofyn unwaith a ydych am rannu eich lleoliad; mae’r dudalen yn ei dalgrynnu i tua chilometr ac yn ei anfon dim ond er mwyn dod o hyd i’ch ardal cod post (fel LS6). Nid ydym byth yn cadw eich lleoliad.",
      savedSearchesLabel: "Eich chwiliadau wedi’u cadw:",
      savedSearchesText:
        "ar gyfer pob chwiliad rydych yn ei gadw, ei eiriau, ei gategori, Am ddim neu Cyfnewid, y dref neu’r ardal cod post a’r pellter, a wnaethoch ddewis e-byst ar unwaith neu bob dydd, a yw wedi’i oedi, pryd y gwnaethoch ei gadw, a pha hysbysebion rydym eisoes wedi anfon e-bost atoch amdanynt, fel na chaiff yr un ei anfon ddwywaith. Dim ond chi sy’n eu gweld. Mae gan bob e-bost rhybudd ddolen sy’n ei atal ag un clic; mae dileu chwiliad wedi’i gadw, neu eich cyfrif, yn dileu hyn i gyd.",
      pushLabel: "Hysbysiadau gwthio:",
      pushText:
        "os byddwch yn eu troi ymlaen ar gyfer dyfais, rydym yn cadw, ar gyfer y ddyfais honno, y cyfeiriad a roddodd gwasanaeth gwthio ei phorwr iddi (fel gwasanaeth Google, Apple neu Mozilla) a’r allweddi sy’n amgryptio’r hyn rydym yn ei anfon, enw ar gyfer y ddyfais a ddarllenir o’ch porwr (fel “Chrome on Android”), pryd y gwnaethoch eu troi ymlaen a phryd y cyrhaeddodd un ddiwethaf; ac a wnaethoch ddewis gweld testun negeseuon ynddynt. Mae hysbysiad gwthio yn mynd drwy’r gwasanaeth gwthio hwnnw wedi’i amgryptio, felly ni all y gwasanaeth ei ddarllen. Mae’n dweud beth ddigwyddodd a chan bwy, fel “Neges newydd gan Sam”, ond nid yr hyn a ysgrifennodd neb, oni bai eich bod yn troi “Dangos testun negeseuon mewn hysbysiadau gwthio” ymlaen. Mae tynnu dyfais o dan Hysbysiadau gwthio yn eich cyfrif, neu ddileu eich cyfrif, yn dileu ei chofnod; rydym hefyd yn ei ddileu pan fydd y gwasanaeth gwthio yn dweud wrthym nad yw’r porwr yn derbyn hysbysiadau gwthio mwyach.",
      blockedLabel: "Aelodau rydych yn eu rhwystro:",
      blockedText:
        "pwy y gwnaethoch eu rhwystro a phryd. Dim ond chi sy’n gweld eich rhestr; ni ddywedir wrth yr aelod rydych yn ei rwystro, ac nid yw’n ymddangos yn ei gopi o’i ddata ei hun. Mae dadrwystro, neu ddileu’r naill gyfrif neu’r llall, yn ei ddileu.",
      messagesLabel: "Eich negeseuon:",
      messagesText:
        "eich sgyrsiau ag aelodau eraill am hysbysebion, gyda’r enw a ddangosir wrth ymyl pob neges a phryd y cafodd ei hanfon a’i darllen.",
      handoversLabel: "Trosglwyddo eitemau:",
      handoversText:
        "pob hysbyseb rydych yn gofyn amdani, gyda’r nodyn rydych yn ei ychwanegu ac a wnaethoch dynnu’r cais yn ôl; ar gyfer pob eitem a neilltuwyd i chi neu gennych chi, y diwrnod casglu, yr amseroedd a’r man cyfarfod y cytunodd y ddau ohonoch arnynt (dim ond yr hyn a deipiwyd gennych: nid ydym byth yn ychwanegu cyfeiriad), pwy a nododd ei bod wedi’i chasglu a phryd, ac unrhyw ganslo gyda’i reswm; achos o beidio â dod, pan fydd tyfwr yn cofnodi na ddaeth rhywun; a’r nodiadau diolch a’r sgoriau preifat o 1 i 5 y mae pob un ohonoch yn eu gadael wedyn.",
      gardenLabel: "Eich gardd:",
      gardenText:
        "y planhigion rydych yn eu hychwanegu at draciwr y calendr plannu (planhigyn, math, dyddiadau, nifer, lleoliad a nodiadau), a wnaethoch ofyn am e-bost i’ch atgoffa am y cynhaeaf a phryd y gwnaethom ei anfon, a chyfeiriad cudd ffrwd calendr eich cynhaeaf. Dim ond chi sy’n eu gweld; gall unrhyw un y rhowch gyfeiriad y ffrwd iddo ddarllen dyddiadau eich cynhaeaf, ac mae ei ailosod yn atal yr hen gyfeiriad ar unwaith.",
      membershipLabel: "Eich aelodaeth:",
      membershipText:
        "a ydych yn aelod a than pryd, cyfeirnodau’r darparwr taliadau ar eich cyfer chi a’ch tanysgrifiad, a swm a dyddiad pob taliad. Nid ydym byth yn gweld nac yn cadw manylion eich cerdyn.",
      referralsLabel: "Atgyfeiriadau:",
      referralsText:
        "ar gyfer sefydliad partner, yr hyn a enillodd am bob aelod a ymunodd gyda’i god ac a dalodd, a phryd.",
      notificationsLabel: "Hysbysiadau:",
      notificationsText:
        "nodyn byr am bob peth sy’n ymwneud â chi (neges, ateb yn y fforwm, hysbyseb sy’n cyfateb i chwiliad wedi’i gadw, nodyn atgoffa, trosglwyddiad, canlyniad dilysu neu gymedroli) gyda’i deitl, llinell amdano, i ble mae’n arwain, pryd y digwyddodd ac a ydych wedi’i agor; ac, ar gyfer pob math, a ydych am ei gael ar y wefan, drwy e-bost neu drwy hysbysiad gwthio. Dim ond chi sy’n eu gweld.",
      contactLabel: "Negeseuon atom ni:",
      contactText:
        "yr enw, y cyfeiriad e-bost a’r neges rydych yn eu hanfon drwy’r ffurflen gyswllt, a phryd.",
      technicalLabel: "Data technegol:",
      technicalText:
        "ar gyfer pob sesiwn wedi mewngofnodi, eich cyfeiriad IP, disgrifiad eich porwr ohono’i hun a phryd y dechreuodd y sesiwn a phryd y daw i ben; y diwrnod y gwnaethoch ddefnyddio Glut ddiwethaf wedi mewngofnodi; cofnod ein gweinyddion o bob cais (cyfeiriad IP, y dudalen y gofynnwyd amdani, porwr, amser a chanlyniad), gyda’r rhan gyfrinachol o unrhyw ddolen a anfonwyd drwy e-bost (fel tocyn ailosod cyfrinair neu ddad-danysgrifio) wedi’i thynnu cyn iddo gael ei ysgrifennu; a chyfrifon o ymdrechion diweddar i fewngofnodi, cofrestru, gwirio cyfrinair neu anfon neges, wedi’u cadw yn erbyn eich cyfeiriad IP, eich cyfrif neu ffurf wedi’i chodio o’r cyfeiriad e-bost a deipiwyd, i atal camddefnydd.",
      specialCategory:
        "Nid ydym yn gofyn am ddata categori arbennig, fel iechyd neu gredoau crefyddol, a gofynnwn i chi beidio â’i rannu.",
    },
    bases: {
      title: "Pam rydym yn ei ddefnyddio: ein seiliau cyfreithlon",
      lead: "Mae GDPR y DU yn caniatáu i ni ddefnyddio data personol dim ond os oes gennym sail gyfreithlon. Dyma ein rhai ni:",
      contractLabel: "Darparu Glut i chi (contract):",
      contractText:
        "eich cyfrif, hysbysebion, negeseuon, ceisiadau a throsglwyddiadau, ac aelodaeth, a’r e-byst sydd eu hangen ar gyfer y rhain: eich atgoffa am gasgliad ar y diwrnod, cadarnhau eich cyfeiriad, ailosod eich cyfrinair, dweud wrthych am negeseuon newydd, rhoi gwybod i chi am hysbysebion newydd sy’n cyfateb i chwiliad rydych wedi’i gadw, eich croesawu fel aelod, a’ch rhybuddio cyn i ni ddileu cyfrif nad oes neb yn ei ddefnyddio.",
      interestsLabel: "Ein buddiannau dilys:",
      interestsText:
        "cadw Glut yn ddiogel ac yn gweithio (sesiynau, cofnodion ceisiadau, terfynau ar ymdrechion dro ar ôl tro, ymchwilio i adroddiadau am gamddefnydd, dangos i dyfwr gofnod y rhai sy’n gofyn am eitem, a dweud wrth ein cymedrolwyr am aelod sy’n cael sgôr isel dro ar ôl tro neu y cofnodwyd dro ar ôl tro nad yw’n dod, i berson edrych arno; nid oes neb yn cael ei atal yn awtomatig), gwirio bod sefydliadau y cynigir aelodaeth am ddim iddynt yn rhai dilys, talu i sefydliadau partner yr hyn y maent yn ei ennill, ac ateb negeseuon rydych yn eu hanfon atom. Rydym wedi pwyso a mesur y buddiannau hyn yn erbyn eich hawliau, a gallwch eu gwrthwynebu (adran 9).",
      legalLabel: "Rhwymedigaethau cyfreithiol:",
      legalText:
        "cadw cofnodion taliadau ar gyfer treth a chyfrifyddu, cofnod o’r hyn y gwnaethoch gytuno iddo pan wnaethoch ymuno, ac, o dan Ddeddf Diogelwch Ar-lein 2023, ymdrin ag adroddiadau a chwynion a chadw cofnod o benderfyniadau cymedroli.",
      consentLabel: "Eich cydsyniad:",
      consentBefore:
        "newyddion achlysurol am Glut, dim ond os gwnaethoch ofyn amdanynt. Gallwch newid eich meddwl unrhyw bryd ar eich",
      consentAfter: ", o dan “E-byst gan Glut”.",
      never:
        "Nid ydym byth yn gwerthu eich data nac yn ei ddefnyddio ar gyfer hysbysebu, ac nid ydym yn gwneud unrhyw benderfyniadau amdanoch drwy ddulliau awtomataidd sy’n cael effaith gyfreithiol neu effaith sylweddol debyg.",
    },
    others: {
      title: "Yr hyn y gall pobl eraill ei weld",
      anyone:
        "Gall unrhyw un sy’n ymweld â Glut weld teitl, llun, tref, math ac oed hysbysebion gweithredol ar dudalennau’r dinasoedd a’r tudalennau bwyd am ddim.",
      members: "Gall aelodau weld holl fanylion hysbyseb ac enw defnyddiwr y person a’i postiodd.",
      messages:
        "Dim ond y ddau aelod yn y sgwrs sy’n gweld negeseuon. Byddwn yn edrych arnynt dim ond os oes rhaid i ni ymchwilio i adroddiad am gamddefnydd neu os yw’r gyfraith yn mynnu hynny.",
      asking:
        "Pan fyddwch yn gofyn am eitem, mae ei pherchennog yn gweld eich cais, eich nodyn a’ch cofnod ar Glut: faint o eitemau rydych wedi’u rhoi a’u derbyn, y nodiadau diolch a adawyd i chi, eich sgôr gyfartalog unwaith y bydd un, a sawl gwaith y cofnododd tyfwr na wnaethoch ddod. Dangosir y cofnod hwnnw o beidio â dod i berchnogion sy’n dewis rhwng y bobl a ofynnodd, ac fel cyfanswm ar eich proffil aelod.",
      handover:
        "Dim ond y ddau aelod yn y trosglwyddiad sy’n gweld ei ddiwrnod casglu, ei amseroedd a’i fan cyfarfod. Dim ond y ddau ohonynt a’n staff sy’n gweld pwy a gafodd eitem; dim ond bod yr eitem wedi’i neilltuo neu wedi mynd y mae aelodau eraill yn ei weld.",
      thanks:
        "Dangosir nodyn diolch rydych yn ei adael i aelodau ar broffil yr aelod rydych yn diolch iddo. Ni ddangosir sgôr byth ar ei phen ei hun, nid hyd yn oed i’r aelod a gafodd y sgôr: dim ond cyfartaledd ei holl sgoriau, wedi’i dalgrynnu, a dim ond unwaith y bydd ganddo dair neu ragor.",
      counts:
        "Mae’r hafan a thudalennau’r dinasoedd yn dangos faint o eitemau a gasglwyd mewn mis a blwyddyn, mewn dinas ac ar draws y DU: cyfansymiau yn unig, byth pwy na beth.",
      openData:
        "Mae ein data agored (yr API a ddisgrifir ar y dudalen data agored) a’r teclyn y gall banciau bwyd ei roi ar eu gwefannau eu hunain yn cyhoeddi nifer yr hysbysebion gweithredol fesul ardal cod post a chategori, ac yn ôl yr hyn sydd ei angen ar fanc bwyd: byth pwy a’u rhestrodd, byth yr hyn a ysgrifennwyd ganddynt, a byth gyfanswm o lai na thri mewn ardal, fel nad oes yr un cyfanswm yn pwyntio at un aelwyd.",
      profile:
        "Gall aelodau weld eich proffil: eich enw arddangos, eich tref (byth yn fwy manwl), y mis y gwnaethoch ymuno, a ydych yn sefydliad sydd wedi’i ddilysu, faint o eitemau rydych wedi’u rhoi a’u derbyn, sawl gwaith na wnaethoch ddod i gasgliad, a’r nodiadau diolch a adawodd eraill i chi gyda’u henwau. Ni ddangosir sgoriau byth fesul un: mae eich proffil yn dangos eu cyfartaledd, wedi’i dalgrynnu, unwaith y bydd o leiaf dair. Mae cymedrolwyr yn gweld nodyn os rhoddir gwybod amdano, a rhestr o aelodau y mae angen edrych ar eu sgoriau neu eu casgliadau a fethwyd.",
      email: "Ni ddangosir eich cyfeiriad e-bost byth i aelodau eraill.",
      partner:
        "Mae sefydliad partner yn gweld faint o bobl a ymunodd ac a dalodd gyda’i god atgyfeirio, byth pwy ydynt.",
    },
    photos: {
      title: "Eich lluniau",
      text: "Mae ffonau a chamerâu yn cuddio gwybodaeth y tu mewn i luniau, yn aml gan gynnwys yr union leoliad GPS lle tynnwyd y llun. Caiff pob llun rydych yn ei lanlwytho ei ailamgodio ar ein gweinyddion: caiff y ddelwedd ei hail-lunio, ei newid o ran maint a’i chadw o’r newydd, a gadewir yr holl wybodaeth gudd honno (y metadata EXIF, gan gynnwys y lleoliad) ar ôl. Ni chaiff y ffeil a lanlwythwyd gennych byth ei chadw na’i dangos i neb.",
    },
    reports: {
      title: "Adroddiadau, cymedroli a chwynion",
      text: "Pan fyddwch yn rhoi gwybod am rywbeth, rydym yn cadw’r adroddiad, pa gyfrif a’i hanfonodd a pham; ni ddywedir byth wrth yr aelod rydych yn rhoi gwybod amdano pwy ydych chi. Pan fydd cymedrolwr yn cuddio cynnwys neu weinyddwr yn atal cyfrif, rydym yn cofnodi pwy a benderfynodd, beth a pham, ac yn dweud wrth y person yr effeithir arno.",
      complaintsBefore: "Pan fyddwch yn defnyddio ein",
      complaintsAfter:
        ", rydym yn cadw eich enw, eich cyfeiriad e-bost, yr hyn a ysgrifennwyd gennych, unrhyw ddolen a roesoch ac, os oeddech wedi mewngofnodi, eich cyfrif, er mwyn i ni allu eich ateb a dangos sut y gwnaethom ymdrin â’r gŵyn. Os byddwch yn apelio yn erbyn penderfyniad, rydym yn chwilio am y penderfyniad am y cyfrif gyda’r cyfeiriad a roesoch; dim ond ein cymedrolwyr sy’n ei weld.",
      accountable:
        "Y person sy’n atebol am ein dyletswyddau o dan Ddeddf Diogelwch Ar-lein 2023 yw {{name}}",
    },
    sharing: {
      title: "Gyda phwy rydym yn ei rannu",
      lead: "Mae cwmnïau sy’n darparu gwasanaethau i ni yn trin rhywfaint o’ch data ar ein rhan. Maent yn gweithio o dan gontractau sy’n caniatáu iddynt ei ddefnyddio yn unol â’n cyfarwyddiadau ni yn unig, ac sy’n ei gwneud yn ofynnol iddynt ei gadw’n ddiogel:",
      hosting:
        "Ein darparwr gwe-letya, sy’n rhedeg y gweinyddion a’r gronfa ddata y mae Glut arnynt.",
      email: "Ein darparwr anfon e-bost, sy’n danfon yr e-byst y mae Glut yn eu hanfon atoch.",
      storage: "Ein darparwr storio ffeiliau, sy’n cadw lluniau hysbysebion.",
      stripe:
        "Stripe, ein darparwr taliadau, sy’n cymryd taliadau aelodaeth ac sy’n cael eich cyfeiriad e-bost a chyfeirnod cyfrif i wneud hynny (mae Stripe hefyd yn gyfrifol yn ei rinwedd ei hun am y gwiriadau y mae cyfraith taliadau yn eu mynnu ganddo).",
      google: "Google, dim ond pan fyddwch yn dewis mewngofnodi gyda’ch cyfrif Google.",
      push: "Gwasanaeth gwthio gwneuthurwr eich porwr (Google, Apple, Mozilla neu Microsoft), dim ond pan fyddwch yn troi hysbysiadau gwthio ymlaen: mae’n cludo pob hysbysiad i’ch dyfais, wedi’i amgryptio fel na all ei ddarllen.",
      tilesOpenStreetMap:
        "Gweinyddion teils OpenStreetMap, a redir gan Sefydliad OpenStreetMap ({{host}})",
      tilesOther: "Y gweinydd teils map yn {{host}}",
      tilesText:
        ", dim ond pan fyddwch yn pwyso Dangos y map wrth ymyl rhestr: mae eich porwr wedyn yn nôl delweddau’r map yn uniongyrchol ohono, sy’n anfon ato eich cyfeiriad IP, manylion eich porwr ac, fel y cyfeiriwr, cyfeiriad ein gwefan (nid y dudalen roeddech arni). Ni anfonir dim arall amdanoch, a chanol ardaloedd cod post yw’r lleoedd ar ein mapiau, byth cyfeiriadau.",
      tilesPolicyBefore: "Mae’r hyn y mae’n ei gael wedi’i gwmpasu gan",
      tilesPolicy: "bolisi preifatrwydd Sefydliad OpenStreetMap",
      others:
        "Rydym yn rhannu data â’r heddlu neu awdurdodau eraill dim ond pan fydd y gyfraith yn mynnu hynny, ac â chynghorwyr proffesiynol pan fydd angen eu cymorth arnom. Pe bai Glut byth yn cael ei drosglwyddo i berchennog newydd, byddai eich data yn mynd gydag ef o dan y polisi hwn yn unig, a byddem yn dweud wrthych yn gyntaf.",
    },
    transfers: {
      title: "Trosglwyddiadau y tu allan i’r DU",
      text: "Gall rhai o’n darparwyr drin data y tu allan i’r DU{{examples}}. Pan fyddant yn gwneud hynny, caiff y trosglwyddiad ei ddiogelu fel y mae cyfraith y DU yn ei fynnu: i wlad y mae’r DU yn cydnabod ei bod yn diogelu data yn ddigonol (gan gynnwys Estyniad y DU i Fframwaith Preifatrwydd Data UE-UDA), neu o dan Gytundeb Trosglwyddo Data Rhyngwladol y Comisiynydd Gwybodaeth neu ei Atodiad i gymalau contractiol safonol yr UE.",
      examples: " (Stripe a Google, er enghraifft, yn yr Unol Daleithiau)",
    },
    retention: {
      title: "Am ba hyd rydym yn ei gadw",
      accountLabel: "Eich cyfrif",
      accountText:
        "a phopeth ynddo: cyhyd ag y byddwch yn ei ddefnyddio. Os na fyddwch yn mewngofnodi am {{years}}, byddwn yn dileu’r cyfrif, yn union fel pe baech wedi’i ddileu eich hun. Byddwn yn anfon e-bost atoch {{days}} diwrnod cyn hynny, ac mae mewngofnodi unwaith yn ddigon i’w gadw.",
      listingsLabel: "Hysbysebion a lluniau:",
      listingsText: "nes i chi eu dileu neu ddileu eich cyfrif.",
      pushLabel: "Dyfeisiau hysbysiadau gwthio:",
      pushText:
        "nes i chi dynnu’r ddyfais, i’w phorwr roi’r gorau i dderbyn hysbysiadau gwthio, neu i chi ddileu eich cyfrif.",
      plantingsLabel: "Planhigion a nodiadau atgoffa cynaeafu:",
      plantingsText: "nes i chi eu dileu neu ddileu eich cyfrif.",
      forumLabel: "Pynciau’r fforwm, atebion a’u lluniau:",
      forumText:
        "nes i chi eu dileu. Os byddwch yn dileu eich cyfrif maent yn aros, wedi’u dangos fel pe baent wedi’u hysgrifennu gan “Aelod wedi’i ddileu” a heb fod yn gysylltiedig â chi mwyach, oherwydd nid yw’r atebion mewn sgwrs yn gwneud synnwyr os caiff y cwestiwn ei rwygo allan (ein buddiant dilys mewn cadw’r fforwm yn ddarllenadwy i eraill). Dilëwch unrhyw bostiad rydych am iddo fynd cyn i chi ddileu eich cyfrif, neu gofynnwch i ni wneud hynny.",
      handoversLabel: "Ceisiadau, trosglwyddiadau, nodiadau diolch a sgoriau:",
      handoversText:
        "nes i chi ddileu eich cyfrif. Wedyn caiff eich ceisiadau eu dileu; mae pob trosglwyddiad yn aros i’r aelod arall fel y cofnod bod eitem wedi’i rhoi neu ei derbyn, heb fod yn gysylltiedig â chi mwyach a heb ei fan cyfarfod (caiff neilltuad sy’n dal ar agor ei ganslo); mae nodiadau a sgoriau a adawyd gennych yn aros gyda’r aelod y gwnaethoch ddiolch iddo, heb fod yn gysylltiedig â chi mwyach; a chaiff y rhai a adawyd i chi eu dileu.",
      messagesLabel: "Negeseuon rhwng aelodau:",
      messagesText:
        "{{years}} o’r adeg yr anfonwyd pob un, neu nes i’r naill aelod neu’r llall ddileu ei gyfrif, os yw hynny’n gynt.",
      notificationsLabel: "Hysbysiadau",
      notificationsText:
        "a restrir ar eich tudalen hysbysiadau: {{days}} diwrnod o’r adeg y digwyddodd pob un, neu nes i chi ddileu eich cyfrif, os yw hynny’n gynt. Cedwir eich dewisiadau o ran sut i gael eich hysbysu nes i chi eu newid neu ddileu eich cyfrif.",
      contactLabel: "Negeseuon atom ni",
      contactText:
        "drwy’r ffurflen gyswllt: {{years}}, neu, ar gyfer negeseuon a anfonwyd gennych tra oeddech wedi mewngofnodi, nes i chi ddileu eich cyfrif, os yw hynny’n gynt.",
      complaintsLabel: "Cwynion ac apeliadau",
      complaintsText:
        "drwy’r dudalen gwynion: {{years}} o’r adeg yr anfonwyd pob un, hyd yn oed os byddwch yn dileu eich cyfrif (nid yw’n gysylltiedig ag ef wedyn), fel y cofnod o sut y gwnaethom ymdrin â hi.",
      moderationLabel: "Adroddiadau a phenderfyniadau cymedroli",
      moderationText:
        "(pwy a benderfynodd beth am ba gynnwys neu gyfrif, a pham): {{years}}, y cyfnod y gellir dwyn hawliad am benderfyniad ynddo. Nid yw adroddiad yn eich enwi mwyach unwaith y byddwch yn dileu eich cyfrif.",
      sessionsLabel: "Sesiynau wedi mewngofnodi",
      sessionsText:
        "(gyda’u cyfeiriad IP): nes i chi allgofnodi, neu {{days}} diwrnod ar ôl i chi eu defnyddio ddiwethaf.",
      attemptsLabel: "Cyfrifon o ymdrechion dro ar ôl tro",
      attemptsText:
        "(gyda chyfeiriad IP, neu eich cyfrif ar gyfer hysbysebion, negeseuon a lluniau): {{hours}} awr ar ôl yr ymdrech olaf.",
      logsLabel: "Cofnodion ceisiadau:",
      logsText: "{{days}} diwrnod.",
      paymentsLabel: "Cofnodion taliadau ac atgyfeirio:",
      paymentsText:
        "{{years}} o ddyddiad y taliad, fel y mae cyfraith treth yn ei fynnu. Os byddwch yn dileu eich cyfrif cyn hynny, cânt eu cadw heb unrhyw gysylltiad â chi.",
      automatic:
        "Mae ein systemau yn rhoi’r cyfnodau hyn ar waith yn awtomatig bob nos, felly caiff data ei ddileu o fewn diwrnod i’w amser ddod i ben. Ein darparwr gwe-letya sy’n dileu cofnodion ceisiadau.",
    },
    rights: {
      title: "Eich hawliau",
      lead: "O dan GDPR y DU mae gennych hawl:",
      accessLabel: "i gael copi o’ch data (yr hawl mynediad a’r hawl i gludadwyedd data):",
      accessBefore: "dewiswch “Lawrlwytho fy nata” yn eich",
      accessAfter:
        " i gael copi cyflawn mewn ffeil y gall peiriant ei darllen (JSON), neu gofynnwch i ni;",
      rectificationLabel: "i’w gywiro (yr hawl i gywiro):",
      rectificationText:
        "newidiwch eich cyfrinair, eich enw yn y fforwm a’ch dewisiadau e-bost eich hun, a gofynnwch i ni gywiro unrhyw beth arall;",
      erasureLabel: "i’w ddileu (yr hawl i ddileu):",
      erasureBefore: "dewiswch “Dileu fy nghyfrif” yn eich",
      erasureAfter:
        ". Caiff eich cyfrif, eich proffil, eich hysbysebion, eich lluniau a’ch negeseuon eu dileu ar unwaith (mae postiadau’r fforwm yn aros, gan “Aelod wedi’i ddileu”: gweler uchod), a chaiff unrhyw adnewyddu aelodaeth ei atal gyda’n darparwr taliadau cyn i ddim gael ei ddileu, fel na chodir tâl arnoch eto;",
      objectLabel: "i wrthwynebu",
      objectText: "yr hyn rydym yn ei wneud ar sail ein buddiannau dilys, ac",
      restrictLabel: "i gyfyngu ar",
      restrictText: "sut rydym yn defnyddio eich data tra bydd pryder yn cael ei ystyried;",
      withdrawLabel: "i dynnu eich cydsyniad yn ôl",
      withdrawText: "ar gyfer e-byst newyddion unrhyw bryd, ar eich",
      other: "I arfer hawl nad ydym wedi gwneud botwm ar ei chyfer, cysylltwch â ni",
      otherAfter:
        ". Mae am ddim; efallai y bydd angen i ni gadarnhau mai chi ydych chi mewn gwirionedd, ac rydym yn ateb o fewn mis.",
    },
    cookies: {
      title: "Cwcis",
      lead: "Dim ond y cwcis sydd eu hangen i Glut weithio y mae’n eu defnyddio. Nid ydym yn defnyddio cwcis dadansoddi na hysbysebu, na thracio gan neb arall. Y cwcis yw:",
      sessionText:
        " (a glut.dont_remember os nad ydych yn ticio “Cofio fi”): mae’n eich cadw wedi mewngofnodi nes i chi allgofnodi; heb “Cofio fi” dim ond nes i chi gau eich porwr, a chydag ef am hyd at {{days}} diwrnod ar ôl eich ymweliad diwethaf.",
      consentText: ": mae’n cofio eich dewis o ran cwcis am flwyddyn.",
      languageText:
        ": mae’n cofio a wnaethoch ddewis English (Saesneg) neu Gymraeg, am flwyddyn, fel bod pob tudalen yn dod yn yr iaith honno.",
      and: "a",
      signupText:
        ": copi yn eich porwr o’r hyn y gwnaethoch gytuno iddo a’ch dewis o ran newyddion, am flwyddyn.",
      toastText:
        ": mae’n cario neges untro (fel “Neges wedi’i hanfon!”) i’r dudalen nesaf, am funud ar y mwyaf.",
      google:
        "Tra byddwch yn mewngofnodi gyda Google, cwci byrhoedlog sy’n diogelu’r mewngofnodi ac sy’n dod i ben gydag ef.",
      review:
        "Gallwch adolygu eich dewis unrhyw bryd drwy “Gosodiadau cwcis” ar waelod pob tudalen.",
    },
    children: {
      title: "Plant",
      text: "Mae Glut ar gyfer pobl 16 oed a hŷn, ac mae pawb yn cadarnhau eu hoed wrth ymuno. Os down i wybod bod cyfrif yn perthyn i rywun iau, byddwn yn ei ddileu. Os ydych yn credu bod plentyn wedi rhoi ei ddata i ni, cysylltwch â ni",
    },
    security: {
      title: "Cadw eich data’n ddiogel",
      measures:
        "Mae Glut yn cael ei weini dros gysylltiad wedi’i amgryptio (HTTPS). Caiff cyfrineiriau eu cadw fel stwnsh unffordd yn unig, mae mynediad i’n systemau wedi’i gyfyngu i’r bobl sydd ei angen, mae ymdrechion dro ar ôl tro i ddyfalu cyfrineiriau wedi’u cyfyngu, ac mae’r wefan yn gosod rheolau diogelwch llym ar gyfer porwyr.",
      breach:
        "Pe bai rhywbeth byth yn mynd o’i le a fyddai’n rhoi eich data mewn perygl, byddem yn rhoi gwybod i Swyddfa’r Comisiynydd Gwybodaeth o fewn 72 awr lle mae’r gyfraith yn mynnu hynny, ac yn dweud wrthych yn ddi-oed pe bai’n peri risg uchel i’ch hawliau.",
    },
    complaints: {
      title: "Cwynion a newidiadau i’r polisi hwn",
      unhappy:
        "Os nad ydych yn fodlon â’r ffordd rydym wedi trin eich data, dywedwch wrthym yn gyntaf",
      ico: ", a byddwn yn gwneud ein gorau i’w unioni. Mae gennych hefyd hawl i gwyno i Swyddfa’r Comisiynydd Gwybodaeth (ICO), rheoleiddiwr diogelu data’r DU: yn",
      phone: ", dros y ffôn ar",
      post: ", neu drwy’r post i Swyddfa’r Comisiynydd Gwybodaeth, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.",
      changes:
        "Os byddwn yn newid y polisi hwn, byddwn yn diweddaru’r dyddiad ar frig y dudalen hon, ac yn dweud wrthych drwy e-bost cyn i unrhyw newid sy’n effeithio ar y ffordd rydym yn defnyddio eich data ddod i rym.",
    },
  },
};
