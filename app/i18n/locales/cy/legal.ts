// Y telerau gwasanaeth a’r polisi preifatrwydd yn Gymraeg (decision 0098), with the terms of
// docs/welsh-glossary.md ("Legal" rows). Said for the reader, not word for word, and saying
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
        "Rhaid i gyfrif sefydliad gael ei agor gan rywun sydd â’r hawl i weithredu ar ei ran, a rhaid i’r sefydliad fod yr hyn y mae’n dweud ydyw.",
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
      text: "Mae Glut yn wasanaeth defnyddiwr-i-ddefnyddiwr o dan Ddeddf Diogelwch Ar-lein 2023 y DU. Nid ydym yn gwirio popeth cyn iddo ymddangos: mae aelodau’n rhoi gwybod am yr hyn sy’n eu poeni, ac mae cymedrolwyr hyfforddedig (pobl, nid offer awtomataidd) yn adolygu pob adroddiad. Edrychir yn gyntaf ar adroddiadau am gynnwys anghyfreithlon, fel cam-drin plant yn rhywiol, terfysgaeth, bygythiadau, casineb, twyll neu werthu cyffuriau neu arfau, a chaiff cynnwys anghyfreithlon ei dynnu i lawr yn gyflym unwaith y byddwn yn gwybod amdano. Gall cymedrolwyr guddio hysbyseb, postiad yn y fforwm neu neges; gall gweinyddwr atal cyfrif. Dywedir wrth bwy bynnag yr effeithir arnynt pam, drwy e-bost. Cofnodir pob penderfyniad, gyda phwy a’i gwnaeth a pham, a chedwir y cofnod hwnnw am {{years}}.",
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
};
