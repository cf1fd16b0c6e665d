// react-dom ships this entry point (its package.json exports it); @types/react-dom types it only
// under "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
