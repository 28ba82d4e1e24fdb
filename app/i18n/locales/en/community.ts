// The community pages in English: community groups, schools and the community partnership with
// its calculator, benefits and questions (decision 0098). Word for word as the pages said before
// the catalogues. The launch offer's sentence is `dashboard:launchOffer`, shared with the
// dashboard's referral card.
export default {
  crumbs: { home: "Home" },
  groups: {
    title: "Community groups: share fresh produce with the people you serve",
    description:
      "Food banks, community centres, youth and senior groups, environmental groups and shelters join Glut free to share and receive garden surplus.",
    heading: "Community groups on Glut",
    lead: "Local growers often have more than they can use. Glut helps community groups receive that surplus for the people they serve, and share their own harvests too. Groups join free once we have verified them.",
    register: "Register your group",
    earn: "Earn with the partnership",
    typesTitle: "Who Glut is for",
    types: {
      foodBanksTitle: "Food banks",
      foodBanksText:
        "Fresh fruit and vegetables from local growers to go alongside your food parcels.",
      centresTitle: "Community centres",
      centresText:
        "Share the harvest from a community garden, or run a swap table for your neighbourhood.",
      youthTitle: "Youth groups",
      youthText:
        "Seeds and seedlings for growing projects, and a real reason to learn where food comes from.",
      seniorTitle: "Senior centres",
      seniorText:
        "Fresh produce for lunch clubs, and a way for keen gardeners to pass on what they grow.",
      environmentTitle: "Environmental groups",
      environmentText:
        "Cut food waste close to home, and swap plants and seeds that suit your local conditions.",
      sheltersTitle: "Homeless shelters",
      sheltersText: "Fresh food given by neighbours for your kitchen, collected when it suits you.",
    },
    foodBanksTitle: "Need a food bank?",
    foodBanksText:
      "Find food banks in the UK’s biggest cities, what they need and how to get help.",
    foodBanksIn: "Food banks in {{city}}",
    allFoodBanks: "All food banks",
    citiesTitle: "Groups across the UK",
    citiesText:
      "Wherever your group meets, local growers can share with you. These are the UK’s biggest cities; groups anywhere in the UK can join.",
    groupsIn: "Community groups in {{city}}",
    ctaTitle: "Bring your group to Glut",
    ctaText:
      "Register free. We check every organisation by hand, usually within 1-2 business days.",
    howGlutWorks: "How Glut works",
  },
  schools: {
    title: "Glut for schools: share your school garden, grow with your community",
    description:
      "Schools join Glut free: share the harvest from your school garden, find seeds and seedlings for growing clubs, and raise funds through our partnership.",
    heading: "Glut for schools",
    lead: "Share what your school garden grows, find plants and seeds for your growing club, and bring your school community together around fresh food. Schools join free.",
    register: "Register your school",
    seeSharing: "See what growers are sharing",
    usesTitle: "How schools use Glut",
    uses: {
      harvestTitle: "Share your school garden’s harvest",
      harvestText:
        "Crops rarely wait for term time. List what is ready so it goes to families and neighbours instead of going to waste over the holidays.",
      clubTitle: "Stock your growing club",
      clubText:
        "Local growers often have spare seeds, seedlings and cuttings that are just right for a school plot or a classroom windowsill.",
      teachTitle: "Teach where food comes from",
      teachText:
        "Our UK planting calendar shows what to sow and harvest each month, ready for lessons and after-school clubs.",
      raiseTitle: "Raise money for your school",
      raiseText:
        "Through the community partnership, your school earns from every member who joins Glut with its referral link and pays for their first year.",
    },
    joinTitle: "Joining as a school",
    join: {
      register: "Register your school with a member of staff’s email address.",
      reference:
        "Add your school’s reference number if it has one (in England, its six-digit URN) so we can check who you are.",
      verify:
        "We verify every organisation by hand, usually within 1-2 business days. Then your school uses Glut free.",
    },
    ageNote:
      "Glut is for people aged 16 and over, so a member of staff runs your school’s account and arranges any collections. Pupils take part through your school, not with accounts of their own.",
    ctaTitle: "Ready to grow with your community?",
    ctaText: "Registering is free, and once we have verified your school Glut costs it nothing.",
    signUp: "Sign up your school",
    aboutPartnership: "About the partnership",
  },
  partnership: {
    title: "Community partnership: free for organisations, and a share of every membership",
    description:
      "Food banks, schools, charities and community groups join Glut free, and earn {{rate}} for every member they bring who pays for a year. Work out what yours could earn.",
    name: "Community partnership",
    heading: "Bring your community to Glut and earn {{rate}} for every member who joins",
    lead: "Food banks, schools, charities, allotment societies and community groups join Glut free. Share your own referral link, and each person who signs up with it earns your organisation {{rate}} when they pay for their first year. Paid monthly, with no cap.",
    signUp: "Sign up your organisation",
    workOut: "Work out what you could earn",
    ctaTitle: "Ready to bring your community on board?",
    ctaText:
      "Register your organisation free. Once we have verified it, usually within 1-2 business days, your referral link is ready to share.",
    register: "Register your organisation",
    email: "Email {{address}}",
  },
  calculator: {
    title: "What could your organisation earn?",
    intro:
      "Each person who joins with your link earns your organisation {{rate}}, once, when they make their first yearly membership payment.",
    label: "How many people does your organisation reach?",
    hint: "Members, volunteers, families and supporters: everyone your newsletter, noticeboard or social media reaches. A whole number.",
    workItOut: "Work it out",
    maximum: "Maximum revenue, if everyone you reach joins",
    example: "Example, at a {{percent}} sign-up rate (1 in 10 join)",
    estimate:
      "An estimate, not a promise: what you earn depends on how many people join and pay. Figures at today’s rate of {{rate}} per paying member, rounded to the nearest penny.",
    /** Said when the reach it works with differs from what was typed (reach-notes.ts). */
    notes: {
      notANumber:
        "We could not read “{{input}}” as a number, so we have counted it as 0. Enter a whole number, such as 120.",
      negative: "A number of people cannot be below 0, so we have counted it as 0.",
      fraction: "We count whole people only, so we have worked it out for {{reach}}.",
      capped: "We work it out for up to {{max}} people, so we have used that.",
    },
  },
  benefits: {
    title: "What your organisation gets",
    freeTitle: "Free to join, free to use",
    freeText:
      "There is no fee. Once we have verified your organisation, it can use everything a paying member can, for as long as it stays verified.",
    perMemberTitle: "{{rate}} for every paying member",
    perMemberText:
      "When someone who signed up with your link pays for their first year, your organisation earns {{rate}}. It costs them nothing extra.",
    codeTitle: "Your own referral code and link",
    codeText:
      "Each verified organisation gets its own code and a sign-up link to put in newsletters, on posters and in social media posts.",
    paidTitle: "Paid monthly, by bank transfer",
    paidText:
      "We pay what you have earned into your organisation’s bank account each month, with a report of the sign-ups it covers.",
    noCapTitle: "No cap on earnings",
    noCapText:
      "There is no limit on how many people you can bring or how much your organisation can earn.",
    trackTitle: "See how you are doing",
    trackText:
      "Your dashboard shows your code and link, how many people have signed up with it, how many have paid, and what you have earned this month and in total.",
    foodBankTitle: "Running a food bank?",
    foodBankText:
      "Joining also puts fresh food within reach. Growers near you give away their surplus fruit, vegetables and herbs on Glut, and a verified food bank can browse what is on offer and message them to collect it, alongside the tins and packets on its shelves.",
  },
  questions: {
    title: "Questions organisations ask",
    whichQuestion: "Which organisations can join?",
    whichAnswer:
      "Food banks, community centres, charities, religious organisations, allotment societies, schools, and any other group that works for the good of its local area. When you sign up, choose the type that fits (food bank, community group, school, religious organisation or other non-profit) and tell us a little about your organisation so we can verify it.",
    costQuestion: "Does it cost anything?",
    costAnswer:
      "No. Joining is free, and so is using Glut once we have verified your organisation: it can list, browse and message like any paying member, for as long as it stays verified.",
    verificationQuestion: "How long does verification take?",
    verificationAnswer:
      "Usually 1-2 business days. One of our team checks the details you gave, including your charity number, company number or school URN where you have one, and we email you as soon as it is done.",
    earnQuestion: "How does our organisation earn money?",
    earnAnswer:
      "Once you are verified, your dashboard shows your referral code and a sign-up link. Share the link with your members and supporters. When someone who signed up with your code makes their first successful yearly membership payment, your organisation earns the rate in force that day, which is {{rate}} now. Each person earns you money once, so renewals in later years do not count again.",
    payMoreQuestion: "Does a member pay more if they use our code?",
    payMoreAnswer:
      "No. They pay the same yearly membership fee as everyone else. Your organisation’s share comes out of what Glut receives.",
    paidQuestion: "When and how do we get paid?",
    paidAnswer:
      "Monthly, by bank transfer into your organisation’s bank account, with a report showing the sign-ups and the earnings that payment covers. How you record the money in your accounts is for your organisation and its accountant to decide; we cannot give tax advice.",
    limitQuestion: "Is there a limit on what we can earn?",
    limitAnswer:
      "No. There is no cap: every person who joins with your code and pays for their first year earns your organisation {{rate}}, however many there are.",
    launchQuestion: "What happened to the {{launch}} launch offer?",
    launchEnded:
      "It ended on {{lastDay}}. Members whose first payment was made by then earned their organisation {{launch}} each. For first payments made since, the rate is {{rate}}.",
    launchRunning:
      "It runs until {{lastDay}}: a member whose first payment is made by then earns your organisation {{launch}}. From {{nextFrom}} the rate is {{next}}.",
  },
};
