// The air waybill number (IATA): 11 digits = 3-digit airline prefix + 7-digit serial + a check digit
// that is the serial modulo 7 (unweighted; so 0-6). Serial 1234567 → check digit 5.

/** Digits only: suppliers type "123-45678901" or "123 4567 8901". */
export function normaliseAwb(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The check digit of a 7-digit serial. */
export function awbCheckDigit(serial: string): number {
  return Number(serial) % 7;
}

export type AwbProblem = 'format' | 'checkDigit';

/** Why an AWB number is wrong, or null when it is right (after normaliseAwb). */
export function awbProblem(value: string): AwbProblem | null {
  const awb = normaliseAwb(value);
  if (!/^\d{11}$/.test(awb)) return 'format';
  return awbCheckDigit(awb.slice(3, 10)) === Number(awb[10]) ? null : 'checkDigit';
}
