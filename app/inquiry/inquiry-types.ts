/** The inquiry types of the form, in order: value and label exactly as the specification gives them. */
export const inquiryTypes = [
  { value: "print-purchase", label: "Print Purchase" },
  { value: "custom-size", label: "Custom Size" },
  { value: "bulk-order", label: "Bulk Order (5+ prints)" },
  { value: "general", label: "General Question" },
] as const;

export type InquiryType = (typeof inquiryTypes)[number]["value"];

export const inquiryTypeValues = inquiryTypes.map((t) => t.value) as [
  InquiryType,
  ...InquiryType[],
];

export function inquiryTypeLabel(value: InquiryType): string {
  return inquiryTypes.find((t) => t.value === value)?.label ?? value;
}
