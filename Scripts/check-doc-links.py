#!/usr/bin/env python3
"""Checks every relative Markdown link and image of the given files: the file exists, and a
#fragment names a heading of it (GitHub's slug: lowercase, punctuation but '-' dropped, spaces
to '-', repeats numbered -1, -2 …)."""
import os, re, sys
def anchors(path):
    seen, out, fence = {}, set(), False
    for line in open(path, encoding='utf-8'):
        if line.startswith('```'):
            fence = not fence
        if fence or not re.match(r'#{1,6} ', line):
            continue
        text = re.sub(r'`', '', line.lstrip('#').strip())
        slug = re.sub(r'[^\w\- ]', '', text.lower()).replace(' ', '-')
        n = seen.get(slug, 0); seen[slug] = n + 1
        out.add(slug if n == 0 else f'{slug}-{n}')
    return out
bad = checked = 0
for md in sys.argv[1:]:
    fence = False
    for no, line in enumerate(open(md, encoding='utf-8'), 1):
        if line.startswith('```'):
            fence = not fence
        if fence:
            continue
        for target in re.findall(r'\]\(([^)\s]+)\)', line):
            if re.match(r'[a-z]+:', target):
                continue
            checked += 1
            path, _, frag = target.partition('#')
            full = os.path.normpath(os.path.join(os.path.dirname(md), path)) if path else md
            if not os.path.exists(full):
                print(f'{md}:{no}: {target}: no file {full}'); bad += 1
            elif frag and (not full.endswith('.md') or frag not in anchors(full)):
                print(f'{md}:{no}: {target}: no heading #{frag} in {full}'); bad += 1
print(f'{checked} links checked, {bad} broken')
sys.exit(1 if bad else 0)
