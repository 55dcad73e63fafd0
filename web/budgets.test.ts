import { describe, expect, it } from 'vitest';
import { PAGE_BUDGETS } from './budgets';
import { AREA_ROUTES } from './routes';

/** A route every one of whose rule's alternatives needs the Chinese site. */
const chineseOnly = (rule: (typeof AREA_ROUTES)[number]['rule']) => rule.length > 0 && rule.every((alt) => (alt as readonly string[]).includes('zh'));

describe('page budgets (web/budgets.ts)', () => {
  it('gives every route of the table one budget, and names no other path', () => {
    expect(PAGE_BUDGETS.map((b) => b.path).sort()).toEqual(AREA_ROUTES.map((r) => r.path).sort());
  });

  it('visits each page on every site it is shown on, as someone who may see it', () => {
    for (const route of AREA_ROUTES) {
      const budget = PAGE_BUDGETS.find((b) => b.path === route.path)!;
      const sites = [...new Set(budget.visits.map((v) => v.site))].sort();
      expect(sites, route.path).toEqual(chineseOnly(route.rule) ? ['zh'] : ['en', 'zh']);
    }
  });
});
