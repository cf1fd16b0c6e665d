import { removeFixtureSites } from "../support/fixture-site";

/** The fixture sites this run built are left behind by no run. */
export default function globalTeardown() {
  removeFixtureSites(["second-photographer"]);
}
