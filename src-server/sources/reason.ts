// The reasons our own code gives for a source that did not answer (offline, a timeout, an open circuit, the budget's
// refusal, a place a source does not cover), as messages: `reason` keeps their English (sourceStatus[].error, logs),
// `reasonWords` the message an answer renders in its own language (risk/hazard-status.ts). A source's own text (an
// HTTP status line, a parser's message) has no message and is said as it is.
import type { Descriptor } from '../i18n/message.js';
import { english } from '../i18n/english.js';

export interface Reason {
  reason: string;
  reasonWords?: Descriptor;
}

/** A reason in our words: its English and its message. */
export const said = (m: Descriptor): Required<Reason> => ({ reason: english(m), reasonWords: m });

/** The reason of a thrown SourceError: its message, and its words when our code wrote it. */
export const reasonOf = (err: { message: string; words?: Descriptor | undefined }): Reason =>
  err.words ? { reason: err.message, reasonWords: err.words } : { reason: err.message };
