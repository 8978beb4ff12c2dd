// WebCrypto under jsdom is Node's, which refuses jsdom's typed arrays (its instanceof checks are per
// realm; a browser has one realm): this hands it the same bytes as Node buffers. Imported by the
// widgets' and the host's test setup, so the password forms encrypt under test as in a browser.
export function adaptWebCryptoToJsdom(): void {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return;
  const bytes = (data: BufferSource) =>
    ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);
  const importKey = subtle.importKey.bind(subtle) as (...args: unknown[]) => Promise<CryptoKey>;
  const encrypt = subtle.encrypt.bind(subtle);
  Object.assign(subtle, {
    importKey: (format: string, data: BufferSource | JsonWebKey, ...rest: unknown[]) =>
      importKey(format, format === 'jwk' ? data : bytes(data as BufferSource), ...rest),
    encrypt: (algorithm: AlgorithmIdentifier, key: CryptoKey, data: BufferSource) =>
      encrypt(algorithm, key, bytes(data)),
  });
}
