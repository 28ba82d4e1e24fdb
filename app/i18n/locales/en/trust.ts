// The trust limits' refusals in English (decision 0071), word for word as the services said them:
// what the limit is, and when the member can try again, in UK time. Worded on the server where a
// refusal is shown, from the data the refusal carries (app/trust/trust-refusals.ts); never sent
// to the browser.
export default {
  done: {
    "listing-create_one": "You have created {{count}} listing",
    "listing-create_other": "You have created {{count}} listings",
    "listing-edit_one": "You have edited listings {{count}} times",
    "listing-edit_other": "You have edited listings {{count}} times",
    "conversation-open_one": "You have started {{count}} new conversation",
    "conversation-open_other": "You have started {{count}} new conversations",
    "message-send_one": "You have sent {{count}} message",
    "message-send_other": "You have sent {{count}} messages",
  },
  window: {
    hour: "in the last hour",
    day: "in the last 24 hours",
    minutes: "in the last {{minutes}} minutes",
  },
  allowance: "{{done}} {{window}}, the most we allow. You can try again {{when}}.{{newcomer}}",
  newcomer: " New members have lower limits in their first week, until {{date}}.",
  when: {
    today: "at {{time}} today",
    tomorrow: "at {{time}} tomorrow",
    later: "at {{time}} on {{day}}",
  },
  firstWeekOver: "their first week is over",
  links: {
    message_one:
      "New members can include up to {{count}} link in a message, until {{until}}. Please remove some links and send it again.",
    message_other:
      "New members can include up to {{count}} links in a message, until {{until}}. Please remove some links and send it again.",
    post_one:
      "New members can include up to {{count}} link in a post, until {{until}}. Please remove some links and send it again.",
    post_other:
      "New members can include up to {{count}} links in a post, until {{until}}. Please remove some links and send it again.",
  },
  photos: {
    listing_one:
      "New members can add up to {{count}} photo to a listing, until {{until}}. Please remove some photos and try again.",
    listing_other:
      "New members can add up to {{count}} photos to a listing, until {{until}}. Please remove some photos and try again.",
    post_one:
      "New members can add up to {{count}} photo to a post, until {{until}}. Please remove some photos and try again.",
    post_other:
      "New members can add up to {{count}} photos to a post, until {{until}}. Please remove some photos and try again.",
  },
};
