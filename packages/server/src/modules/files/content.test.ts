import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../http/log-serializers.ts';
import { isInlineSafe, matchContent } from './content-check.ts';
import { contentDisposition } from './content-disposition.ts';
import { cleanFileName } from './storage.ts';

const text = Buffer.from('hello');

describe('matchContent', () => {
  it.each([
    ['pdf', 'pdf', 'application/pdf'],
    ['jpeg', 'jpg', 'image/jpeg'],
    ['docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['docx', 'zip', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['doc', 'cfb', 'application/msword'],
    ['msg', 'cfb', 'application/vnd.ms-outlook'],
    ['pdf', 'exe', null],
    ['zip', 'docx', null],
    ['xls', 'xlsx', null],
    ['exe', 'exe', null],
  ])('%s sniffed as %s gives %s', (ext, sniffed, mime) => {
    expect(matchContent(ext, { ext: sniffed as never }, text)).toBe(mime);
  });

  it('takes text without a signature and without NUL bytes as txt', () => {
    expect(matchContent('txt', undefined, text)).toBe('text/plain');
    expect(matchContent('txt', { ext: 'xml' }, text)).toBe('text/plain');
    expect(matchContent('txt', undefined, Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe(
      'text/plain',
    );
    expect(matchContent('txt', undefined, Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
    expect(matchContent('txt', { ext: 'png' }, text)).toBeNull();
    expect(matchContent('pdf', undefined, text)).toBeNull();
  });

  it('shows only images, pdf and text inline', () => {
    expect(isInlineSafe('application/pdf')).toBe(true);
    expect(isInlineSafe('image/png')).toBe(true);
    expect(isInlineSafe('application/zip')).toBe(false);
    expect(isInlineSafe('text/html')).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('sends ASCII names as they are and others with an RFC 5987 filename*', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe(
      'attachment; filename="report.pdf"',
    );
    expect(contentDisposition('inline', '报价单(1).xlsx')).toBe(
      `inline; filename="___(1).xlsx"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95%281%29.xlsx`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x.pdf`,
    );
  });
});

describe('cleanFileName', () => {
  it('drops folders and control characters and keeps the extension of a long name', () => {
    expect(cleanFileName('C:\\Users\\me\\证书.pdf')).toBe('证书.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b.txt')).toBe('ab.txt');
    const long = cleanFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('drops the bidi controls that make a name show another extension', () => {
    // "invoice‮fdp.exe" shows as "invoiceexe.pdf" in a right-to-left override.
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const every = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(cleanFileName(`a${every}b.pdf`)).toBe('ab.pdf');
    // Arabic and Hebrew letters stay: only the controls go.
    expect(cleanFileName('\u0641\u0627\u062a\u0648\u0631\u0629.pdf')).toBe('فاتورة.pdf');
    expect(contentDisposition('attachment', 'x\u202Efdp.exe')).toBe(
      'attachment; filename="xfdp.exe"',
    );
  });
});

describe('redactUrl', () => {
  it('blanks the token of download links', () => {
    expect(redactUrl('/api/admin/file/download?obj=1&token=secret&type=inline')).toBe(
      '/api/admin/file/download?obj=1&token=[redacted]&type=inline',
    );
    expect(redactUrl('/api/admin/file/template/bargaining?token=abc')).toBe(
      '/api/admin/file/template/bargaining?token=[redacted]',
    );
  });
});
