import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { loadSchemas } from '../codegen/schemas.ts';

/** Bodies larger than this are refused before they are read in full. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The forms `npm start` receives, by path, with the schema that checks them and the file they are appended to. */
export const FORMS: Record<string, { name: string; schema: string; ok: string }> = {
  '/api/newsletter': { name: 'newsletter', schema: 'forms/newsletter.schema.json', ok: 'You are subscribed. Thank you!' },
  '/api/applications': { name: 'applications', schema: 'forms/application.schema.json', ok: 'Application received. We will contact you within 48 hours.' },
};

/**
 * A small receiver for the site's forms: validates with the same JSON Schema the browser's data follows, refuses
 * oversized or invalid bodies with a clear message, and appends each accepted entry as one JSON line to
 * <dataDir>/<form>.jsonl (outside the served folder). Writes are synchronous appends from one process, so two
 * entries can never interleave. Answers JSON to fetch() and a small HTML page to a plain form post.
 */
export function createFormReceiver(root: string, dataDir: string) {
  const schemas = loadSchemas(root);
  const validators = new Map<string, ValidateFunction>(Object.entries(FORMS).map(([p, f]) => [p, schemas.validator(f.schema)]));
  fs.mkdirSync(dataDir, { recursive: true });

  return async function handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean> {
    const form = FORMS[pathname];
    if (!form) return false;
    const wantsJson = (req.headers.accept ?? '').includes('application/json');
    const reply = (status: number, message: string, fields?: string[]) => {
      if (wantsJson) {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ ok: status < 300, message, fields }));
      } else {
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(resultPage(status < 300, message));
      }
    };
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return reply(405, 'Send this form with POST.'), true;
    }
    let body: string;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch {
      return reply(413, `The form is larger than ${MAX_BODY_BYTES / 1024} KB. Shorten your answers and send it again.`), true;
    }
    const entry = parseBody(body, req.headers['content-type'] ?? '');
    const validate = validators.get(pathname)!;
    if (!entry || !validate(entry)) {
      const fields = [...new Set((validate.errors ?? []).map((e) => (e.instancePath.split('/')[1] || String((e.params as { missingProperty?: string }).missingProperty ?? '')) || 'form'))];
      return reply(422, `Please check ${fields.length ? fields.join(', ') : 'the form'} and send it again.`, fields), true;
    }
    delete (entry as Record<string, unknown>).website;
    fs.appendFileSync(path.join(dataDir, `${form.name}.jsonl`), JSON.stringify({ receivedAt: new Date().toISOString(), ...entry }) + '\n');
    reply(201, form.ok);
    return true;
  };
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new Error('too large'));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.destroy();
        reject(new Error('too large'));
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** JSON bodies as they are; form posts with repeated names (checkboxes) as lists, "true" as true. */
export function parseBody(body: string, contentType: string): Record<string, unknown> | undefined {
  try {
    if (contentType.includes('application/json')) return JSON.parse(body) as Record<string, unknown>;
    const params = new URLSearchParams(body);
    const out: Record<string, unknown> = {};
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      out[key] = key === 'skillAreas' || key === 'tools' ? values : values[0] === 'true' ? true : values[0];
    }
    return out;
  } catch {
    return undefined;
  }
}

const resultPage = (ok: boolean, message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${ok ? 'Thank you' : 'Please check the form'}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${ok ? 'Thank you' : 'Please check the form'}</h1><p>${message}</p><p><a href="/">Back to the site</a></p></body></html>`;
