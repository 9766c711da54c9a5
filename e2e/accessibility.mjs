// axe-core on every screen a journey reaches: at both widths where it is photographed, at the width it is
// seen otherwise, with all of axe's default rules (not a subset of tags: best practices such as a label
// that contradicts the visible text count too). Serious and critical violations fail the run (printed with
// the screen, the rule and the offending nodes); the rest are only counted.
import { AxeBuilder } from '@axe-core/playwright';

const BLOCKING = new Set(['serious', 'critical']);
const found = [];
const checked = new Set();
const counts = { runs: 0, minor: 0 };

/**
 * Runs axe on what the page shows now and remembers the blocking violations under `screen`; `key`, the
 * screen as checkAccessibilityOnce names it, is then counted as checked.
 */
export async function checkAccessibility(page, screen, key = screen) {
  checked.add(key);
  counts.runs++;
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) {
      counts.minor++;
      continue;
    }
    found.push({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      // What axe measured on the first node, such as the two colours and their contrast.
      finding: violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.all[0]?.message ?? '',
    });
  }
}

/** axe on a screen reached without a photograph, unless this run has checked that screen already. */
export async function checkAccessibilityOnce(page, key) {
  if (!checked.has(key)) await checkAccessibility(page, key);
}

/** How many times axe ran, and how many moderate or minor violations it found (they do not fail the run). */
export const accessibilityCounts = () => ({ ...counts });

/** The blocking violations seen so far, one line each. */
export function accessibilityReport() {
  return found.map(
    (v) => `${v.screen}: ${v.impact} ${v.rule} (${v.help}) at ${v.targets.join(' | ')}; ${v.finding}`,
  );
}
