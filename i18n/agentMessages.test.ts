import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enAgents } from './en.agents';
import { enFirst } from './en.first';
import { en } from './en';

/** The agent portal's English: the first part and the portal's (what src/shared/i18nProvider.ts loads for it). */
const portalEnglish = { ...enFirst, app: { ...enFirst.app, ...enAgents.app }, resources: enAgents.resources, wizard: enAgents.wizard };

/** Everything the agent portal and the guest site run: their own code, the booking wizard and what they share with the back office. */
const PORTAL_CODE = ['src/portal', 'src/guest', 'wizard', 'src/shared'];

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The message keys a file names, each up to its first `${…}` (a key built from a value keeps its fixed start). */
const keysIn = (text: string) => [...text.matchAll(/['"`]((?:app|resources|wizard)\.[\w.-]+(?:\$\{)?)/g)].map((m) => m[1].replace(/\.?\$\{$/, ''));

const lookup = (catalogue: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

describe("the agent portal's English", () => {
  it('has every message its code names, though it leaves out the staff screens', () => {
    const named = [...new Set(PORTAL_CODE.flatMap(sources).flatMap((file) => keysIn(readFileSync(file, 'utf8'))))];
    expect(named.length).toBeGreaterThan(200);
    // A key the whole catalogue lacks is no message (a prefix built on, or a word in a comment): only those it has count.
    const messages = named.filter((key) => lookup(en, key) !== undefined);
    const missing = messages.filter((key) => lookup(portalEnglish, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('is smaller than the whole: the staff screens stay with the back office', () => {
    expect(lookup(portalEnglish, 'app.roomBoard.legend')).toBeUndefined();
    expect(lookup(portalEnglish, 'app.settingsAdmin.sections')).toBeUndefined();
    expect(lookup(en, 'app.roomBoard.legend')).toBeDefined();
  });
});
