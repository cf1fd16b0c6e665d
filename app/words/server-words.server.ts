/**
 * The words only the server writes (app/words/en.ts `serverOnlyWords`), read apart from the rest so
 * the browser's bundle never carries them: Remix's compiler gives the browser an empty module for
 * a `.server` file, and say.ts merges these in where they are present (on the server).
 */
import { messages } from "~/content/generated/words-server.json";

export const serverMessages: Record<string, unknown> = messages;
