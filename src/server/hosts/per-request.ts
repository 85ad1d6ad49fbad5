/**
 * The form handler for a host whose settings come with each request (Cloudflare's bindings, Netlify's context): a Hono
 * app typed with the host's bindings, which Hono's adapter for that host runs, building ../forms-app.ts for the request
 * it answers. Built per request as a Worker must be: one request's promise (a store being opened, an e-mail run) cannot
 * be awaited by another, and a setting changed on the host applies to the next request.
 */
import { type Context, Hono } from 'hono';
import { type FormsOptions, formsApp } from '../forms-app.ts';

export const formsAppPerRequest = <Bindings extends object>(
  options: (c: Context<{ Bindings: Bindings }>) => FormsOptions,
) => new Hono<{ Bindings: Bindings }>().all('*', (c) => formsApp(options(c)).fetch(c.req.raw, c.env));
