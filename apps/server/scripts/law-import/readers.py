"""Readers of the sources: Python literals (parsed, never run), the sqlite table, page copies, markdown copies."""
import ast
import io
import re
import sqlite3
import subprocess
import tarfile
import tempfile

from text import HEADING, clean, latin_digits, push_heading

MIRRORS = '/work/.mirror'


def git_show(repo, commit, path):
    return subprocess.run(
        ['git', f'--git-dir={MIRRORS}/{repo.replace("/", "+")}/repo', 'show', f'{commit}:{path}'],
        capture_output=True, check=True).stdout


def python_literals(repo, commit, path):
    """The module-level NAME = literal assignments of a Python file, parsed with ast.literal_eval."""
    tree = ast.parse(git_show(repo, commit, path).decode('utf-8'))
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                out[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return out


def sqlite_rows(repo, commit, path, query):
    with tempfile.NamedTemporaryFile(suffix='.sqlite') as f:
        f.write(git_show(repo, commit, path))
        f.flush()
        return sqlite3.connect(f.name).execute(query).fetchall()


def archive_files(repo, commit, path, folder):
    """{file name: text} of the .txt page copies in one folder of the tar.gz archive."""
    data = git_show(repo, commit, path)
    out = {}
    with tarfile.open(fileobj=io.BytesIO(data), mode='r:gz') as tar:
        for member in tar.getmembers():
            name = member.name.lstrip('./')
            if member.isfile() and name.startswith(folder + '/') and name.endswith('.txt'):
                out[name[len(folder) + 1:]] = tar.extractfile(member).read().decode('utf-8')
    return out


ARTICLE_LINE = re.compile(r'^\**\u200c*\**\s*ماده\s*([0-9۰-۹]+(?:\s*مکرر(?:\s*[0-9۰-۹]+)?)?)\s*\**\s*(?:[-–ـ:.]+\s*\**\s*|$)(.*)$')
RANGE_LINE = re.compile(r'\(\s*[0-9۰-۹]+(?:\s*-\s*[0-9۰-۹]+)?\s*\)\s*$')


def number_of(raw):
    return clean(re.sub(r'\s+', ' ', raw).strip())


def parse_page(text):
    """A novinlaw page copy: (url, [(number, text, heading path)]). Site menus, the related-rulings lists
    and the trailing chapter menu are left out."""
    lines = text.split('\n')
    url = None
    title = clean(RANGE_LINE.sub('', lines[1]).strip()) if len(lines) > 1 else ''
    for line in lines[:6]:
        m = re.search(r'لینک:\s*(\S+)', line)
        if m:
            url = m.group(1)
    articles, headings, current, started, skipping = [], [], None, False, False
    for raw in lines:
        line = raw.replace('\u200c', '\u200c').strip()
        if not line:
            skipping = False
            continue
        if line.startswith('____') or re.match(r'^-?\s*ر[اأ]ی وحدت رویه مرتبط', line):
            skipping = True
            continue
        if skipping:
            if re.match(r'^- ر[اأ]ی وحدت رویه', line) or line.startswith('شماره'):
                continue
            skipping = False
        m = ARTICLE_LINE.match(line.lstrip('\u200c'))
        if m:
            started = True
            current = [number_of(m.group(1)), [m.group(2)] if m.group(2) else [], list(headings)]
            articles.append(current)
            continue
        plain = line.lstrip('\u200c')
        if started and RANGE_LINE.search(plain) and len(plain) < 150 and not plain.endswith('.'):
            break  # the chapter menu after the last article
        parts = [p.strip() for p in plain.split(' / ')]
        if len(plain) < 150 and HEADING.match(clean(parts[-1])) and not plain.endswith('.'):
            headings = [clean(p) for p in parts if HEADING.match(clean(p)) and clean(p) != title]
            current = None
            continue
        if current is not None:
            current[1].append(plain)
    return url, [(n, clean('\n'.join(t)), ([title] if title else []) + h) for n, t, h in articles]


MD_HEADINGS = set()


def parse_markdown(text):
    """A markdown copy (ekhtebar and others): [(number, text, heading path)] from its «**ماده n-**» lines."""
    articles, headings, current = [], [], None
    for raw in text.split('\n'):
        line = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', raw.strip())
        if not line:
            continue
        bare = re.sub(r'^#+\s*', '', line).replace('**', '').strip()
        m = ARTICLE_LINE.match(line.replace('**', '').lstrip('\u200c').strip())
        if m:
            current = [number_of(m.group(1)), [m.group(2)] if m.group(2) else [], list(headings)]
            articles.append(current)
            continue
        if line.startswith(('* * *', '######', '---')):
            current = None
            continue
        if line.startswith(('*   [', '[', '!', '|', 'URL Source', 'Title:', 'Published', 'Markdown')):
            if current is not None and line.startswith(('*   [', '[!')):
                current = None
            continue
        if line.startswith('#') and len(bare) < 120:
            MD_HEADINGS.add(clean(bare))
        if len(bare) < 120 and HEADING.match(clean(bare)) and not bare.endswith('.'):
            headings = push_heading(headings, clean(bare))
            current = None
            continue
        if current is not None:
            current[1].append(bare)
    return [(n, clean('\n'.join(t)), h) for n, t, h in articles]


def slug_number(number):
    """«۲۱۸ مکرر» → 218-bis (as the contract's articleSlugOf)."""
    latin = latin_digits(number)
    m = re.match(r'^(\d+)(?:\s*مکرر\s*(\d+)?)?$', latin)
    if not m:
        return re.sub(r'[^0-9a-z]+', '-', latin.lower()).strip('-')
    if 'مکرر' not in latin:
        return m.group(1)
    return f'{m.group(1)}-bis-{m.group(2)}' if m.group(2) else f'{m.group(1)}-bis'
