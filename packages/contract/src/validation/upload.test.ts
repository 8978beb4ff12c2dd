import { describe, expect, it } from 'vitest';
import { checkUpload, fileExtension } from './upload.ts';
import { UPLOAD_MAX_BYTES } from '../constants.ts';
import { formatMessage } from '../messages/index.ts';

describe('upload rule (product rules: files and uploads)', () => {
  it('takes the extension case-insensitively', () => {
    expect(fileExtension('Quote.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });
  it.each([
    ['license.pdf', 1000, null],
    ['photo.JPEG', 1000, null],
    ['tool.exe', 1000, 'upload.format'],
    ['noext', 10, 'upload.format'],
    ['big.zip', UPLOAD_MAX_BYTES, 'upload.size'],
    ['almost.zip', UPLOAD_MAX_BYTES - 1, null],
  ])('%s (%d bytes) → %s', (name, size, expected) => {
    expect(checkUpload({ name, size })).toBe(expected);
  });
  it('honours a list given by the caller', () => {
    expect(checkUpload({ name: 'a.pdf', size: 1 }, ['xlsx'])).toBe('upload.format');
    expect(checkUpload({ name: 'a.xlsx', size: 1 }, ['xlsx'])).toBeNull();
  });
  it('has both languages for its messages', () => {
    expect(formatMessage('en', 'upload.size')).toMatch(/100MB/);
    expect(formatMessage('zh', 'upload.format')).toMatch(/正确格式/);
  });
});
