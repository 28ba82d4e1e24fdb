// The messages pages in Welsh (decision 0098; terms from docs/welsh-glossary.md). Members'
// messages stay as they wrote them.
export default {
  inbox: {
    title: "Negeseuon",
    description: "Eich sgyrsiau â thyfwyr eraill ar Glut.",
    lead: "Eich sgyrsiau am hysbysebion, y diweddaraf yn gyntaf.",
    emptyTitle: "Dim negeseuon eto",
    emptyText:
      "Pan fyddwch yn cysylltu â rhywun am ei hysbyseb, neu pan fydd rhywun yn holi am eich un chi, bydd y sgwrs yn ymddangos yma.",
    browse: "Pori hysbysebion",
    yourListing: "Eich hysbyseb",
    youAsked: "Gofynnoch chi",
    fromMe: "Chi: ",
    unread_zero: " heb eu darllen",
    unread_one: " heb ei darllen",
    unread_two: " heb eu darllen",
    unread_few: " heb eu darllen",
    unread_many: " heb eu darllen",
    unread_other: " heb eu darllen",
  },
  conversation: {
    hiddenByModerator: "Mae cymedrolwr wedi cuddio’r neges hon.",
    title: "{{name}} am {{listing}}",
    description: "Sgwrs ar Glut.",
    allMessages: "Pob neges",
    profile: "Proffil {{name}}",
    aboutYourListing: "Am eich hysbyseb ",
    about: "Am ",
    noLongerListed: "“{{listing}}” (nid yw wedi’i rhestru mwyach)",
    noLongerAvailable: " (nid yw ar gael mwyach)",
    pickup: "Casglu a throsglwyddo",
    reportMember: "Rhoi gwybod am {{name}}",
    reportMessage: "Rhoi gwybod am y neges hon",
    list: "Negeseuon",
    you: "Chi",
    hidden: "Mae cymedrolwr wedi cuddio hon: {{reason}}. Dim ond chi sy’n gallu ei darllen.",
    blocked: "Rydych wedi rhwystro {{name}}, felly ni all yr un ohonoch anfon neges at y llall.",
    replyTo: "Ateb {{name}}",
    sendReply: "Anfon ateb",
    sending: "Wrthi’n anfon...",
  },
  notification: {
    title: "Neges newydd gan {{sender}}",
    body: "Am {{listing}}: “{{preview}}”",
  },
  forms: {
    requiredTitle: "Mae angen neges",
    required: "Ysgrifennwch neges cyn ei hanfon.",
    tooLong: "Ni all eich neges fod yn hwy na {{max}} nod.",
    failedTitle: "Methu anfon y neges",
    failed: "Aeth rhywbeth o’i le wrth anfon eich neges. Rhowch gynnig arall arni.",
    unknownOutcomeReply:
      "Doedd dim modd cadarnhau a gafodd eich neges ei chadw. Edrychwch ar y sgwrs cyn ei hanfon eto.",
    unknownOutcomeContact:
      "Doedd dim modd cadarnhau a gafodd eich neges ei chadw. Edrychwch ar eich negeseuon cyn ei hanfon eto.",
    emailFirst: "Cadarnhewch eich cyfeiriad e-bost yn gyntaf.",
  },
  errors: {
    notFound: "Ni chafwyd hyd i’r sgwrs",
    forbidden: "Dim ond eich sgyrsiau eich hun y gallwch eu darllen ac ysgrifennu ynddynt.",
    listingNotFound: "Ni chafwyd hyd i’r hysbyseb",
    ownListing: "Eich hysbyseb chi yw hon: nid oes neb i gysylltu ag ef.",
    demoListing:
      "Hysbyseb enghreifftiol yw hon: nid yw ei hysbysebwr yn aelod go iawn, felly ni fyddai neb yn darllen eich neges.",
    listingUnavailable:
      "Nid yw’r hysbyseb hon ar gael mwyach, felly nid yw’r hysbysebwr yn derbyn negeseuon amdani.",
    membership: "Mae angen aelodaeth weithredol arnoch i gysylltu â hysbysebwyr.",
  },
};
