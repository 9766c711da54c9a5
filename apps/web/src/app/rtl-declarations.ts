import cssjanus from 'cssjanus';
import { compile, DECLARATION, type Element, type Middleware } from 'stylis';

/** A side word as cssjanus reads one: «left» in «margin-left» or «text-align:left», not in «lefty». */
const SIDE_WORD = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])/gi;
/** The shorthands whose four values run top, right, bottom, left (as cssjanus names them). */
const FOUR_VALUE_SHORTHAND = /(?:margin|padding|border-width|border-style|-color)$/;
const QUANTITY = /^(?:-?(?:\d*\.)?\d+[a-z%]*|inherit|auto)$/i;
const KEYWORD_OR_HEX = /^#?[\w-]+$/;

/** «margin:1px 2px 3px 4px» → «1px 4px 3px 2px», cssjanus's swap of four plain values; else undefined. */
function swappedQuarters(property: string, value: string): string | undefined {
  const parts = value.split(' ');
  if (parts.length !== 4 || !FOUR_VALUE_SHORTHAND.test(property)) return undefined;
  const plain = /(?:margin|padding|width)$/.test(property) ? QUANTITY : KEYWORD_OR_HEX;
  if (!parts.every((part) => plain.test(part))) return undefined;
  const [top, right, bottom, left] = parts;
  return `${top} ${left} ${bottom} ${right}`;
}

/** A quantity as cssjanus reads one: a signed number with a unit or a name after it, or inherit, auto. */
const QUANTITY_SOURCE =
  '-?(?:[0-9]*\\.[0-9]+|[0-9]+)(?:\\s*(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)|-?[_a-z][_a-z0-9-]*)?|inherit|auto';
/** The last translateX(…) and translate(…) of a transform, the ones cssjanus's greedy patterns negate. */
const LAST_TRANSLATE_X = new RegExp(`^(.*)(translateX\\s*\\(\\s*)(${QUANTITY_SOURCE})(\\s*\\))`, 'i');
const LAST_TRANSLATE = new RegExp(
  `^(.*)(translate\\s*\\(\\s*)(${QUANTITY_SOURCE})((?:\\s*,\\s*(?:${QUANTITY_SOURCE})){0,2}\\s*\\))`,
  'i',
);
/** A box shadow's first offset, after an optional «inset». */
const FIRST_SHADOW_OFFSET = new RegExp(`^(\\s*(?:inset\\s*)?)(${QUANTITY_SOURCE})`, 'i');
/** What only cssjanus's other patterns read: a side word, a token, comment or escape, a cursor, text beyond ASCII. */
const BEYOND_SHADOW_AND_TRANSLATE = /left|right|`|noflip|\/\*|\\|resize|direction|[^\x20-\x7e]/i;

/** cssjanus's sign flip: «12px» ↔ «-12px», a zero as it is. */
const flipSign = (quantity: string) =>
  Number.parseFloat(quantity) === 0
    ? quantity
    : quantity.startsWith('-')
      ? quantity.slice(1)
      : `-${quantity}`;

/** A translation call with its first argument's sign flipped. */
const negatedCall = (_: string, before: string, call: string, offset: string, after: string) =>
  `${before}${call}${flipSign(offset)}${after}`;

/**
 * A transform's translations and a box shadow's first offset, mirrored as cssjanus mirrors them, without
 * its forty-odd patterns: compiling them on a page's first mirrored rule held a phone's first commit
 * (issue 23's profile); undefined for any other declaration.
 */
function mirroredShadowOrTranslate(property: string, value: string): string | undefined {
  if (BEYOND_SHADOW_AND_TRANSLATE.test(value)) return undefined;
  if (property === 'box-shadow')
    return value.replace(FIRST_SHADOW_OFFSET, (_, inset: string, offset: string) => inset + flipSign(offset));
  if (!property.endsWith('transform')) return undefined;
  return value.replace(LAST_TRANSLATE_X, negatedCall).replace(LAST_TRANSLATE, negatedCall);
}

/** A value without what its calls hold, nested calls too: «radial-gradient(…), url(…) 20%» → «radial-gradient, url 20%». */
function outsideCalls(value: string): string {
  let outside = value;
  for (let previous = ''; previous !== outside; ) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)/g, '');
  }
  return outside;
}

/** A shadow's first offset, which cssjanus negates (a zero stays as it is). */
const firstOffset = (value: string) => Number.parseFloat(value.replace(/^\s*inset\s*/, ''));

/**
 * Whether a declaration needs cssjanus's own patterns (cssjanus.js), each read off the pattern it needs: a
 * direction, a resize cursor, a four-value shorthand of other values, radii of several values, a
 * background's position, an offset shadow, a translation by a length, a side word beside parentheses, a
 * comment. A side word alone is swapped without it; any other declaration cssjanus leaves as it is.
 */
function needsCssjanus(property: string, value: string): boolean {
  const values = value
    .replace(/\([^)]*\)/g, '()')
    .trim()
    .split(/\s+/).length;
  return (
    /`|noflip/i.test(value) ||
    (/[()]/.test(value) && /left|right/i.test(value)) ||
    property === 'direction' ||
    /resize/i.test(value) ||
    (FOUR_VALUE_SHORTHAND.test(property) && values >= 4) ||
    (property === 'border-radius' && (values >= 2 || value.includes('/'))) ||
    // A percentage inside a call (a gradient's stop or centre) is not a position: cssjanus keeps it.
    (property.startsWith('background') && /%|left|right/i.test(outsideCalls(value))) ||
    (property === 'box-shadow' && Boolean(firstOffset(value))) ||
    (property === 'text-shadow' && /[1-9]/.test(value)) ||
    (property.endsWith('transform') && /translatex?\(\s*(?:-?[\d.]|inherit|auto)/i.test(value))
  );
}

/** Flipped declarations by their text: most are written by many rules (`padding:0 16px 0 8px;`). */
const flipped = new Map<string, string>();

function flip(declaration: string): string {
  const colon = declaration.indexOf(':');
  const property = declaration.slice(0, colon).toLowerCase();
  const value = declaration.slice(colon + 1, -1);
  const quarters = swappedQuarters(property, value);
  if (quarters) return `${declaration.slice(0, colon + 1)}${quarters};`;
  const mirrored = mirroredShadowOrTranslate(property, value);
  if (mirrored !== undefined) return `${declaration.slice(0, colon + 1)}${mirrored};`;
  if (!needsCssjanus(property, value)) {
    return declaration.replace(SIDE_WORD, (_, before: string, side: string) =>
      side.toLowerCase() === 'left' ? `${before}right` : `${before}left`,
    );
  }
  let result = flipped.get(declaration);
  if (result === undefined) {
    // cssjanus reads whole style sheets: a declaration is read in a rule of its own, and its answer as
    // stylis writes it («3px / 6px» is «3px/6px»).
    const [rule] = compile(cssjanus.transform(`a{${declaration}}`));
    result = ((rule?.children as Element[] | undefined)?.[0]?.value ?? declaration) as string;
    flipped.set(declaration, result);
  }
  return result;
}

/**
 * Emotion's right-to-left mirroring (MUI's RTL setup), one declaration at a time. stylis-plugin-rtl hands
 * cssjanus each rule, selector and all, and parses its answer again; cssjanus's first call on a page also
 * compiles its forty-odd patterns, and on a phone the two were half of the first commit's longest task
 * (issue 23's profile). Here a declaration is mirrored only when it names a side or holds one of the
 * shapes cssjanus flips, and cssjanus reads only the few that need it; the output is stylis-plugin-rtl's
 * (rtl-declarations.test.tsx). Runs before the prefixer, which reads the new text.
 */
export const rtlDeclarations: Middleware = (element) => {
  if (element.type !== DECLARATION) return;
  const declaration = flip(element.value);
  if (declaration === element.value) return;
  const colon = declaration.indexOf(':');
  element.value = declaration;
  element.props = declaration.slice(0, colon);
  element.children = declaration.slice(colon + 1, -1);
  element.length = colon;
};
