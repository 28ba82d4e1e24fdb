// The layers of docs/architecture.md, checked by `npm run lint`:
//   routes, root, entry, composition  →  domains  →  infrastructure (app/server, server)  →  data
// A test may reach across layers (it exercises the whole); product code may not.
const TESTS = "(\\.test\\.tsx?$|^tests/)";
const DOMAIN =
  "^app/(?!server/|routes/|composition/|components/|data/|root\\.tsx|entry\\.server\\.tsx|routes\\.ts)[^/]+/";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: "no-circular",
    severity: "error",
    comment: "Files that import each other in a loop cannot be understood, or changed, apart.",
    from: {},
    to: { circular: true },
  },
  {
    name: "infrastructure-imports-no-domain",
    severity: "error",
    comment:
      "app/server and server/ take what the composition hands them; they never name a domain.",
    from: { path: "^(app/server|server)/", pathNot: TESTS },
    to: { path: "^app/", pathNot: "^app/(server|data|i18n)/" },
  },
  {
    name: "nothing-imports-routes",
    severity: "error",
    comment: "Route modules are the top of the house: domains and components never import them.",
    from: { path: "^app/", pathNot: `(^app/routes/|^app/routes\\.ts$|${TESTS})` },
    to: { path: "^app/routes/" },
  },
  {
    name: "domains-do-not-import-the-composition",
    severity: "error",
    comment: "The composition lists the domains; a domain importing it would be a loop.",
    from: { path: DOMAIN, pathNot: TESTS },
    to: { path: "^app/composition/" },
  },
  {
    name: "a-domain-reads-another-through-its-services",
    severity: "error",
    comment:
      "Each domain owns its tables; another domain asks its services (accounts: the account " +
      "directory). A table file may still name another's table for a foreign key. Decisions 0025, 0030.",
    from: {
      path: "^app/((?!server/|routes/|composition/|components/|data/)[^/]+)/",
      pathNot: `(${TESTS}|\\.table\\.ts$)`,
    },
    to: { path: "^app/[^/]+/.*\\.table\\.ts$", pathNot: ["^app/$1/", "^app/server/"] },
  },
  {
    name: "routes-read-no-tables",
    severity: "error",
    comment: "Route modules parse, call one service and respond; the queries are the domains'.",
    from: { path: "^app/routes/", pathNot: TESTS },
    to: { path: "\\.table\\.ts$" },
  },
  {
    name: "ui-primitives-import-nothing-of-the-app",
    severity: "error",
    comment: "app/components/ui is the design system: it knows nothing of Glut.",
    from: { path: "^app/components/ui/", pathNot: TESTS },
    to: { path: "^app/", pathNot: "^app/components/ui/" },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
