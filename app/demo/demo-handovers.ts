import type { ListingCategory, ListingType } from "~/listings/listing-schema";
import type { DemoMember, DemoMemberKey } from "./demo-members.server";

// A few items the demo members have already handed over (issue 35): asked for, reserved, a
// pickup agreed, collected, and thanked for on both sides, so a visitor sees the whole loop on
// the demo's profiles. Each goes to a neighbour in the giver's own city: people meet to hand
// things over. None of it counts in the public figures of what was shared (decision 0091).

/** Demo members who have received rather than listed: they have no listings of their own. */
export const demoNeighbours = [
  {
    key: "kit",
    username: "Compost Heap Kit",
    city: "Leeds",
    area: "Headingley",
    joinedDaysAgo: 120,
  },
  { key: "will", username: "Window Box Will", city: "Bristol", area: "Easton", joinedDaysAgo: 88 },
  {
    key: "ali",
    username: "Allotment Ali",
    city: "Manchester",
    area: "Whalley Range",
    joinedDaysAgo: 64,
  },
] as const satisfies readonly DemoMember[];

export type DemoNeighbourKey = (typeof demoNeighbours)[number]["key"];

export interface DemoThanks {
  note: string;
  rating: number;
}

export interface DemoHandover {
  giver: DemoMemberKey;
  receiver: DemoNeighbourKey;
  listing: {
    name: string;
    category: ListingCategory;
    type: ListingType;
    quantity: string;
    description: string;
  };
  requestNote: string;
  /** Where the two agreed to meet: near, never at, a home. */
  meetingPoint: string;
  /** Days before the demo is seeded that it was collected. */
  collectedDaysAgo: number;
  /** The receiver proposed the pickup window, or the giver did. */
  proposedBy: "giver" | "receiver";
  /** What each side said afterwards. */
  receiverThanks: DemoThanks;
  giverThanks: DemoThanks;
}

export const demoHandovers: readonly DemoHandover[] = [
  {
    giver: "bev",
    receiver: "kit",
    listing: {
      name: "Rhubarb, a big armful",
      category: "Vegetables",
      type: "Free",
      quantity: "About 20 stalks",
      description:
        "The clump by the shed has gone mad again. Pulled, not cut, and the leaves taken off. Enough for a few crumbles.",
    },
    requestNote: "Could I take some for a crumble this weekend? Happy to come whenever suits.",
    meetingPoint: "By the gate of the Meanwood allotments, on the lane side",
    collectedDaysAgo: 4,
    proposedBy: "giver",
    receiverThanks: {
      note: "Lovely rhubarb, and thank you for the tip about forcing it under a bucket.",
      rating: 5,
    },
    giverThanks: { note: "Came on time and brought the bag back with a jar of jam.", rating: 5 },
  },
  {
    giver: "owen",
    receiver: "will",
    listing: {
      name: "Bramley apples, windfalls",
      category: "Fruits",
      type: "Free",
      quantity: "A carrier bag",
      description:
        "Windfalls from the old Bramley. A few bruises, fine for cooking and chutney. Bring your own bag.",
    },
    requestNote: "I'd love some for chutney. I can come after work most days.",
    meetingPoint: "Outside the library on Gloucester Road",
    collectedDaysAgo: 11,
    proposedBy: "receiver",
    receiverThanks: { note: "Made eight jars of chutney. Thanks, Owen.", rating: 5 },
    giverThanks: { note: "Friendly and easy to arrange with.", rating: 4 },
  },
  {
    giver: "priya",
    receiver: "ali",
    listing: {
      name: "Strawberry runners",
      category: "Seedlings",
      type: "Swap",
      quantity: "10 rooted runners",
      description:
        "Rooted runners from last year's Cambridge Favourite, potted up. Would swap for seed potatoes or anything for the polytunnel.",
    },
    requestNote: "I have a bag of Charlotte seed potatoes to swap, if that works?",
    meetingPoint: "At the Chorlton Water Park car park, by the noticeboard",
    collectedDaysAgo: 19,
    proposedBy: "receiver",
    receiverThanks: { note: "Healthy runners, all ten have taken. Thank you.", rating: 5 },
    giverThanks: { note: "Great swap, and the potatoes are already chitting.", rating: 5 },
  },
];
