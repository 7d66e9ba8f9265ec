import type http from 'node:http';
import { SimError } from './paymongo-resources';

/** The simulator's HTTP plumbing: JSON and HTML answers, redirects and request bodies. */

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** PayMongo's error body for a SimError: its code and detail, the attribute at fault, or every error when it carries several. */
export function errorBody(err: SimError): { errors: unknown[] } {
  const many = (err as SimError & { errors?: unknown[] }).errors;
  return {
    errors: many ?? [
      {
        code: err.code,
        detail: err.message,
        ...(err.attribute ? { source: { pointer: err.attribute, attribute: err.attribute } } : {}),
      },
    ],
  };
}

export function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

const MAX_BODY = 1_000_000;

export async function readText(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new SimError(413, 'payload_too_large', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new SimError(400, 'parameter_invalid', 'The request body is not valid JSON.');
  }
}
