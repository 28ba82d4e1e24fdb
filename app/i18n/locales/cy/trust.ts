// The trust limits' refusals in Welsh (decision 0071): what the limit is, and when the member can
// try again, in UK time. A number before a noun takes the singular noun ("5 hysbyseb"), so most
// plural forms read alike; all six are here because Welsh asks for them.
export default {
  done: {
    "listing-create_zero": "Rydych wedi creu {{count}} hysbyseb",
    "listing-create_one": "Rydych wedi creu {{count}} hysbyseb",
    "listing-create_two": "Rydych wedi creu {{count}} hysbyseb",
    "listing-create_few": "Rydych wedi creu {{count}} hysbyseb",
    "listing-create_many": "Rydych wedi creu {{count}} hysbyseb",
    "listing-create_other": "Rydych wedi creu {{count}} hysbyseb",
    "listing-edit_zero": "Rydych wedi golygu hysbysebion {{count}} gwaith",
    "listing-edit_one": "Rydych wedi golygu hysbysebion {{count}} gwaith",
    "listing-edit_two": "Rydych wedi golygu hysbysebion {{count}} gwaith",
    "listing-edit_few": "Rydych wedi golygu hysbysebion {{count}} gwaith",
    "listing-edit_many": "Rydych wedi golygu hysbysebion {{count}} gwaith",
    "listing-edit_other": "Rydych wedi golygu hysbysebion {{count}} gwaith",
    "conversation-open_zero": "Rydych wedi dechrau {{count}} sgwrs newydd",
    "conversation-open_one": "Rydych wedi dechrau {{count}} sgwrs newydd",
    "conversation-open_two": "Rydych wedi dechrau {{count}} sgwrs newydd",
    "conversation-open_few": "Rydych wedi dechrau {{count}} sgwrs newydd",
    "conversation-open_many": "Rydych wedi dechrau {{count}} sgwrs newydd",
    "conversation-open_other": "Rydych wedi dechrau {{count}} sgwrs newydd",
    "message-send_zero": "Rydych wedi anfon {{count}} neges",
    "message-send_one": "Rydych wedi anfon {{count}} neges",
    "message-send_two": "Rydych wedi anfon {{count}} neges",
    "message-send_few": "Rydych wedi anfon {{count}} neges",
    "message-send_many": "Rydych wedi anfon {{count}} neges",
    "message-send_other": "Rydych wedi anfon {{count}} neges",
  },
  window: {
    hour: "yn yr awr ddiwethaf",
    day: "yn y 24 awr ddiwethaf",
    minutes: "yn y {{minutes}} munud diwethaf",
  },
  allowance:
    "{{done}} {{window}}, y mwyaf rydym yn ei ganiatáu. Gallwch roi cynnig arall arni {{when}}.{{newcomer}}",
  newcomer: " Mae terfynau is gan aelodau newydd yn eu hwythnos gyntaf, tan {{date}}.",
  when: {
    today: "am {{time}} heddiw",
    tomorrow: "am {{time}} yfory",
    later: "am {{time}} ddydd {{day}}",
  },
  firstWeekOver: "diwedd eu hwythnos gyntaf",
  links: {
    message_zero:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn neges, tan {{until}}. Tynnwch rai dolenni ac anfonwch hi eto.",
    message_one:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn neges, tan {{until}}. Tynnwch rai dolenni ac anfonwch hi eto.",
    message_two:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn neges, tan {{until}}. Tynnwch rai dolenni ac anfonwch hi eto.",
    message_few:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn neges, tan {{until}}. Tynnwch rai dolenni ac anfonwch hi eto.",
    message_many:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn neges, tan {{until}}. Tynnwch rai dolenni ac anfonwch hi eto.",
    message_other:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn neges, tan {{until}}. Tynnwch rai dolenni ac anfonwch hi eto.",
    post_zero:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn postiad, tan {{until}}. Tynnwch rai dolenni ac anfonwch ef eto.",
    post_one:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn postiad, tan {{until}}. Tynnwch rai dolenni ac anfonwch ef eto.",
    post_two:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn postiad, tan {{until}}. Tynnwch rai dolenni ac anfonwch ef eto.",
    post_few:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn postiad, tan {{until}}. Tynnwch rai dolenni ac anfonwch ef eto.",
    post_many:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn postiad, tan {{until}}. Tynnwch rai dolenni ac anfonwch ef eto.",
    post_other:
      "Gall aelodau newydd gynnwys hyd at {{count}} dolen mewn postiad, tan {{until}}. Tynnwch rai dolenni ac anfonwch ef eto.",
  },
  photos: {
    listing_zero:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at hysbyseb, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    listing_one:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at hysbyseb, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    listing_two:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at hysbyseb, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    listing_few:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at hysbyseb, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    listing_many:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at hysbyseb, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    listing_other:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at hysbyseb, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    post_zero:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at bostiad, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    post_one:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at bostiad, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    post_two:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at bostiad, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    post_few:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at bostiad, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    post_many:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at bostiad, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    post_other:
      "Gall aelodau newydd ychwanegu hyd at {{count}} llun at bostiad, tan {{until}}. Tynnwch rai lluniau a rhowch gynnig arall arni.",
  },
};
