// SQLite failures that mean "the disk", not "the request": a full disk or an I/O error becomes a 503 problem.
import { AppError } from '../shared/errors.js';
import { msg } from '../i18n/message.js';

/** better-sqlite3's SqliteError carries the extended result code as `code` (e.g. SQLITE_FULL, SQLITE_IOERR_WRITE). */
const codeOf = (err: unknown): string =>
  err && typeof err === 'object' && typeof (err as { code?: unknown }).code === 'string' ? (err as { code: string }).code : '';

/** True for a full disk or database (ENOSPC, a size limit, `max_page_count`). */
export const isStorageFull = (err: unknown): boolean => codeOf(err) === 'SQLITE_FULL';

/** True for any failure of the storage itself: full, I/O error, read-only or unopenable file, corruption. */
export function isStorageError(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === 'SQLITE_FULL' ||
    code.startsWith('SQLITE_IOERR') ||
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_CORRUPT') ||
    code === 'SQLITE_NOTADB'
  );
}

/** The 503 the client sees: retry later; nothing was half-written (SQLite rolled the statement back). */
export function storageAppError(err: unknown): AppError {
  if (isStorageFull(err)) {
    return new AppError('storage_full', msg('errors.details.storageFull'), { headers: { 'retry-after': '60' }, cause: err });
  }
  return new AppError('storage_unavailable', msg('errors.details.storageUnavailable'), { headers: { 'retry-after': '60' }, cause: err });
}
