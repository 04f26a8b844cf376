import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = join(__dirname, '..', 'results.json');

/** Merges one benchmark's figures into bench/results.json, keeping the others' latest figures. */
export function saveResult(name: string, figures: Record<string, unknown>): void {
  const all = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>) : {};
  all[name] = { ...figures, measuredAt: new Date().toISOString() };
  writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
}

export const env = (name: string, fallback: string) => (process.env[name] ?? fallback).replace(/\/+$/, '');
