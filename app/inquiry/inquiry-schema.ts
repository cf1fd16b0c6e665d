import { z } from "zod";
import { contentCatalog, currentReference, type Print, printIn } from "~/catalog/catalog";
import { choiceProblem, type PricedChoice, pricedChoice } from "~/catalog/specification";
import {
  fields,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
  limits,
} from "~/inquiry/form-fields";
import { choiceAt, itemChoice } from "~/inquiry/from-query";
import { inquiryTypeValues } from "~/inquiry/inquiry-types";
import type { InquiryItem } from "~/inquiry/template";
import { isFormKey } from "~/outbox/message-key";
import { language, say } from "~/words/say";

export { fields, type InquiryErrors, type InquiryField, type InquiryValues, limits };

/**
 * The one schema for an inquiry, applied on the server to whatever the browser sent: the browser's
 * own `required` checks are a convenience, never a guarantee.
 */

// A name goes into an email header (Reply-To): no control characters at all, no line separators.
const CONTROL_IN_LINE = /[\p{Cc}\u2028\u2029]/u;
// A message may have line breaks and tabs (CR LF is made LF first), no other control character.
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n]/u;

/** The field messages in the site's words, with this form's limits. */
export const messages = {
  formKey: say("field.formKey"),
  fullNameMissing: say("field.fullNameMissing"),
  fullNameTooLong: say("field.fullNameTooLong", { max: limits.fullName }),
  fullNameControl: say("field.fullNameControl"),
  email: say("field.email"),
  inquiryType: say("field.inquiryType"),
  messageMissing: say("field.messageMissing"),
  messageTooLong: say("field.messageTooLong", { max: limits.message }),
  messageControl: say("field.messageControl"),
  printsTooMany: say("field.printsTooMany", { max: limits.prints }),
  printsUnknown: say("field.printsUnknown"),
  /** A size, paper or frame the print is not offered in (a changed price list, an old link). */
  choiceUnknown: (reference: string, part: string, value: string, offered: string[]) =>
    say("field.choiceUnknown", {
      reference,
      part,
      value,
      offered:
        offered.length > 0
          ? new Intl.ListFormat(language, { type: "disjunction" }).format(offered)
          : say("field.choiceAnother"),
    }),
};

/**
 * Finds a print by reference. The server passes the catalogue with the originals' words
 * (~/catalog/catalog.server); the default is the content module's.
 */
export type PrintLookup = (reference: string) => Print | undefined;

const contentLookup: PrintLookup = (reference) => printIn(contentCatalog, reference);

const partWords = {
  size: say("field.partSize"),
  paper: say("field.partPaper"),
  frame: say("field.partFrame"),
};

/** One print as sent: its reference and, where one was chosen, its size, paper and frame. */
const printEntry = z.object({
  // A reference from before its collection was renamed (a list kept in a browser) is the print's now.
  reference: z.string().transform((r) => {
    const reference = r.trim().toUpperCase();
    return currentReference(contentCatalog, reference) ?? reference;
  }),
  size: z.string().trim().max(20),
  paper: z.string().trim().max(40),
  frame: z.string().trim().max(40),
});
type PrintEntry = z.infer<typeof printEntry>;

/** The entry's choice with the print's first paper and frame for any left blank. */
function entryChoice(entry: PrintEntry, print: Print) {
  if (!entry.size) return undefined;
  return {
    size: entry.size,
    paper: entry.paper || (print.specification.papers[0]?.id ?? ""),
    frame: entry.frame || (print.specification.frames[0]?.id ?? ""),
  };
}

// The references a catalogue has, and each print's sizes and finishes, never depend on the
// originals' words: checked here, and the prints themselves come from the lookup the caller
// gives (parseInquiry).
const printList = z
  .array(printEntry)
  .max(limits.prints, messages.printsTooMany)
  .transform((entries) =>
    entries.filter((e, i) => entries.findIndex((o) => o.reference === e.reference) === i),
  )
  .superRefine((entries, ctx) => {
    if (entries.some((e) => !contentLookup(e.reference)))
      ctx.addIssue({ code: "custom", message: messages.printsUnknown });
    for (const entry of entries) {
      const print = contentLookup(entry.reference);
      const choice = print && entryChoice(entry, print);
      const problem = print && choice && choiceProblem(print.specification, choice);
      if (problem)
        ctx.addIssue({
          code: "custom",
          message: messages.choiceUnknown(
            entry.reference,
            partWords[problem.part],
            choice[problem.part],
            problem.offered,
          ),
        });
    }
  });

export const inquirySchema = z.object({
  formKey: z.string().refine(isFormKey, messages.formKey),
  fullName: z
    .string()
    .trim()
    .min(1, messages.fullNameMissing)
    .max(limits.fullName, messages.fullNameTooLong)
    .refine((v) => !CONTROL_IN_LINE.test(v), messages.fullNameControl),
  email: z
    .string()
    .trim()
    .max(limits.email, messages.email)
    .pipe(z.email({ error: messages.email })),
  inquiryType: z.enum(inquiryTypeValues, { error: messages.inquiryType }),
  message: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, messages.messageMissing)
        .max(limits.message, messages.messageTooLong)
        .refine((v) => !CONTROL_IN_TEXT.test(v), messages.messageControl),
    ),
  prints: printList,
});

/** A print of an inquiry, with the size, paper and frame chosen and its price, where chosen. */
export type QuotedPrint = Print & { choice?: PricedChoice };

/** A valid inquiry: the schema's fields, with the prints the references name, looked up. */
export type Inquiry = Omit<z.infer<typeof inquirySchema>, "prints"> & { prints: QuotedPrint[] };

export type ParsedInquiry =
  | { ok: true; inquiry: Inquiry }
  | { ok: false; errors: InquiryErrors; values: InquiryValues; items: InquiryItem[] };

type FormLike = { get(name: string): unknown; getAll(name: string): unknown[] };

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** The typed values and the catalogue's items for the submitted references (unknown ones dropped). */
export function submittedValues(
  form: FormLike,
  lookup: PrintLookup = contentLookup,
): { values: InquiryValues; items: InquiryItem[] } {
  const items: InquiryItem[] = [];
  form
    .getAll(fields.reference)
    .slice(0, limits.prints)
    .forEach((raw, index) => {
      const print = lookup(text(raw).trim().toUpperCase());
      if (print && !items.some((i) => i.reference === print.reference)) {
        const choice = itemChoice(print.specification, choiceAt(form, index, print.specification));
        items.push({
          reference: print.reference,
          title: print.title,
          ...(choice ? { choice } : {}),
        });
      }
    });
  return {
    values: {
      fullName: text(form.get(fields.fullName)),
      email: text(form.get(fields.email)),
      inquiryType: text(form.get(fields.inquiryType)),
      message: text(form.get(fields.message)),
    },
    items,
  };
}

/** Validates a submitted form; on failure, one message per bad field and the values to refill. */
export function parseInquiry(form: FormLike, lookup: PrintLookup = contentLookup): ParsedInquiry {
  const result = inquirySchema.safeParse({
    formKey: text(form.get(fields.formKey)),
    fullName: text(form.get(fields.fullName)),
    email: text(form.get(fields.email)),
    inquiryType: text(form.get(fields.inquiryType)),
    message: text(form.get(fields.message)),
    prints: form.getAll(fields.reference).map((reference, i) => ({
      reference: text(reference),
      size: text(form.getAll(fields.size)[i]),
      paper: text(form.getAll(fields.paper)[i]),
      frame: text(form.getAll(fields.frame)[i]),
    })),
  });
  if (result.success) {
    const prints = result.data.prints.flatMap((entry): QuotedPrint[] => {
      const print = lookup(entry.reference);
      if (!print) return [];
      const choice = entryChoice(entry, print);
      const priced = choice && pricedChoice(print.specification, choice);
      return [priced ? { ...print, choice: priced } : print];
    });
    return { ok: true, inquiry: { ...result.data, prints } };
  }
  const errors: InquiryErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    const field: InquiryField =
      key === "formKey" || key === undefined ? "form" : (key as InquiryField);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, ...submittedValues(form, lookup) };
}
