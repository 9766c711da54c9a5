// axe-core on every screen a journey photographs, at both widths. Serious and critical violations fail
// the run (printed with the screen, the rule and the offending nodes); the rest are only counted.
import { AxeBuilder } from '@axe-core/playwright';

const BLOCKING = new Set(['serious', 'critical']);
const found = [];

/** Runs axe on what the page shows now and remembers the blocking violations under `screen`. */
export async function checkAccessibility(page, screen) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    found.push({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    });
  }
}

/** The blocking violations seen so far, one line each. */
export function accessibilityReport() {
  return found.map((v) => `${v.screen}: ${v.impact} ${v.rule} (${v.help}) at ${v.targets.join(' | ')}`);
}
