"""Text clean-up shared by the readers: Persian letters, digits, half-spaces; notes split off; headings."""
import re

PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹'
ZWNJ = '\u200c'


def persian_digits(s):
    s = re.sub(r'[٠-٩]', lambda m: PERSIAN_DIGITS['٠١٢٣٤٥٦٧٨٩'.index(m.group())], s)
    return re.sub(r'[0-9]', lambda m: PERSIAN_DIGITS[int(m.group())], s)


def latin_digits(s):
    return re.sub(r'[۰-۹٠-٩]', lambda m: str(('۰۱۲۳۴۵۶۷۸۹'.find(m.group()) + 1 or '٠١٢٣٤٥٦٧٨٩'.find(m.group()) + 1) - 1), s)


def clean(s):
    """ی/ک, Persian digits, half-spaces tidied, spaces collapsed (line breaks kept)."""
    s = s.replace('ي', 'ی').replace('ى', 'ی').replace('ك', 'ک').replace('\u00a0', ' ')
    s = s.replace('\u200f', '').replace('\u200e', '').replace('\ufeff', '')
    s = persian_digits(s)
    # A half-space next to a space is a stray one: the space stays.
    s = re.sub(r' +\u200c+|\u200c+ +', ' ', s)
    s = re.sub(r'\u200c+', ZWNJ, s)
    # A half-space never starts or ends a word.
    s = re.sub(r'(^|[\s\(«\[])\u200c+', r'\1', s, flags=re.M)
    s = re.sub(r'\u200c+(?=$|[\s\.،؛:\)»\]\-–])', '', s, flags=re.M)
    # The verb prefix «می»/«نمی» is joined with a half-space, as the official text writes it.
    s = re.sub(r'(?<![\w\u200c])(ن?می) (?=[آ-ی])', '\\1' + ZWNJ, s)
    s = re.sub(r'[ \t]+', ' ', s)
    s = re.sub(r' *\n *', '\n', s)
    s = re.sub(r'\n{2,}', '\n', s)
    return s.strip()


NOTE_START = re.compile(r'^تبصره(?:\s*(?:[۰-۹]+|\([^)]{0,40}\)|یک|دو|سه|چهار|پنج|واحده))*\s*[-–ـ:]+\s*')
INLINE_NOTE = re.compile(r'(?<=[\.؛:])\s+(?=تبصره(?:\s*(?:[۰-۹]+|\([^)]{0,40}\)))*\s*[-–ـ:])')


def split_notes(text):
    """The article's own text and its notes (تبصره), each note a line of its own in the law."""
    text = INLINE_NOTE.sub('\n', text)
    body, notes = [], []
    for line in text.split('\n'):
        m = NOTE_START.match(line)
        if m:
            label = re.sub(r'\s*[-–ـ:]+\s*$', '', m.group()).strip()
            label = re.sub(r'\s+', ' ', label)
            notes.append({'label': label, 'text': line[m.end():].strip()})
        elif notes:
            notes[-1]['text'] += '\n' + line
        else:
            body.append(line)
    return '\n'.join(body).strip(), notes


# The source sites' own lines: a page's title («مشاهده متن قانون»), adverts («کتاب الکترونیک … را از اینجا
# دریافت کنید») and links to other pages («… را نیز می‌توانید از اینجا مشاهده نمایید.»). None is the law's.
SITE_LINE = re.compile(r'^مشاهده متن قانون$|از اینجا (?:دریافت|دانلود) کنید|از اینجا مشاهده (?:نمایید|کنید)')
SITE_SENTENCE = re.compile(r'(?<=[\.:؛])\s*[^\.:؛\n]*از اینجا مشاهده (?:نمایید|کنید)\.?')


def is_site_line(line):
    return bool(SITE_LINE.search(line))


def without_site_sentences(text):
    """The text without a trailing sentence that points the reader to another page of the site."""
    return SITE_SENTENCE.sub('', text).strip()


HEADING = re.compile(r'^(کتاب|جلد|قسمت|باب|فصل|مبحث|بخش|مقدمه)(\s|$|[-–:])')
LEVEL = {'جلد': 0, 'کتاب': 1, 'قسمت': 2, 'بخش': 2, 'باب': 3, 'فصل': 4, 'مبحث': 5, 'مقدمه': 1}


def heading_level(line):
    m = HEADING.match(line)
    return LEVEL[m.group(1)] if m else None


def push_heading(stack, title):
    """The heading path after `title` opens: it replaces headings of its level and below."""
    level = heading_level(title)
    if level is None:
        level = 6
    kept = [h for h in stack if (heading_level(h) if heading_level(h) is not None else 6) < level]
    return kept + [title]


def compare_key(s):
    """What two copies of one article must share: letters and digits only, in one spelling."""
    s = latin_digits(clean(s))
    s = s.replace('ة', 'ه').replace('ۀ', 'ه').replace('أ', 'ا').replace('إ', 'ا').replace('ؤ', 'و').replace('ئ', 'ی').replace('آ', 'ا')
    s = re.sub(r'[\u064B-\u065F\u0670]', '', s)
    return re.sub(r'[^\w]|_', '', s)
