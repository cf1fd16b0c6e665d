/**
 * The certificate's own words (app/words/en.ts `pageWords`): their file is imported by the
 * certificate's modules alone, so only its page's script carries them, and no other page's.
 */
import { messages } from "~/content/generated/words-certificate.json";
import { pageSpeaker } from "~/words/say";

export const sayCertificate = pageSpeaker<"certificate">(messages);
