/**
 * Australian business numbers (ABN and ACN are checksum-validated). The algorithms are the ATO's
 * (ABN: subtract 1 from the first digit, weight 10,1,3,…,19, divisible by 89) and ASIC's (ACN: weights 8…1 on
 * the first eight digits, the ninth is the complement of the sum mod 10).
 */

/** Spaces and hyphens people type between the digit groups ('51 824 753 556'). */
export function digitsOnly(text: string): string {
  return text.replace(/[\s-]/g, '');
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function isValidAbn(text: string): boolean {
  const abn = digitsOnly(text);
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = [...abn].map(Number);
  digits[0] = (digits[0] as number) - 1;
  const sum = digits.reduce((acc, d, i) => acc + d * (ABN_WEIGHTS[i] as number), 0);
  return sum % 89 === 0;
}

export function isValidAcn(text: string): boolean {
  const acn = digitsOnly(text);
  if (!/^\d{9}$/.test(acn)) return false;
  const digits = [...acn].map(Number);
  const sum = digits.slice(0, 8).reduce((acc, d, i) => acc + d * (8 - i), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}
