#!/usr/bin/env python3
"""Checks that docs/architecture.md names every folder it promises to: each target under
Sources/ and Tests/, and each folder of the Trellis library (Sources/Trellis/ and its Engine/).

The page's folder list ("The folders") is a code block of `name/` entries; a folder that exists
and is not among them fails the check, named, so a new feature's folder is described when it
lands (three folders once went unlisted for several rounds).

    scripts/check-architecture.py    # exit 1 and a line per folder the page does not name
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
page = (root / "docs" / "architecture.md").read_text()
listing = page.split("## The folders", 1)[-1]
named = set(re.findall(r"^\s*([A-Za-z_][\w.]*(?:/[\w.]+)*)/(?:[ \t]|$)", listing, re.MULTILINE))


def folders(path: pathlib.Path):
    return sorted(p.name for p in path.iterdir() if p.is_dir() and not p.name.startswith("."))


missing = []
for top in ("Sources", "Tests"):
    for name in folders(root / top):
        if f"{top}/{name}" not in named:
            missing.append(f"{top}/{name}/")
for name in folders(root / "Sources" / "Trellis"):
    if name not in named:
        missing.append(f"Sources/Trellis/{name}/")
for name in folders(root / "Sources" / "Trellis" / "Engine"):
    if name not in named:
        missing.append(f"Sources/Trellis/Engine/{name}/")

for path in missing:
    print(f"docs/architecture.md does not name {path}: add it to \"The folders\" with what it holds")
sys.exit(1 if missing else 0)
