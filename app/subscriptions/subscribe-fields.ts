/** The names of the "hear of new work" form's fields, shared by the form and its reception. */
export const subscribeFields = {
  email: "email",
  /** The page the form was on: kept with the consent words. */
  page: "page",
  /** For robots only: people never see it, and a filled one is quietly dropped. */
  honeypot: "website",
} as const;
