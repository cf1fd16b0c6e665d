import { photographer } from "~/content/site";

/**
 * Who an inquiry (and the weekly letter) is for: INQUIRY_TO, else the photographer's address in
 * the content. One rule for the message's To header, written at reception, and for the SMTP
 * envelope, read at delivery: with mail on, INQUIRY_TO is required, so both are the same address.
 * The envelope is decided again at each attempt, so that a corrected INQUIRY_TO reaches messages
 * that wait or are retried from failed/.
 */
export function inquiryRecipient(settings: { inquiryTo?: string }): string {
  return settings.inquiryTo ?? photographer.contact.email;
}
