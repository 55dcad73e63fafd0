import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core in the journeys (issue 30): the checker is injected into each frame
 * of a page by evaluation — an inline script tag would be refused by the
 * pages' nonce CSP — and run on the WCAG 2.0/2.1/2.2 A and AA rules and the structure rules below. axe is a
 * devDependency read from node_modules here; the web bundle never imports it.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Structure a screen-reader user navigates by, checked beside the WCAG rules
 * (axe files them as best practice, most with a moderate impact; the journeys
 * fail on them whatever the impact): one h1 and headings without skipped
 * levels, one main landmark, landmarks at the top level and told apart, all
 * content inside a landmark.
 */
export const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'landmark-banner-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'region',
] as const;

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface AxeViolation {
  rule: string;
  impact: Impact;
  help: string;
  /** The failing elements: CSS selector (a frame's prefixed with its path) and axe's reason. */
  targets: string[];
}

interface FrameViolation {
  id: string;
  impact: Axe.ImpactValue | undefined;
  help: string;
  targets: string[];
}

async function frameViolations(frame: Frame): Promise<FrameViolation[]> {
  const loaded = await frame.evaluate(() => 'axe' in window);
  if (!loaded) await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(async ([tags, structure]) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries(structure.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
      // Each frame is checked on its own (below), so axe does not talk to frames by postMessage.
      iframes: false,
    });
    // A popup antd portals to the end of the body (a menu, a select's list, a tooltip) belongs to the control that
    // opened it, inside a landmark: "content outside landmarks" is not said of it.
    const POPUP = '.popup, .ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-tooltip';
    const popup = (n: Axe.NodeResult) => {
      const el = typeof n.target[0] === 'string' ? document.querySelector(n.target[0]) : null;
      return !!el && (el.matches(POPUP) || !!el.querySelector(POPUP)) && !el.querySelector('main, header, nav');
    };
    for (const v of result.violations) if (v.id === 'region') v.nodes = v.nodes.filter((n) => !popup(n));
    return result.violations.filter((v) => v.nodes.length > 0).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // The selector, and why it fails ("insufficient color contrast of 3.59 (foreground color: #ffffff, …)").
      targets: v.nodes.map((n) => {
        const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
        return `${n.target.map(String).join(' >>> ')}${why ? ` — ${why}` : ''}`;
      }),
    }));
  }, [[...WCAG_TAGS], [...STRUCTURE_RULES]] as [string[], string[]]);
}

/** Runs axe in every frame of the page (a framed page is part of what the reader meets) and groups the violations by impact. */
export async function axeViolations(page: Page): Promise<Record<Impact, AxeViolation[]>> {
  const byImpact: Record<Impact, AxeViolation[]> = { critical: [], serious: [], moderate: [], minor: [] };
  for (const frame of page.frames()) {
    if (!/^https?:/.test(frame.url())) continue;
    const prefix = frame === page.mainFrame() ? '' : `iframe ${new URL(frame.url()).pathname} >>> `;
    for (const v of await frameViolations(frame)) {
      const impact: Impact = v.impact ?? 'minor';
      byImpact[impact].push({ rule: v.id, impact, help: v.help, targets: v.targets.map((t) => prefix + t) });
    }
  }
  return byImpact;
}

/** What a journey fails on: serious and critical violations, and the structure rules whatever their impact. */
export function failing(byImpact: Record<Impact, AxeViolation[]>): AxeViolation[] {
  const structural = (v: AxeViolation) => (STRUCTURE_RULES as readonly string[]).includes(v.rule);
  return [...byImpact.critical, ...byImpact.serious, ...byImpact.moderate.filter(structural), ...byImpact.minor.filter(structural)];
}

export function describeViolation(v: AxeViolation, where: string): string {
  return `${v.impact} ${v.rule} on ${where}: ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}${v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ''}`;
}

/**
 * In a journey: the page as it stands (a dialog open, a form showing its errors, a
 * state reached by steps) has nothing `failing`. The journey has waited for it.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = failing(await axeViolations(page));
  expect(found.map((v) => describeViolation(v, where)).join('\n'), `axe on ${where}`).toBe('');
}
