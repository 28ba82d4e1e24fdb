// The giver and receiver tests/e2e/seed-handovers.ts makes before the e2e server starts, with one
// item already reserved for each run of handover-pickup (the reservation is the requests' part,
// tested there), so the runs never meet. Two accounts, not a pair per run: each sign-up costs
// the seed seconds on a loaded machine, before the server may start.
const PASSWORD = "handover-runner-beans-2026";

const giver = {
  email: "e2e-handover-giver@example.com",
  username: "Giving Gwen",
  password: PASSWORD,
} as const;
const receiver = {
  email: "e2e-handover-receiver@example.com",
  username: "Taking Theo",
  password: PASSWORD,
} as const;

export const E2E_HANDOVERS = {
  desktop: { giver, receiver, item: "Broad beans for a desktop" },
  noScript: { giver, receiver, item: "Broad beans without JavaScript" },
  phone: { giver, receiver, item: "Broad beans for a phone" },
} as const;

// A verified food bank that asks for a listing under the fair rule with organisations first,
// after Taking Theo has asked: seeded with its window already closed, so the giver can draw.
const pantry = {
  email: "e2e-handover-pantry@example.org",
  username: "Headingley Pantry team",
  password: PASSWORD,
  organisationName: "Headingley Pantry",
} as const;

export const E2E_ORGANISATION_HANDOVERS = {
  desktop: { giver, receiver: pantry, queued: receiver, item: "Bramley apples for a pantry" },
  noScript: {
    giver,
    receiver: pantry,
    queued: receiver,
    item: "Bramley apples for a pantry, by phone",
  },
} as const;

// Two members who use Glut in Welsh (their accounts' language, so that a Welsh page never
// switches the English pair above): one item reserved for each run of welsh-handovers.
const welshGiver = {
  email: "e2e-handover-rhoddwr@example.com",
  username: "Gwen Rhoi",
  password: PASSWORD,
} as const;
const welshReceiver = {
  email: "e2e-handover-derbynnydd@example.com",
  username: "Twm Derbyn",
  password: PASSWORD,
} as const;

export const E2E_WELSH_HANDOVERS = {
  desktop: { giver: welshGiver, receiver: welshReceiver, item: "Ffa llydan ar fwrdd gwaith" },
  phone: { giver: welshGiver, receiver: welshReceiver, item: "Ffa llydan ar ffôn" },
} as const;
