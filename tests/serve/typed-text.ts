/** What a visitor may type into the quote form to reach the owner's invitation and feed, and what must be kept of it. */
export const hostile = {
  name: 'José\u0007 <b>Núñez</b>\u202E\u0000',
  email: 'jose@example.com',
  address: '12 Palm Way\u2028<img src=x onerror=alert(1)>Boca Ratón\u001b[31m',
  details:
    'Línea uno 🙂\r\nLínea dos <script>alert(1)</script>\u0085tercera\u000b<a href="https://evil.example">pague aquí</a>',
};
export const cleaned = {
  name: 'José Núñez',
  address: '12 Palm Way Boca Ratón[31m',
  details: 'Línea uno 🙂\nLínea dos alert(1)\ntercera pague aquí',
};
/** A control character (the CRLF that ends an iCalendar line is taken out first), a line separator or a bidi override. */
export const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
