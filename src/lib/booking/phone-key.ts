/**
 * One open hold per phone number (docs/decisions/0064-bookings-and-holds.md): a number is the same however it is
 * typed, "(561) 555-0123", "561.555.0123" or "+1 561 555 0123", so its key is its digits without the US country code.
 */
export function phoneKey(phone: unknown): string | undefined {
  if (typeof phone !== 'string') return undefined;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length >= 7 ? national : undefined;
}
