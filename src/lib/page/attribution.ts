/**
 * Who signed a testimonial: "Maria, Boca Raton", or whichever part the data gives. Nothing is made up, so with
 * neither a name nor a place the testimonial is unsigned (undefined).
 */
export function attribution(firstName?: string, place?: string): string | undefined {
  return [firstName, place].filter(Boolean).join(', ') || undefined;
}
