/**
 * The "Text us a photo" link of the phone bar (decision 24): an sms: link whose message is written for the visitor,
 * naming the page's service or city, so the first text already says what the job is.
 */
export interface TextTopic {
  service?: string;
  city?: string;
}

/** The three messages, in the page's language (`sms` of data/messages.yaml); `{service}` and `{city}` are filled in. */
export interface SmsMessages {
  service: string;
  city: string;
  general: string;
}

export function smsBody({ service, city }: TextTopic, texts: SmsMessages): string {
  if (service) return texts.service.replace('{service}', service.toLowerCase());
  if (city) return texts.city.replace('{city}', city);
  return texts.general;
}

/** `sms:+15615550123?&body=…`: the `?&` form is the one both iOS and Android read the body from. */
export const smsHref = (e164: string, body: string) => `sms:${e164}?&body=${encodeURIComponent(body)}`;
