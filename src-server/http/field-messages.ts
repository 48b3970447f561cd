// Field errors in the answer's language. The contracts and services write each field error's message in English (zod
// messages, service checks); every such message follows one of the English catalogue's field templates
// (i18n/catalogues/en/fields.ts), so the template it matches, with the parts it captured (field names,
// limits, values as the caller sent them, kept as they are), is said again in the answer's language.
import type { Language } from '../contracts/enums.js';
import { fields } from '../i18n/catalogues/en/fields.js';
import { msg, type Message } from '../i18n/message.js';
import { render } from '../risk/translate.js';
import type { FieldError } from '../shared/errors.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as an anchored pattern, the most literal first ("between … (a week)" before "between …"). */
const TEMPLATES = Object.entries(fields)
  .map(([key, template]) => {
    const names: string[] = [];
    const pattern = template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return {
      key: `errors.fields.${key}`,
      re: new RegExp(`^${pattern}$`, 's'),
      names,
      literal: template.replace(/\{\{\w+\}\}/g, '').length,
    };
  })
  .sort((a, b) => b.literal - a.literal);

/** An English field message as a message of the catalogue, or the text itself when no template matches. */
export function fieldMessage(english: string): Message {
  for (const t of TEMPLATES) {
    const m = t.re.exec(english);
    if (m) return msg(t.key, Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]!])));
  }
  return english;
}

export function localFieldErrors(errors: readonly FieldError[], language: Language): FieldError[] {
  return errors.map((e) => ({ field: e.field, message: render(language, fieldMessage(e.message)) }));
}

/** The detail a validation error writes by default: its field errors joined (shared/errors.ts validationError). */
export const joinedFieldErrors = (errors: readonly FieldError[]): string => errors.map((e) => `${e.field}: ${e.message}`).join('; ');
