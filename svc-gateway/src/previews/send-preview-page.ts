import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { sendPage } from '../static/send-page';
import type { FoundFile } from '../static/safe-path';
import { type Preview, renderPreviewPage } from './preview-page';

/** A host name or address with an optional port: anything else in Host gets the plain page. */
const SAFE_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** This request's origin (Koa takes X-Forwarded-Proto/Host only when TRUST_PROXY is set), or undefined. */
export function originOf(ctx: Context): string | undefined {
  return SAFE_HOST.test(ctx.host) ? `${ctx.protocol}://${ctx.host}` : undefined;
}

/** The shell's page with the preview tags, revalidated like the plain page and compressed like it. */
export async function sendPreviewPage(
  ctx: Context,
  shellPage: FoundFile,
  preview: Preview,
  origin: string,
  dataPreloads: readonly string[],
  screenFiles: readonly string[] = [],
): Promise<void> {
  const html = renderPreviewPage(await readFile(shellPage.file, 'utf8'), preview, origin + ctx.path, origin, dataPreloads, screenFiles);
  await sendPage(ctx, html, 'p');
}
