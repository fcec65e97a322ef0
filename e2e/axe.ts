import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One element axe-core found at fault. */
export interface AxeNode {
  /** CSS selector(s) of the element (several when it sits inside frames or shadow roots). */
  target: string;
  html: string;
  /** axe's own explanation (e.g. the contrast ratio it measured against the one required). */
  summary: string;
}

/** A rule broken with impact serious or critical, and where. */
export interface AxeViolation {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const SERIOUS = new Set<Axe.ImpactValue | undefined>(['serious', 'critical']);

let source: string | undefined;
/** axe-core's browser build, read once from the installed package. */
const axeSource = () => (source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core on the page as it is now (or on the elements `within` selects) and answers the violations of impact serious or critical
 * (minor and moderate ones are left to review). The script is evaluated through the debugging protocol
 * rather than added as a tag, so the page's Content-Security-Policy does not block it.
 */
export const seriousViolations = async (page: Page, within?: string): Promise<AxeViolation[]> => {
  // Colours are judged as they settle: a button fading from its disabled grey is not a contrast fault.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 5_000 });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource()};void 0`);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' >> '), html: n.html, summary: n.failureSummary ?? '' })),
    }));
  }, within);
  return violations.filter((v): v is AxeViolation => SERIOUS.has(v.impact));
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The violations as a person reads them in a test failure: rule id, impact, help, then each target. */
export const formatViolations = (violations: AxeViolation[]) =>
  violations.length === 0
    ? 'no serious or critical accessibility violation'
    : [
        `${violations.length} serious or critical accessibility violation(s):`,
        ...violations.flatMap((v) => [
          `- ${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]`,
          ...v.nodes.map((n) => `    ${n.target}  ${clip(n.html, 140)}\n      ${n.summary.replace(/\n\s*/g, ' ')}`),
        ]),
      ].join('\n');
