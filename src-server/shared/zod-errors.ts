// Turns zod issues into our `{ field, message }` list, with paths like `alert.channels[0].target`.
import type { z } from 'zod';
import type { FieldError } from './errors.js';

export function formatPath(path: readonly PropertyKey[], root = 'body'): string {
  if (path.length === 0) return root;
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[], root = 'body'): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: formatPath([...issue.path, key], root), message: 'is not a known field' });
    } else if (issue.code === 'invalid_type' && issue.path.length === 0) {
      out.push({ field: root, message: `must be a JSON ${issue.expected}` });
    } else {
      out.push({ field: formatPath(issue.path, root), message: issue.message });
    }
  }
  return out;
}
