// Y tudalennau cyhoeddus yn Gymraeg: yr hafan, am Glut a sut mae’n gweithio (decision 0098;
// terms: docs/welsh-glossary.md).
export default {
  home: {
    title: "Glut – rhannwch gynnyrch dros ben eich gardd â chymdogion ledled y DU",
    description:
      "Rhowch neu cyfnewidiwch gynnyrch sbâr, hadau, toriadau, eginblanhigion a phlanhigion â thyfwyr gerllaw. {{price}} y flwyddyn i aelodau; am ddim i fanciau bwyd, ysgolion a grwpiau cymunedol.",
    hero: {
      title: "Gormod o gorbwmpenni? Rhannwch nhw â’ch cymdogion.",
      lead: "Glut yw’r gymuned yn y DU i arddwyr a deiliaid rhandiroedd roi neu gyfnewid eu cynnyrch dros ben: cynnyrch ffres, hadau, toriadau, eginblanhigion a phlanhigion.",
      findProduce: "Dod o Hyd i Gynnyrch",
      shareGarden: "Rhannu o’ch Gardd",
    },
    membership: {
      personal: "Aelodaeth bersonol: {{price}} y flwyddyn",
      personalText:
        "Mae punt y flwyddyn yn cadw Glut yn ddiogel ac yn ddilys: mae pob aelod yn berson go iawn, ac mae’r arian yn talu am gynnal y wefan. Dim hysbysebu, dim gwerthu, dim byd arall i’w dalu.",
      join: "Ymunwch am {{price}} y flwyddyn",
      organisations: "Am ddim i sefydliadau",
      organisationsText:
        "Mae banciau bwyd, ysgolion, grwpiau cymunedol, cyrff crefyddol ac elusennau yn ymuno am ddim ar ôl i ni eu dilysu, fel arfer o fewn 1-2 ddiwrnod gwaith.",
      registerOrganisation: "Cofrestrwch eich sefydliad",
    },
    partnership: {
      title: "Mae sefydliadau’n ennill {{amount}} am bob aelod maen nhw’n ei ddenu",
      text: "Rhannwch eich cod atgyfeirio â’ch aelodau a’ch cefnogwyr. Mae pob person sy’n ymuno ag ef yn ennill {{amount}} i’ch grŵp, wedi’i dalu’n fisol. Am ddim i ymuno, a dim terfyn.",
      howItWorks: "Sut mae’r bartneriaeth yn gweithio",
      signUpGroup: "Cofrestrwch eich grŵp",
    },
    calendar: {
      title: "Beth ddylech chi ei hau y mis hwn?",
      text: "Mae ein calendr plannu i’r DU yn dweud wrthych beth i’w hau dan orchudd, ei hau yn yr awyr agored a’i blannu allan bob mis, gyda thraciwr ar gyfer popeth sydd gennych yn y ddaear.",
      open: "Agor y calendr plannu",
    },
    cities: {
      title: "Tyfu yn agos atoch chi",
      text: "Dewch o hyd i dyfwyr a chynnyrch am ddim yn ninasoedd mwyaf y DU.",
      viewAll: "Gweld pob lleoliad",
    },
    how: {
      title: "Sut mae Glut yn gweithio",
      shareTitle: "Rhannwch eich cynnyrch dros ben",
      shareText:
        "Gormod o gorbwmpenni, eginblanhigion sbâr, hambwrdd o doriadau? Rhestrwch nhw mewn llai na munud, am ddim neu i’w cyfnewid.",
      findTitle: "Dewch o hyd i’r hyn sydd gerllaw",
      findText:
        "Porwch yr hyn sydd gan dyfwyr yn agos atoch chi i’w sbario, fesul tref, fesul math, neu dim ond yr hyn sydd am ddim heddiw.",
      meetTitle: "Cwrdd a chyfnewid",
      meetText:
        "Anfonwch neges at y tyfwr, cytunwch ar amser, a chasglwch o giât y rhandir neu o garreg y drws.",
    },
    shared: {
      title: "Wedi’i rannu drwy Glut",
      none: "Does dim wedi’i gasglu drwy Glut ledled y DU eto yn {{year}}.",
      sameMonth: "Casglwyd {{items}} drwy Glut ledled y DU ym mis {{month}} {{year}}.",
      noneThisMonth:
        "Casglwyd {{items}} drwy Glut ledled y DU hyd yma yn {{year}}, a dim eto ym mis {{month}}.",
      both: "Casglwyd {{items}} drwy Glut ledled y DU ym mis {{month}}, a {{yearCount}} hyd yma yn {{year}}.",
      items_zero: "{{n}} eitem",
      items_one: "{{n}} eitem",
      items_two: "{{n}} eitem",
      items_few: "{{n}} eitem",
      items_many: "{{n}} eitem",
      items_other: "{{n}} eitem",
      beFirst: "Byddwch y cyntaf:",
      shareLink: "rhannwch gynnyrch dros ben eich gardd",
      beFirstAfter: ", a threfnwch amser casglu gyda phwy bynnag sy’n gofyn.",
      note: "Wedi’u cyfrif o’r trosglwyddiadau mae aelodau’n eu nodi fel rhai a gasglwyd, fesul mis a blwyddyn galendr yn y DU.",
    },
    fresh: {
      title: "Newydd eu Rhestru",
      seeEverything: "Gweld popeth sydd wedi’i restru",
      failed: "Doedd dim modd llwytho’r hysbysebion diweddaraf ar hyn o bryd.",
      failedBrowse: "Porwch bob hysbyseb",
      failedAfter: "yn lle hynny.",
      emptyTitle: "Dim Cynnyrch wedi’i Restru Eto",
      emptyText:
        "Does neb wedi rhannu dim eto. Oes gennych chi eginblanhigion sbâr neu ormod o domatos? Byddwch y cyntaf i’w rhestru.",
      share: "Rhannu o’ch Gardd",
    },
    features: {
      title: "Popeth i dyfwyr a chymdogion",
      browseTitle: "Pori cynnyrch",
      browseText: "Popeth mae aelodau’n ei rannu ar hyn o bryd.",
      calendarTitle: "Calendr plannu",
      calendarText: "Beth i’w hau a’i blannu y mis hwn yn y DU.",
      howTitle: "Sut mae’n gweithio",
      howText: "Rhannu, cyfnewid a chadw’n ddiogel, gam wrth gam.",
      freeFoodTitle: "Bwyd am ddim",
      freeFoodText: "Cynnyrch am ddim yn eich dinas, gan dyfwyr lleol.",
      groupsTitle: "Grwpiau cymunedol",
      groupsText: "Grwpiau a sefydliadau sy’n rhannu yn agos atoch chi.",
      allotmentsTitle: "Rhandiroedd",
      allotmentsText: "Sut i wneud cais am lain gan eich cyngor.",
      foodBanksTitle: "Banciau bwyd",
      foodBanksText: "Dewch o hyd i fanc bwyd a’r hyn sydd ei angen arno yr wythnos hon.",
    },
    closing: {
      title: "Peidiwch â gadael i’ch cynnyrch dros ben fynd yn wastraff",
      text: "Byddai rhywun yn agos atoch chi wrth eu bodd â’r hyn na allwch chi ei fwyta. Rhestrwch ef heddiw, neu gwelwch beth sydd ar gael.",
      share: "Rhannu o’ch Gardd",
      browse: "Pori Cynnyrch",
      freeFood: "Dod o Hyd i Fwyd am Ddim",
    },
  },
  breadcrumb: { label: "Briwsion bara", home: "Hafan" },
  about: {
    title: "Am Glut: bwyd cartref, wedi’i rannu â chymdogion",
    description:
      "Pam mae Glut yn bod, beth yw ei ddiben, a sut mae’n cael ei ariannu: cymuned yn y DU ar gyfer rhannu cynnyrch dros ben o’r ardd a’r rhandir, am ddim neu i’w gyfnewid.",
    crumb: "Am Glut",
    heading: "Am Glut",
    lead: "Mae Glut yn gymuned yn y DU lle mae garddwyr a deiliaid rhandiroedd yn rhoi neu’n cyfnewid yr hyn maen nhw’n ei dyfu: cynnyrch ffres, hadau, toriadau, eginblanhigion a phlanhigion.",
    story: {
      title: "Ein stori",
      feeling:
        "Mae pawb sy’n tyfu eu bwyd eu hunain yn gwybod y teimlad. Rydych chi’n aros am fisoedd, yna mae popeth yn aeddfedu o fewn yr un pythefnos: gormod o gorbwmpenni, mwy o ffa dringo nag y gallwch eu casglu, coeden yn plygu dan bwysau’r eirin. Rydych chi’n rhoi rhai i ffrindiau, yn rhewi rhai, ac mae’r gweddill yn rhy aml yn mynd ar y domen gompost.",
      meanwhile:
        "Yn y cyfamser, ychydig strydoedd i ffwrdd, byddai rhywun wrth ei fodd â bag o ffa ffres, llond llaw o eginblanhigion tomato neu doriad o’ch rhosyn gorau. Does ganddyn nhw ddim ffordd o wybod ei fod yno.",
      missingLink:
        "Glut yw’r ddolen goll: un lle i ddweud “Mae gen i ormod” a “Byddwn i wrth fy modd yn cael peth”.",
    },
    mission: {
      title: "Ein cenhadaeth",
      text: "Gwneud rhannu bwyd a phlanhigion cartref mor hawdd â’u rhoi ar garreg y drws, fel bod llai’n cael ei wastraffu a mwy o bobl yn bwyta bwyd ffres, lleol.",
      paying:
        "Mae aelodau personol yn talu {{price}} y flwyddyn. Mae hynny’n sicrhau bod pob cyfrif yn berson go iawn ac yn talu am redeg y wefan. Does dim hysbysebu a does dim byd yn cael ei werthu ar Glut: mae popeth am ddim neu i’w gyfnewid. Mae banciau bwyd, ysgolion, grwpiau cymunedol, elusennau a sefydliadau eraill yn ymuno am ddim ar ôl i ni eu dilysu.",
    },
    benefits: {
      title: "Pam rhannu ar Glut",
      lessWasteTitle: "Llai o fwyd yn cael ei wastraffu",
      lessWasteText:
        "Mae cynnyrch dros ben a fyddai wedi mynd ar y domen gompost yn bwydo rhywun gerllaw yn lle hynny.",
      freshFoodTitle: "Bwyd ffres i fwy o bobl",
      freshFoodText:
        "Mae hysbysebion am ddim yn golygu bod pawb yn gallu mwynhau ffrwythau a llysiau ffres, lleol, beth bynnag yw eu cyllideb.",
      neighboursTitle: "Cymdogion sy’n adnabod ei gilydd",
      neighboursText:
        "Mae bag o ffa wrth y drws yn ddechrau da i sgwrs, ac yn aml i gyfeillgarwch.",
      swapsTitle: "Cyfnewid sy’n arbed arian",
      swapsText:
        "Cyfnewidiwch hadau, toriadau ac eginblanhigion sbâr yn lle prynu rhai newydd bob gwanwyn.",
      groupsTitle: "Cefnogaeth i grwpiau lleol",
      groupsText:
        "Mae banciau bwyd, ysgolion a grwpiau cymunedol yn ymuno am ddim ac yn ennill am bob aelod maen nhw’n ei ddenu.",
      growingTitle: "Tyfu’n well, gyda’n gilydd",
      growingText:
        "Mae calendr plannu i’r DU a fforwm i aelodau yn eich helpu i gael mwy o bob llain.",
    },
    join: {
      title: "Ymunwch â’r gymuned",
      text: "Oes gennych chi fwy nag y gallwch ei fwyta, neu’n gobeithio dod o hyd i gynnyrch ffres gerllaw? Mae lle i chi ar Glut.",
      signUp: "Cofrestru",
      howItWorks: "Sut mae’n gweithio",
    },
  },
  howItWorks: {
    title: "Sut mae Glut yn gweithio: rhannu, cyfnewid a chadw’n ddiogel",
    description:
      "Chwe cham o gofrestru i fwyta’r hyn a dyfodd cymydog: beth allwch chi ei rannu ar Glut, sut mae casglu a chyfnewid yn gweithio, a’n canllawiau cymunedol.",
    crumb: "Sut Mae’n Gweithio",
    heading: "Sut mae Glut yn gweithio",
    lead: "Mae Glut yn rhoi tyfwyr sydd â mwy nag y gallan nhw ei ddefnyddio mewn cysylltiad â chymdogion a fyddai wrth eu bodd yn ei gael. Dyma sut mae rhannu’n gweithio, o gofrestru i eistedd i lawr i fwyta.",
    join: "Ymuno â Glut",
    browse: "Pori cynnyrch",
    steps: {
      title: "Chwe cham i rannu",
      signUpTitle: "Cofrestrwch a chreu eich proffil",
      signUpText:
        "Ymunwch fel aelod personol am {{price}} y flwyddyn, neu cofrestrwch eich sefydliad am ddim. Ychwanegwch eich tref er mwyn i bobl gerllaw ddod o hyd i’r hyn rydych chi’n ei rannu.",
      shareTitle: "Rhannwch o’ch gardd",
      shareText:
        "Rhestrwch eich cynnyrch dros ben mewn munud neu ddwy: llun, beth ydyw, ble i’w gasglu, ac a yw am ddim neu i’w gyfnewid.",
      browseTitle: "Porwch a darganfod",
      browseText:
        "Chwiliwch fesul tref, fesul categori neu fesul math, neu gwelwch beth mae tyfwyr yn agos atoch chi’n ei roi heddiw.",
      connectTitle: "Cysylltwch a chyfathrebu",
      connectText:
        "Anfonwch neges at y tyfwr drwy Glut i ofyn cwestiynau a chytuno ar y manylion. Byddwn yn anfon e-bost atoch pan fydd ateb yn cyrraedd.",
      arrangeTitle: "Trefnwch gasglu neu gyfnewid",
      arrangeText:
        "Cytunwch ar amser a lle: giât y rhandir, carreg y drws neu rywle cyhoeddus. Cyfnewid yw beth bynnag mae’r ddau ohonoch chi’n ei ystyried yn deg.",
      enjoyTitle: "Tyfwch a mwynhewch",
      enjoyText:
        "Coginiwch ef, cadwch ef neu plannwch ef. Yna cynlluniwch y tymor nesaf gyda’r calendr plannu, a rhannwch eich cynnyrch dros ben eich hun yn eich tro.",
    },
    categories: {
      title: "Beth allwch chi ei rannu",
      produceTitle: "Cynnyrch ffres",
      produceText:
        "Llysiau, ffrwythau a pherlysiau: y corbwmpenni, y ffa, yr afalau a’r eirin sydd i gyd yn aeddfedu ar yr un pryd.",
      seedsTitle: "Hadau a bylbiau",
      seedsText:
        "Hadau rydych chi wedi’u cadw, pecynnau sbâr, a bylbiau a chloron wedi’u codi a’u rhannu yn yr hydref.",
      seedlingsTitle: "Toriadau ac eginblanhigion",
      seedlingsText:
        "Yr eginblanhigion tomato a tsili y gwnaethoch hau gormod ohonyn nhw, toriadau wedi gwreiddio a phlanhigion ifanc yn barod i fynd allan.",
      plantsTitle: "Blodau a phlanhigion",
      plantsText:
        "Planhigion lluosflwydd wedi’u rhannu, eginblanhigion hunan-hau, egin planhigion tŷ a blodau wedi’u torri o’r ardd.",
    },
    safety: {
      title: "Cadw’n ddiogel",
      meetTitle: "Cwrdd yn rhywle call",
      meetText:
        "Casglwch yng ngolau dydd, o garreg drws, giât rhandir neu le cyhoeddus. Rhowch wybod i rywun ble rydych chi’n mynd.",
      checkTitle: "Gwiriwch cyn bwyta",
      checkText:
        "Golchwch gynnyrch cyn ei fwyta, holwch y tyfwr am unrhyw beth nad ydych chi’n siŵr ohono, a pheidiwch byth â bwyta planhigyn na allwch chi ei adnabod.",
      keepTitle: "Cadwch bethau ar Glut",
      keepText:
        "Defnyddiwch negeseuon Glut nes eich bod chi’n fodlon rhannu manylion eraill, a rhowch wybod i ni am unrhyw beth sy’n eich poeni.",
      notRight: "Rhywbeth ddim yn iawn?",
      contact: "Cysylltwch â ni",
      lookInto: "a byddwn yn edrych i mewn iddo.",
    },
    guidelines: {
      title: "Canllawiau cymunedol",
      intro:
        "Mae Glut yn gweithio am fod aelodau’n gofalu am ei gilydd. Pan fyddwch chi’n ymuno, rydych chi’n cytuno i:",
      honest:
        "Disgrifio’r hyn rydych chi’n ei rannu yn onest, gan gynnwys ei gyflwr a phryd y cafodd ei gasglu.",
      notSold:
        "Peidio â gwerthu dim ar Glut: mae hysbysebion am ddim neu i’w cyfnewid, a does dim hawl gan gyfrifon personol i fasnachu fel busnes.",
      turnUp:
        "Cyrraedd pan ddywedoch chi y byddech chi, neu anfon neges mewn da bryd os bydd cynlluniau’n newid.",
      kind: "Bod yn garedig ac yn amyneddgar gyda phawb, beth bynnag yw eu profiad o dyfu.",
      invasive:
        "Peidio â rhannu planhigion y gwyddys eu bod yn ymledol, fel clymog Japan, nac unrhyw beth nad ydych chi’n siŵr ei fod yn ddiogel.",
      markGone:
        "Nodi bod hysbyseb wedi’i chyfnewid neu ddim ar gael mwyach unwaith iddi fynd, fel nad oes neb yn gwneud siwrnai ofer.",
      moderators:
        "Gall ein cymedrolwyr dynnu i lawr hysbysebion neu bostiadau sy’n torri’r canllawiau hyn.",
    },
    ready: {
      title: "Yn barod i rannu eich cynnyrch dros ben?",
      text: "Ymunwch am {{price}} y flwyddyn, neu gwelwch beth sydd gan dyfwyr yn agos atoch chi i’w sbario.",
    },
  },
};
