import { describe, expect, it } from 'vitest';
import { checkUpload, fileExtension, megabytes, uploadTooLarge } from './upload.ts';
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
    expect(checkUpload({ name, size })?.key ?? null).toBe(expected);
  });
  it('honours the extensions and the size limit given by the caller', () => {
    expect(checkUpload({ name: 'a.pdf', size: 1 }, ['xlsx'])?.key).toBe('upload.format');
    expect(checkUpload({ name: 'a.xlsx', size: 1 }, ['xlsx'])).toBeNull();
    const twoMb = 2 * 1024 * 1024;
    expect(checkUpload({ name: 'a.xlsx', size: twoMb - 1 }, ['xlsx'], twoMb)).toBeNull();
    expect(checkUpload({ name: 'a.xlsx', size: twoMb }, ['xlsx'], twoMb)).toEqual({
      key: 'upload.size',
      params: { mb: 2 },
    });
  });
  it('names the limit in megabytes, in both languages', () => {
    expect(megabytes(UPLOAD_MAX_BYTES)).toBe(100);
    expect(megabytes(512 * 1024)).toBe(0.5);
    const { key, params } = uploadTooLarge(1024 * 1024);
    expect(formatMessage('en', key, params)).toBe('The file size cannot exceed 1 MB');
    expect(formatMessage('zh', key, params)).toBe('文件大小不能超过 1 MB');
    expect(formatMessage('zh', 'upload.format')).toMatch(/正确格式/);
  });
});
