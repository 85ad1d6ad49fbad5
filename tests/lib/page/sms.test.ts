import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { smsBody as body, smsHref } from '../../../src/lib/page/sms.ts';

const smsBody = (topic: Parameters<typeof body>[0], texts = messages.en.sms) => body(topic, texts);

describe('the Text us a photo link', () => {
  it("names the page's service, else its city", () => {
    expect(smsBody({ service: 'Drywall Patching' })).toBe(
      "Hi! Here's a photo of the drywall patching job I'd like a quote for.",
    );
    expect(smsBody({ city: 'Boca Raton' })).toBe("Hi! Here's a photo of the job I'd like a quote for in Boca Raton.");
    expect(smsBody({})).toBe("Hi! Here's a photo of the job I'd like a quote for.");
    expect(smsBody({ service: 'Pintura' }, messages.es!.sms)).toContain('trabajo de pintura');
  });
  it('encodes the message into an sms: link both phone systems read', () => {
    const href = smsHref('+15615550123', smsBody({ city: 'Boca Raton' }));
    expect(href).toBe(
      "sms:+15615550123?&body=Hi!%20Here's%20a%20photo%20of%20the%20job%20I'd%20like%20a%20quote%20for%20in%20Boca%20Raton.",
    );
    expect(decodeURIComponent(new URLSearchParams(href.split('?')[1]).get('body')!)).toContain('Boca Raton');
  });
});
