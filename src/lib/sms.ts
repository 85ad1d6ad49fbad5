/**
 * The "Text us a photo" link of the phone bar (issue 20): an sms: link whose message is written for the visitor,
 * naming the page's service or city, so the first text already says what the job is.
 */
export interface TextTopic {
  service?: string;
  city?: string;
}

export function smsBody({ service, city }: TextTopic): string {
  if (service) return `Hi! Here's a photo of the ${service.toLowerCase()} job I'd like a quote for.`;
  if (city) return `Hi! Here's a photo of the job I'd like a quote for in ${city}.`;
  return "Hi! Here's a photo of the job I'd like a quote for.";
}

/** `sms:+15615550123?&body=…`: the `?&` form is the one both iOS and Android read the body from. */
export const smsHref = (e164: string, body: string) => `sms:${e164}?&body=${encodeURIComponent(body)}`;
