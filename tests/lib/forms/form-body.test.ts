import { describe, expect, it } from 'vitest';
import { maxValues, multipartBoundary, multipartParts, urlEncodedValues } from '../../../src/lib/forms/form-body.ts';
import { FORMS, type FormName } from '../../../src/lib/forms/form-entries.ts';

/** A FormData as the browser sends it: its bytes and boundary. */
async function encode(form: FormData) {
  const res = new Response(form);
  const type = res.headers.get('content-type') ?? '';
  return { bytes: new Uint8Array(await res.arrayBuffer()), boundary: multipartBoundary(type) ?? '' };
}

describe('form bodies counted before parsing', () => {
  it("allows each form one value per field and a list field's maxItems, from its schema", () => {
    for (const form of Object.keys(FORMS) as FormName[]) {
      const props = Object.values(FORMS[form].schema.properties) as { type?: string; maxItems?: number }[];
      const lists = props.filter((p) => p.type === 'array');
      expect(
        lists.every((p) => p.maxItems),
        form,
      ).toBe(true);
      expect(maxValues(form)).toBe(props.length - lists.length + lists.reduce((n, p) => n + (p.maxItems ?? 0), 0));
    }
  });
  it('counts the values of a URL-encoded body by its separators', () => {
    expect(urlEncodedValues('')).toBe(0);
    expect(urlEncodedValues('a=1')).toBe(1);
    expect(urlEncodedValues('a=1&b=2&&c')).toBe(4);
  });
  it('reads the boundary of a multipart Content-Type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
  });
  it('splits a multipart body as the browser wrote it: names, text, files and their bytes', async () => {
    const form = new FormData();
    form.append('name', 'María "Lopez"\r\n--not a delimiter');
    const photo = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'kitchen.jpg');
    const { bytes, boundary } = await encode(form);
    const parts = multipartParts(bytes, boundary, 10) ?? [];
    expect(parts.map(({ name, filename, type }) => ({ name, filename, type }))).toEqual([
      { name: 'name', type: '' },
      { name: 'photos', filename: 'kitchen.jpg', type: 'image/jpeg' },
    ]);
    expect(new TextDecoder().decode(parts[0].body)).toBe('María "Lopez"\r\n--not a delimiter');
    expect(parts[1].body).toEqual(photo);
  });
  it('takes a file input left empty as a browser sends it: a file with no name and no bytes', () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="photos"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n';
    expect(multipartParts(new TextEncoder().encode(body), 'b', 1)).toEqual([
      { name: 'photos', filename: '', type: 'application/octet-stream', body: new Uint8Array(0) },
    ]);
  });
  it('stops at the limit of parts, and refuses a body without its closing delimiter', async () => {
    const form = new FormData();
    for (let i = 0; i < 10_000; i++) form.append(`f${i}`, 'x');
    const { bytes, boundary } = await encode(form);
    expect(multipartParts(bytes, boundary, 10_000)).toHaveLength(10_000);
    expect(multipartParts(bytes, boundary, 9_999)).toBeUndefined();
    expect(multipartParts(bytes.subarray(0, bytes.length - 10), boundary, 10_000)).toBeUndefined();
    expect(multipartParts(bytes, 'another-boundary', 10_000)).toBeUndefined();
  });
});
