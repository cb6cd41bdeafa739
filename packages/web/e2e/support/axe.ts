import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA: the tags axe runs with. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical violations of WCAG 2.2 AA on the whole page as it is now, header, footer
 * and any open dialog or drawer included. React Aria's live announcer is left out: a visually hidden region
 * whose last announcement may name a button a closed dialog took with it, for the seconds until it clears.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const context = { include: [document], exclude: [['[data-live-announcer]']] };
    return (await axe.run(context, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    };
  }, WCAG_22_AA);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
