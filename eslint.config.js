// `npm run lint`: import boundaries, React hooks, accessibility and promises nobody awaits
// (decision 0089). Style is Prettier's business (`npm run format:check`), not ESLint's.
import { readdirSync } from "node:fs";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Import boundaries, as regular expressions over the written specifier. */
const WEB_NOT_WORKER = { regex: "^(\\.\\./)+worker(/|$)", message: "web/ never imports worker/: what both sides need lives in shared/ (@shared/...)." };
const FEATURE_NOT_RELATIVE_UP = { regex: "^\\.\\./", message: "A feature folder is flat: reach shared web code as @/lib, @/components or @/api, never by ../." };
const notOtherFeature = (own) => ({
  regex: `^@/features/(?!${own}(/|$))`,
  message: `Features never import each other: move what ${own} needs from another feature into web/src/lib or web/src/components.`,
});
const WORKER_NOT_ROUTES = {
  regex: "^(\\./|(\\.\\./)+)routes(/|$)",
  message: "The worker's domain folders never import worker/routes: move the shared logic into a domain folder (lib/, journal/, ...).",
};
// worker/lib is plumbing (HTTP, ids, logs, rate limits) that every domain folder may use, so it
// never reaches back into one; the D1 client (worker/db) is plumbing too.
const LIB_NOT_DOMAIN = {
  regex: "^\\.\\./(?!env$|app-env$|db(/|$)|lib(/|$)|\\.\\./shared(/|$))",
  message: "worker/lib holds plumbing only: it imports env, app-env, db and shared/, never a domain folder. Move domain code into its folder.",
};
const WORKER_NOT_WEB = [
  { regex: "^(\\.\\./)+web(/|$)", message: "worker/ never imports web/." },
  { regex: "^@/", message: "worker/ never imports web/." },
];
const SHARED_NOT_SIDES = [
  { regex: "^(\\.\\./)+(worker|web)(/|$)", message: "shared/ is used by both sides and imports neither." },
  { regex: "^@/", message: "shared/ is used by both sides and imports neither." },
];
// no-restricted-imports does not see import(): lazy-loaded code keeps the same boundaries through
// no-restricted-syntax (esquery regexes cannot hold a "/", hence \x2F).
const DYNAMIC_WEB_NOT_WORKER = { selector: "ImportExpression[source.value=/^(\\.\\.\\x2F)+worker(\\x2F|$)/]", message: WEB_NOT_WORKER.message };
const restrict = (...patterns) => ["error", { patterns: patterns.flat() }];

/** Files in a tsconfig project (web, worker, shared): these get type-aware rules. */
const TYPED = ["web/src/**/*.{ts,tsx}", "worker/**/*.ts", "shared/**/*.ts"];

export default tseslint.config(
  {
    ignores: ["node_modules/", "dist/", ".wrangler/", ".tmp/", "test-results/", "playwright-report/", "scripts/audio/out/", "web/public/", "**/*.d.ts", "**/*.d.mts"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  // Everything else (e2e, bench, scripts, configs) is parsed as TypeScript or JS without types:
  // none of it is in a tsconfig project, so only the boundary-free, type-free rules apply there.
  {
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: TYPED,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      // A promise nobody awaits loses its errors and its order. Fire-and-forget is written `void p`.
      // Event handlers that return promises (onClick={async () => ...}) are the checksVoidReturn
      // rule's business, which is not enabled: React ignores the return value by design.
      // React Router's navigate() returns a promise that settles when the navigation is done and
      // never rejects (the router shows errors itself): all ten first findings were navigate()
      // calls, none a bug, so it is a known safe call rather than ten `void navigate(...)`.
      "@typescript-eslint/no-floating-promises": [
        "error",
        { ignoreVoid: true, ignoreIIFE: false, allowForKnownSafeCalls: [{ from: "package", package: "react-router", name: "NavigateFunction" }] },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      // The recommended set also carries React Compiler diagnostics. The app is not built with the
      // compiler, and these four flagged deliberate patterns, not bugs (15 findings): the newest
      // value kept in a ref during render for a callback that outlives it (refs), state reset from
      // server data or props in an effect (set-state-in-effect), Date.now() as a useRef initial value
      // (purity), react-hook-form's watch() (incompatible-library). Turn them on with the compiler.
      "react-hooks/refs": "off",
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/purity": "off",
      "react-hooks/incompatible-library": "off",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable chat log must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's
      // scrollable-region-focusable): role="log" joins the recommended exception for tab panels.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "log"], allowExpressionValues: true }],
      "no-restricted-imports": restrict(WEB_NOT_WORKER),
      "no-restricted-syntax": ["error", DYNAMIC_WEB_NOT_WORKER],
    },
  },
  ...FEATURES.map((own) => ({
    files: [`web/src/features/${own}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": restrict(WEB_NOT_WORKER, FEATURE_NOT_RELATIVE_UP, notOtherFeature(own)),
      "no-restricted-syntax": [
        "error",
        DYNAMIC_WEB_NOT_WORKER,
        { selector: `ImportExpression[source.value=/^@\\x2Ffeatures\\x2F(?!${own}\\x2F)/]`, message: notOtherFeature(own).message },
        { selector: "ImportExpression[source.value=/^\\.\\.\\x2F/]", message: FEATURE_NOT_RELATIVE_UP.message },
      ],
    },
  })),
  {
    files: ["worker/**/*.ts"],
    rules: { "no-restricted-imports": restrict(WORKER_NOT_WEB, WORKER_NOT_ROUTES) },
  },
  {
    files: ["worker/lib/**/*.ts"],
    rules: { "no-restricted-imports": restrict(WORKER_NOT_WEB, WORKER_NOT_ROUTES, LIB_NOT_DOMAIN) },
  },
  {
    // Where the routes are assembled and mounted, and the Worker tests that drive them.
    files: ["worker/routes/**/*.ts", "worker/app.ts", "worker/index.ts", "worker/test/**/*.ts"],
    rules: { "no-restricted-imports": restrict(WORKER_NOT_WEB) },
  },
  {
    files: ["shared/**/*.ts"],
    rules: { "no-restricted-imports": restrict(SHARED_NOT_SIDES) },
  },
);
