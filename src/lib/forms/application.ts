/**
 * The technician application in the browser: read from the form as the JSON Schema
 * schemas/forms/application.schema.json describes it, then posted to the configured address. There is no pretend
 * mode (the original site's one-second simulation): a form that only pretends to send has no place on a live site.
 */
const LIST_FIELDS = ['skillAreas', 'tools'] as const;
const TEXT_FIELDS = [
  'fullName',
  'phone',
  'email',
  'city',
  'experience',
  'availability',
  'transportation',
  'referralSource',
  'website',
] as const;

export type Application = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof LIST_FIELDS)[number], string[]> & { contractorAgreement: boolean };

/** The form's fields as the schema names them: lists for the check boxes, a boolean for the agreement. */
export function readApplication(form: FormData): Application {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((n) => [n, text(n)])) as Record<(typeof TEXT_FIELDS)[number], string>),
    ...(Object.fromEntries(LIST_FIELDS.map((n) => [n, form.getAll(n).map(String)])) as Record<
      (typeof LIST_FIELDS)[number],
      string[]
    >),
    contractorAgreement: form.get('contractorAgreement') === 'true',
  };
}

export type SendResult = { ok: true } | { ok: false; message?: string; fields?: string[] };

export interface SendOptions {
  url: string;
  fetch?: typeof globalThis.fetch;
  /** Give up on a server that does not answer, so the applicant can try again. */
  timeoutMs?: number;
}

/** Sends one application. Never throws: a network failure or a refusal comes back as `{ ok: false }`. */
export async function sendApplication(application: Application, o: SendOptions): Promise<SendResult> {
  try {
    const res = await (o.fetch ?? globalThis.fetch)(o.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(application),
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => ({}))) as { message?: unknown; fields?: unknown };
    return {
      ok: false,
      message: typeof body.message === 'string' ? body.message : undefined,
      fields: Array.isArray(body.fields) ? body.fields.filter((f): f is string => typeof f === 'string') : undefined,
    };
  } catch {
    return { ok: false };
  }
}
