#!/usr/bin/env python3
"""Lists public declarations in Sources/ that have no `///` doc comment right above them.

Exit status 1 when any is found. Attributes (`@inlinable`, `@frozen`…) between the comment
and the declaration are allowed.
"""
import pathlib
import re
import sys

DECL = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:nonisolated|final|static|override|mutating|prefix|postfix|indirect|convenience|required)\s+)*public\s")
root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
missing = []
for path in sorted(root.rglob("*.swift")):
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        if not DECL.match(line):
            continue
        j = i - 1
        while j >= 0 and re.match(r"^\s*@[A-Za-z_]", lines[j]):
            j -= 1
        if j < 0 or not lines[j].strip().startswith("///"):
            missing.append(f"{path.relative_to(root.parent)}:{i + 1}: {line.strip()}")
for entry in missing:
    print(entry)
if missing:
    print(f"{len(missing)} public declaration(s) without a doc comment", file=sys.stderr)
    sys.exit(1)
