/** The routes every bench part measures: one of each kind of page. */
export const benchRoutes = [
  "/",
  "/portfolio",
  "/portfolio/landscapes",
  "/portfolio/landscapes/LANDSCAPES-001",
  "/about",
  "/contact",
];
