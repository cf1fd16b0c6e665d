// `npm run dev` (remix dev sets NODE_ENV=development) builds into folders of its own: a
// production server running from the same folder keeps the scripts its pages ask for.
const development = process.env.NODE_ENV === "development";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // The HTTP server (Express with Remix's handler) is compiled with the app into build/index.js.
  server: "./server.ts",
  serverBuildPath: development ? "build/dev/index.js" : "build/index.js",
  assetsBuildDirectory: development ? "public/dev-build" : "public/build",
  publicPath: development ? "/dev-build/" : "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // The whole route manifest comes with the page (its 12 routes are 0.8 kB gzipped), so a link
    // or a key needs no /__manifest round trip before it can move: on a slow phone that trip was
    // most of the wait between the page loading and the viewer's first key working.
    v3_lazyRouteDiscovery: false,
  },
};
