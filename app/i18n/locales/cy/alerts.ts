// The saved searches page and the notifications pages with their settings, in Welsh (decision
// 0098; terms from docs/welsh-glossary.md). Notification titles are stored in English when made
// and said in the reader's language when shown (`notificationTitleIn`); bodies are data.
export default {
  /** A push notification's second line, under its title. */
  push: { body: "Agorwch Glut i’w weld." },
  /** The member gate's reasons for saved searches and notifications. */
  gate: {
    savedSearches: {
      personal: "Mae angen aelodaeth weithredol i gadw chwiliadau.",
      organisation:
        "Mae angen aelodaeth weithredol neu sefydliad wedi’i ddilysu i gadw chwiliadau.",
    },
    notifications: {
      personal: "Mae angen aelodaeth weithredol i gael hysbysiadau.",
      organisation:
        "Mae angen aelodaeth weithredol neu sefydliad wedi’i ddilysu i gael hysbysiadau.",
    },
  },
  savedSearches: {
    title: "Chwiliadau wedi’u Cadw",
    lead: "Rydyn ni’n anfon e-bost atoch pan fydd rhywbeth newydd yn cyfateb i chwiliad rydych wedi’i gadw: o fewn munudau, neu mewn un crynodeb am 7am. Byth eich hysbysebion eich hun, a byth yr un hysbyseb ddwywaith. Gallwch gadw hyd at {{max}}.",
    empty:
      "Dim chwiliadau wedi’u cadw eto. Chwiliwch yr hysbysebion, yna dewiswch “Cadw’r chwiliad hwn” i glywed am hysbysebion newydd sy’n cyfateb.",
    browse: "Pori’r hysbysebion",
    list: "Eich chwiliadau wedi’u cadw",
    pausedNote: " · Wedi’i oedi: dim e-byst",
    resume: "Ailddechrau",
    pause: "Oedi",
    delete: "Dileu",
    alertsFor: " yr hysbysiadau ar gyfer {{description}}",
    deleteWhich: " {{description}}",
    frequency: {
      instant: "E-byst ar unwaith",
      daily: "Crynodeb dyddiol am 7am",
    },
    instantNote: "Byddwn yn anfon hysbysebion newydd sy’n cyfateb atoch o fewn munudau.",
    dailyNote: "Byddwn yn anfon hysbysebion newydd sy’n cyfateb atoch bob bore am 7am.",
    messages: {
      saved: "Chwiliad wedi’i gadw",
      limit:
        "Gallwch gadw hyd at {{max}} chwiliad. Dilëwch un nad oes ei angen arnoch mwyach i gadw’r un hwn.",
      duplicate: "Rydych chi eisoes wedi cadw’r chwiliad hwn.",
      chooseFrequency: "Dewiswch e-byst ar unwaith neu rai dyddiol.",
      nothingToSave:
        "Chwiliwch am rywbeth yn gyntaf: gair, categori, Am ddim neu Cyfnewid, neu dref neu god post.",
      notYours: "Nid chi biau’r chwiliad hwnnw.",
      notFound: "Nid yw’r chwiliad hwnnw’n bodoli mwyach.",
      paused: "Hysbysiadau wedi’u hoedi",
      resumed: "Hysbysiadau wedi ailddechrau",
      deleted: "Chwiliad wedi’i ddileu",
      unknownIntent: "Nid yw’r weithred honno ar gael yma.",
    },
  },
  titles: {
    newMessage: "Neges newydd gan {{sender}}",
  },
  bodies: {
    aboutListing: "Am {{listing}}: “{{preview}}”",
    replyOwnTopic: "Ateb i’ch pwnc.",
    replyFollowed: "Ateb i bwnc rydych chi’n ei ddilyn.",
    harvest:
      "Plannwyd ar {{date}}. Mwy nag sydd ei angen arnoch? Rhestrwch eich cynnyrch dros ben.",
    expiry: "Ei ddiwrnod olaf yw {{date}}. Adnewyddwch ef o Fy Hysbysebion os yw ar gael o hyd.",
    chooseFromRequests: "Dewiswch pwy sy’n ei gael o geisiadau’r hysbyseb.",
    reservedForYou:
      "Mae {{owner}} wedi’i neilltuo i chi: cytunwch ar amser casglu ar dudalen y trosglwyddiad.",
    stillQueued: "Rydych chi’n aros yn y ciw, rhag ofn y daw ar gael eto.",
    wantedAnswered: "Yn {{location}}, ar gyfer eich cais “{{title}}”.",
    suspended: "Rheswm: {{reason}}. Gallwch apelio o’r dudalen gwynion.",
    hidden: "“{{title}}”: {{reason}}. Gallwch apelio o’r dudalen gwynion.",
    restored: "Mae eich ataliad wedi’i godi ac mae’r hyn a guddiodd yn ôl.",
    verified: "Sefydliad wedi’i ddilysu a’i gymeradwyo ar gyfer mynediad am ddim.",
    rejected: "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.",
  },
  notifications: {
    title: "Hysbysiadau",
    nothingUnread: "Dim byd heb ei ddarllen.",
    unread_zero: "{{count}} heb eu darllen.",
    unread_one: "{{count}} heb ei ddarllen.",
    unread_two: "{{count}} heb eu darllen.",
    unread_few: "{{count}} heb eu darllen.",
    unread_many: "{{count}} heb eu darllen.",
    unread_other: "{{count}} heb eu darllen.",
    kept: " Cânt eu cadw am 90 diwrnod. Dewiswch beth sy’n ymddangos yma yn eich ",
    settingsLink: "gosodiadau hysbysiadau",
    end: ".",
    markAll: "Nodi bod y cyfan wedi’i ddarllen",
    allMarked: "Nodwyd bod y cyfan wedi’i ddarllen",
    empty:
      "Dim hysbysiadau eto. Bydd negeseuon, atebion, hysbysebion sy’n cyfateb a nodiadau atgoffa yn ymddangos yma.",
    notUnderstood: "Doedden ni ddim yn deall y cais hwnnw.",
    list: "Eich hysbysiadau",
    read: "Wedi’i ddarllen",
    unreadOne: "Heb ei ddarllen",
    notice: "Hysbysiad",
    pages: "Tudalennau hysbysiadau",
  },
  preferences: {
    // The toast after an email's unsubscribe link, on the box it turned off.
    emailsOff: "{{kind}}: dim e-byst",
    emailsOffText: "Trowch nhw’n ôl ymlaen yma pryd bynnag y mynnwch.",
    title: "Gosodiadau hysbysiadau",
    lead: "Ar gyfer pob math o hysbysiad, dewiswch a yw’n ymddangos yn eich hysbysiadau ar y wefan, yn dod drwy e-bost, neu drwy hysbysiad gwthio i’ch dyfeisiau. Mae’r ddolen dad-danysgrifio ym mhob e-bost yn dod â chi’n ôl at ei flwch yma.",
    unreadable: "Nid oedd modd darllen rhai o’r blychau. Rhowch gynnig arall arni.",
    saved: "Gosodiadau hysbysiadau wedi’u cadw",
    caption: "Sut rydych chi’n clywed am bob math o hysbysiad",
    kind: "Math",
    off: "I ffwrdd",
    always: "Bob amser",
    alwaysLabel: " ({{label}})",
    cell: "{{name}}: {{channel}}",
    alwaysSent: "{{label}}, yn cael ei anfon bob amser",
    offCell: "{{name}}: i ffwrdd (dim un o’r tri)",
    note: "Mae ticio I ffwrdd yn diffodd tair sianel math o hysbysiad, beth bynnag arall sydd wedi’i dicio yn ei res. Dim ond i’r dyfeisiau lle rydych wedi troi hysbysiadau gwthio ymlaen y mae hysbysiadau gwthio’n mynd. Mae e-byst am benderfyniadau cymedrolwyr a dilysu eich sefydliad yn cael eu hanfon bob amser: maen nhw’n dweud sut i apelio, ac ni all cyfrif sydd wedi’i atal fewngofnodi i’w darllen yma.",
    save: "Cadw’r gosodiadau hysbysiadau",
  },
  channels: {
    site: "Ar y wefan",
    email: "E-bost",
    push: "Gwthio",
  },
  kinds: {
    messages: { name: "Negeseuon", description: "Mae rhywun yn anfon neges atoch" },
    "forum-replies": {
      name: "Atebion yn y fforwm",
      description: "Atebion i’ch pynciau chi a phynciau rydych yn eu dilyn",
    },
    "saved-searches": {
      name: "Chwiliadau wedi’u cadw: hysbysebion sy’n cyfateb",
      description:
        "Hysbysebion newydd sy’n cyfateb i chwiliad wedi’i gadw (gellir oedi pob chwiliad hefyd)",
    },
    "wanted-posts": {
      name: "Ceisiadau yn eisiau",
      description:
        "Mae hysbyseb gerllaw yn ateb eich cais, neu mae rhywun gerllaw eisiau’r hyn rydych yn ei restru",
    },
    "listing-expiry": {
      name: "Hysbysebion yn dod i ben",
      description: "Y diwrnod cyn diwrnod olaf hysbyseb",
    },
    "harvest-reminders": {
      name: "Nodiadau atgoffa cynaeafu",
      description: "Plannu y gofynnoch am gael eich atgoffa amdano",
    },
    handovers: {
      name: "Trosglwyddiadau",
      description: "Ceisiadau, neilltuo, amseroedd casglu, casgliadau, canslo a diolch",
    },
    verification: {
      name: "Canlyniadau dilysu",
      description: "Canlyniad dilysu eich sefydliad",
    },
    moderation: {
      name: "Canlyniadau cymedroli",
      description: "Cynnwys gennych wedi’i guddio neu ei adfer, ac atal cyfrifon",
    },
  },
};
