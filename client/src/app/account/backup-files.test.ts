import { describe, expect, it } from 'vitest';
import { exportFileName, FALLBACK_EXPORT_NAME } from './backup-files';

describe('exportFileName', () => {
  it('takes the plain zip name the server gives', () => {
    expect(exportFileName('attachment; filename="lightkit-documents-20261127.zip"')).toBe('lightkit-documents-20261127.zip');
  });

  it('falls back for a missing, odd or path-like name', () => {
    for (const header of [null, '', 'attachment', 'attachment; filename="../../etc/passwd.zip"', 'attachment; filename="a b.zip"', 'attachment; filename="x.exe"', `attachment; filename="${'a'.repeat(120)}.zip"`]) {
      expect(exportFileName(header)).toBe(FALLBACK_EXPORT_NAME);
    }
  });
});
