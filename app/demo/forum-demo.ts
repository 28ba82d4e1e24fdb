import type { DemoMemberKey } from "./demo-members.server";

// The demo's forum: a few plausible conversations between the demo members, shown with an
// Example badge like demo listings. Times are hours before the demo was seeded.

export interface DemoTopic {
  category: string;
  member: DemoMemberKey;
  title: string;
  content: string;
  hoursAgo: number;
  replies: { member: DemoMemberKey; content: string; hoursAgo: number }[];
}

export const demoTopics: DemoTopic[] = [
  {
    category: "pests-and-problems",
    member: "bev",
    title: "What is eating my brassicas?",
    content:
      "Every morning there are new holes in my kale and sprouts, but I never see anything on them during the day.\n\nNo slime trails. Any ideas before I lose the lot?",
    hoursAgo: 70,
    replies: [
      {
        member: "rab",
        content:
          "Sounds like cabbage white caterpillars: check the **undersides** of the leaves for small green ones and yellow egg clusters. Fine netting (not bird netting) keeps the butterflies off.",
        hoursAgo: 66,
      },
      {
        member: "gita",
        content:
          "Could also be pigeons if the holes are ragged from the edge. Go out at dawn and look!",
        hoursAgo: 60,
      },
      {
        member: "bev",
        content:
          "Found dozens of caterpillars under the leaves. Netting going on tonight, thank you both.",
        hoursAgo: 40,
      },
    ],
  },
  {
    category: "recipes-and-preserving",
    member: "priya",
    title: "Courgette glut: your best recipes?",
    content:
      "Three plants and I am drowning. So far: soup, fritters, chocolate courgette cake.\n\nWhat else freezes or keeps well?",
    hoursAgo: 50,
    replies: [
      {
        member: "owen",
        content:
          "Courgette chutney keeps for a year:\n\n1. Chop 1 kg courgettes, 2 onions, 2 apples\n2. Add 300 g sugar and 300 ml cider vinegar\n3. Simmer until thick, then jar while hot",
        hoursAgo: 45,
      },
      {
        member: "sian",
        content:
          "Grate and freeze in 250 g bags for winter soups and cakes. Squeeze the water out first.",
        hoursAgo: 30,
      },
    ],
  },
  {
    category: "seeds-and-seed-saving",
    member: "sian",
    title: "Saving runner bean seed: when to pick the pods?",
    content:
      "First year saving my own. Do I leave the pods on the plant until they rattle, or pick them green and dry them indoors?",
    hoursAgo: 30,
    replies: [
      {
        member: "bev",
        content:
          "Leave them until the pods are papery and the beans rattle, then finish drying indoors on a tray. Pick before the first frost whatever stage they are at.",
        hoursAgo: 26,
      },
    ],
  },
  {
    category: "allotment-life",
    member: "owen",
    title: "Sharing a half plot: how do you split the work?",
    content:
      "The council offered me a half plot to share with a neighbour. Anyone done this? How do you split watering and the paths?",
    hoursAgo: 20,
    replies: [
      {
        member: "priya",
        content:
          "We take alternate weeks for watering and keep a notebook in the shed. Agree early who grows what, so you are not both growing 40 lettuces.",
        hoursAgo: 12,
      },
    ],
  },
  {
    category: "growing-tips",
    member: "gita",
    title: "Tomatoes splitting in the greenhouse",
    content:
      "Half my Gardener's Delight have split this week. Watering every evening. What am I doing wrong?",
    hoursAgo: 8,
    replies: [],
  },
];
