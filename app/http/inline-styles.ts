/** CSS the document inlines (root.tsx). Its hash is allowed by style-src: no 'unsafe-inline'. */
export const noscriptCss = "[data-needs-js]{visibility:hidden}";
