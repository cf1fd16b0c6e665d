import { say } from "~/words/say";

/**
 * The inquiry types of the form, in order: the specification's values, and their labels in the
 * site's words (in English exactly the specification's).
 */
const values = ["print-purchase", "custom-size", "bulk-order", "general"] as const;

export type InquiryType = (typeof values)[number];

export const inquiryTypes = values.map((value) => ({
  value,
  label: say(`inquiryType.${value}`),
}));

export const inquiryTypeValues = [...values] as [InquiryType, ...InquiryType[]];

export function inquiryTypeLabel(value: InquiryType): string {
  return inquiryTypes.find((t) => t.value === value)?.label ?? value;
}
