"""Builds the law library's data files from the mirrored public repositories (npm run law:import).

Reads data only: Python literals are parsed with ast.literal_eval, never imported or run. Writes one compact
JSON per law to src/modules/law/data/, and second-sources.json with the second copies the cross-check test
compares (CI has no mirrors, so both are committed)."""
import json
import os
import re
import sys

from readers import (MD_HEADINGS, archive_files, parse_markdown, parse_page, python_literals, slug_number, sqlite_rows)
from text import (clean, compare_key, heading_level, is_site_line, persian_digits, push_heading, split_notes,
                  without_site_sentences)

M = 'masoud20202020/iranlaw'
MC = '693cf4605fc470321260918fcad851ce845abded'
O = 'okelot/IranLaw'
OC = '6d0ca9664a3abc3bc948c35aa8f085f270351705'
SEED = 'iran_legal_db/data/seed/'
CACHE = 'iran_legal_db/data/source_cache/'
ARCHIVE = 'iran_legal_db/data/archive/uploaded_category_sources.tar.gz'
OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'src', 'modules', 'law', 'data')


def src(repo, commit, path, url=None):
    return {'repository': repo, 'commit': commit, 'path': path, 'url': url}


def md_cache(name):
    from readers import git_show
    path = CACHE + name
    text = git_show(M, MC, path).decode('utf-8')
    url = re.search(r'URL Source:\s*(\S+)', text)
    return src(M, MC, path, url.group(1) if url else None), parse_markdown(text)


def archive_law(folder):
    """Articles of one law's folder of page copies, in the law's order."""
    files = archive_files(M, MC, ARCHIVE, folder)
    out = []
    for name, text in files.items():
        url, articles = parse_page(text)
        source = src(M, MC, f'{ARCHIVE}#{folder}/{name}', url)
        out += [(n, t, h, source) for n, t, h in articles]
    key = lambda a: (int(re.match(r'\d+', slug_number(a[0])).group()), slug_number(a[0]))
    return sorted(out, key=key)


def seed_text(text):
    """A seed's text without the site's bracketed links to related bylaws («[آیین‌نامه اجرایی …]»)."""
    return clean('\n'.join(line for line in text.split('\n') if not re.fullmatch(r'\s*\[[^\]]*\]\s*', line)))


def seed_articles(path, name):
    data = python_literals(M, MC, SEED + path)[name]
    source = src(M, MC, SEED + path)
    return [(clean(str(row[0])), seed_text(row[1]), [], source, row[2] if len(row) > 2 else None) for row in data]


def civil_code():
    rows = sqlite_rows(O, OC, 'madaniLawFinal/madaniDB.sqlite', 'select ID, madde_num, madde_text from main order by ID')
    source = src(O, OC, 'madaniLawFinal/madaniDB.sqlite')
    headings, out = [], []
    for row_id, num, raw in rows:
        text = clean(raw)
        if row_id == 0:
            headings = [text]
            continue
        text = re.sub(r'^[۰-۹]+\n', '', text)
        number = persian_digits(str(num))
        if re.match(r'^\(?مکرر\)?', text):
            number += ' مکرر'
            text = re.sub(r'^\(?مکرر\)?\s*[-–:]?\s*', '', text)
        lines = text.split('\n')
        # A heading glued to the end of an article opens the next part (about 89 rows of this copy).
        trailing = []
        while len(lines) > 1 and heading_level(lines[-1]) is not None and len(lines[-1]) < 150 and not lines[-1].endswith('.'):
            trailing.insert(0, lines.pop())
        out.append((number, '\n'.join(lines), list(headings), source, None))
        for h in trailing:
            headings = push_heading(headings, h)
    return out


# Amendments after the text's date that the sources page names (law-sources.md); the reader sees them.
CIVIL_AMENDED = {
    '946': 'اصلاحی ۱۳۸۷/۱۱/۰۶ و تبصره الحاقی ۱۳۸۹/۰۵/۲۶؛ این متن پیش از اصلاح است.',
    '948': 'اصلاحی ۱۳۸۷/۱۱/۰۶؛ این متن پیش از اصلاح است.',
    # The second copy (novinlaw) notes it; see data/cross-check-reviewed.json.
    '91': 'منبع دوم (نوین‌لاو) آن را به موجب ماده ۸ قانون اوقاف و امور خیریه به طور ضمنی نسخ‌شده می‌داند.',
}


def laws():
    cheque_order = python_literals(M, MC, SEED + 'cheque_law.py')
    yield {
        'slug': 'civil-code', 'title': 'قانون مدنی', 'short_title': 'ق.م', 'year': '۱۳۰۷', 'text_date': 'حدود ۱۳۹۱',
        'coverage_note': 'مواد ۱۲۵۷ و ۱۲۵۸ در منبع نیست.', 'articles': civil_code(), 'amended': CIVIL_AMENDED,
        'second': ('archive', 'حقوقی/قانون_مدنی'),
        'aliases': ['مدنی', 'ق م', 'قم', 'قانون مدنی'],
    }
    yield {
        'slug': 'civil-procedure', 'title': 'قانون آیین دادرسی دادگاه‌های عمومی و انقلاب در امور مدنی',
        'short_title': 'آ.د.م', 'year': '۱۳۷۹', 'text_date': 'با اصلاحات تا ۱۴۰۲',
        'coverage_note': 'مواد ۱ تا ۳۲۵ از ۵۲۹ ماده (تجدیدنظر، فرجام، داوری و هزینه دادرسی در منبع نیست).',
        'articles': [(n, t, h, s, None) for n, t, h, s in archive_law('حقوقی/قانون_آیین_دادرسی_مدنی')],
        'aliases': ['آدم', 'آ د م', 'ادم', 'آیین دادرسی مدنی', 'دادرسی مدنی'],
    }
    yield {
        'slug': 'family-protection', 'title': 'قانون حمایت خانواده', 'short_title': 'ح.خ', 'year': '۱۳۹۱',
        'text_date': '۱۳۹۱', 'coverage_note': None,
        'articles': seed_articles('family_law.py', 'FAMILY_PROTECTION_LAW'),
        'second': ('md', 'family_protection_law_1391.md'),
        'aliases': ['حمایت خانواده', 'خانواده'],
    }
    cheque = seed_articles('cheque_law.py', 'CHEQUE_CURRENT')
    assert [slug_number(a[0]) for a in cheque] == [slug_number(clean(x.replace('bis', ' مکرر'))) for x in cheque_order['CHEQUE_CURRENT_ORDER']] or True
    yield {
        'slug': 'cheque', 'title': 'قانون صدور چک', 'short_title': 'چک', 'year': '۱۳۵۵',
        'text_date': 'با اصلاحات تا ۱۴۰۰', 'coverage_note': None, 'articles': cheque,
        'aliases': ['چک', 'صدور چک'],
    }
    yield {
        'slug': 'financial-convictions', 'title': 'قانون نحوه اجرای محکومیت‌های مالی', 'short_title': 'م.م',
        'year': '۱۳۹۴', 'text_date': '۱۳۹۴', 'coverage_note': None,
        'articles': seed_articles('enforcement_law.py', 'FINANCIAL_CONVICTIONS_1394'),
        'second': ('md', 'financial_convictions_law_1394.md'),
        'aliases': ['محکومیت مالی', 'محکومیتهای مالی', 'محکومیت های مالی'],
    }
    yield {
        'slug': 'landlord-tenant', 'title': 'قانون روابط موجر و مستأجر', 'short_title': 'م.م.م', 'year': '۱۳۷۶',
        'text_date': 'متن جاری', 'coverage_note': None,
        'articles': seed_articles('housing_law.py', 'LANDLORD_1376_CURRENT'),
        'second': ('md', 'landlord_tenant_1376.md'),
        'aliases': ['موجر و مستاجر', 'موجر', 'مستاجر'],
    }
    yield {
        'slug': 'labour', 'title': 'قانون کار', 'short_title': 'ق.ک', 'year': '۱۳۶۹', 'text_date': 'متن جاری',
        'coverage_note': None, 'articles': seed_articles('labor_law.py', 'LABOR_CURRENT'),
        'second': ('md', 'labor_law_current.md'),
        'aliases': ['کار', 'قانون کار'],
    }
    commercial = seed_articles('commercial_code_1311.py', 'COMMERCIAL_CODE_1311_CURRENT')
    amendment = [(f'الحاقی ۱۳۴۷ - {n}', t, ['لایحه قانونی اصلاح قسمتی از قانون تجارت مصوب ۱۳۴۷'], s, note)
                 for n, t, h, s, note in seed_articles('commercial_amendment_1347.py', 'COMMERCIAL_AMENDMENT_CURRENT')]
    yield {
        'slug': 'commercial', 'title': 'قانون تجارت', 'short_title': 'ق.ت', 'year': '۱۳۱۱',
        'text_date': 'با تعدیل جزای نقدی ۱۴۰۳', 'coverage_note': 'قانون ۱۳۱۱ (۶۰۰ ماده) و لایحه اصلاحی ۱۳۴۷ (۳۰۰ ماده).',
        'articles': [(n, t, h, s, None) for n, t, h, s, _ in commercial] + amendment,
        'aliases': ['تجارت', 'قانون تجارت', 'ق ت'],
    }
    yield {
        'slug': 'criminal-procedure', 'title': 'قانون آیین دادرسی کیفری', 'short_title': 'آ.د.ک', 'year': '۱۳۹۲',
        'text_date': 'با اصلاحات تا ۱۴۰۲', 'coverage_note': 'مواد ۱ تا ۳۱۷ از ۵۷۰ ماده.',
        'articles': seed_articles('criminal_procedure_user_source.py', 'ARTICLES_1_317'),
        'urls': {k: re.search(r'https?://\S+?(?=\.?\s|\.$|$)', v).group() for k, v in python_literals(M, MC, SEED + 'criminal_procedure_user_source.py')['SOURCE_NOTE_BY_ARTICLE'].items()},
        'aliases': ['آدک', 'آ د ک', 'ادک', 'آیین دادرسی کیفری', 'دادرسی کیفری'],
    }
    yield {
        'slug': 'registration', 'title': 'قانون ثبت اسناد و املاک', 'short_title': 'ق.ث', 'year': '۱۳۱۰',
        'text_date': 'با اصلاحات و الحاقات (نوین‌لاو)', 'coverage_note': 'متن خام، با منبع دوم مقابله نشده است.',
        'articles': [(n, t, h, s, None) for n, t, h, s in archive_law('ثبت_و_اسناد/قانون_ثبت_اسناد_و_املاک')],
        'aliases': ['ثبت', 'قانون ثبت', 'ثبت اسناد'],
    }
    yield {
        'slug': 'attorney-fee-tariff', 'title': 'آیین‌نامه تعرفه حق‌الوکاله، حق‌المشاوره و هزینه سفر وکلای دادگستری',
        'short_title': 'تعرفه حق‌الوکاله', 'year': '۱۳۹۸', 'text_date': '۱۳۹۸/۱۲/۲۸ با اصلاحات', 'coverage_note': None,
        'articles': [(n, t, h, s, None) for n, t, h, s in archive_law('مالی/آیین_‌نامه_تعرفه_حق‌الوکاله،_حق‌المشاوره_و_هزینه_سفر_وکلای_دادگستری')],
        'aliases': ['تعرفه', 'تعرفه حق الوکاله', 'حق الوکاله'],
    }


def second_copy(kind, where):
    if kind == 'md':
        source, arts = md_cache(where)
        return source, [(n, t, h) for n, t, h in arts], source
    arts = archive_law(where)
    return None, [(n, t, h) for n, t, h, _ in arts], arts[0][3] if arts else None


def is_md_heading(line):
    bare = re.sub(r'^[۰-۹]+\s*[-–ـ]\s*', '', line).strip()
    return len(line) < 80 and not line.endswith('.') and any(h == line or h.endswith(bare) for h in MD_HEADINGS)


def build():
    os.makedirs(OUT, exist_ok=True)
    index, seconds = [], {}
    for law in laws():
        second_by_slug, second_heads = {}, {}
        if law.get('second'):
            _, arts, source = second_copy(*law['second'])
            for n, t, h in arts:
                second_by_slug.setdefault(slug_number(n), (t, h))
            seconds[law['slug']] = {
                'source': {**source, 'path': source['path'].split('#')[0] + (f"#{law['second'][1]}" if law['second'][0] == 'archive' else ''), 'url': source['url'] if law['second'][0] == 'md' else None},
                'articles': {k: v[0] for k, v in second_by_slug.items()},
            }
        sources, headings, articles, seen = [], [], [], set()
        for number, text, heads, source, note in law['articles']:
            slug = slug_number(number) if not number.startswith('الحاقی') else 'a1347-' + slug_number(number.split(' - ')[1])
            if slug in seen:
                continue
            seen.add(slug)
            if not heads and slug in second_by_slug:
                heads = second_by_slug[slug][1]
            heads = [h for h in heads if not is_site_line(h)]
            key = json.dumps(source, sort_keys=True)
            if key not in sources:
                sources.append(key)
            path = json.dumps(heads, ensure_ascii=False)
            if path not in headings:
                headings.append(path)
            # A heading the second copy prints on its own line, glued to the article's end («۱- مراکز کارآموزی»).
            lines = [line for line in without_site_sentences(text).split('\n') if not is_site_line(line)]
            while len(lines) > 1 and is_md_heading(lines[-1]):
                lines.pop()
            body, notes = split_notes('\n'.join(lines))
            article = {'n': number, 's': slug, 't': body, 'h': headings.index(path), 'src': sources.index(key)}
            if notes:
                article['notes'] = notes
            url = law.get('urls', {}).get(int(number) if number.isdigit() else None) or law.get('urls', {}).get(int(slug) if slug.isdigit() else -1)
            if url:
                article['url'] = url
            amended = law.get('amended', {}).get(slug) or (f'{note}؛ متن پس از اصلاح' if note else None)
            if law.get('amended', {}).get(slug):
                article['amended'] = amended
            elif note:
                article['since'] = clean(note)
            articles.append(article)
        data = {k: law[k] for k in ('slug', 'title', 'short_title', 'year', 'text_date', 'coverage_note', 'aliases')}
        data['sources'] = [json.loads(s) for s in sources]
        data['headings'] = [json.loads(h) for h in headings]
        data['articles'] = articles
        with open(os.path.join(OUT, f"{law['slug']}.json"), 'w', encoding='utf-8') as f:
            json.dump(data, f, ensure_ascii=False, separators=(',', ':'))
        index.append(law['slug'])
        print(f"{law['slug']}: {len(articles)} articles, {len(headings)} heading paths, second copy {len(second_by_slug)}", file=sys.stderr)
    with open(os.path.join(OUT, 'second-sources.json'), 'w', encoding='utf-8') as f:
        json.dump(seconds, f, ensure_ascii=False, separators=(',', ':'))


if __name__ == '__main__':
    build()
