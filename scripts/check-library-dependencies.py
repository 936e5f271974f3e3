#!/usr/bin/env python3
"""Checks that no library product of the package depends on another package, but one.

The libraries (Trellis, SwiftUI, CoreGraphics, TrellisScene, TrellisRender,
TrellisPreview) have no dependencies;
swift-argument-parser is for the executables only. The one exception is TrellisSnapshotTesting,
whose module builds on Point-Free's swift-snapshot-testing (its `SnapshotTesting` product, and
nothing else). A macro target that a library reaches only under a package trait (SwiftUI's
TrellisMacros, under `Macros`, which builds swift-syntax) is no dependency of the library: it
runs in the compiler, and a client that switches the trait off builds none of it. The
`Combine` product is OpenCombine under Combine's module name (README, "Combine"): it may depend
on OpenCombine's three products, and the SwiftUI module reaches it only under the `Combine`
trait (a client that switches the trait off builds none of OpenCombine); the Trellis library
itself stays free of both. This follows each library product's targets through their target dependencies
(by `swift package dump-package`) and fails, naming the path, when one reaches a product of
another package that is not that exception.

    scripts/check-library-dependencies.py    # exit 1 and a line per offending path
"""
import json
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
package = json.loads(subprocess.run(
    ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True).stdout)
targets = {target["name"]: target for target in package["targets"]}
# (library product, product of another package) pairs that are allowed: TrellisSnapshotTesting
# re-exports swift-snapshot-testing's module (README, "Snapshot tests on Linux").
allowed = {("TrellisSnapshotTesting", "SnapshotTesting (package swift-snapshot-testing)")}
# The `Combine` product re-exports OpenCombine's modules.
allowed |= {("Combine", "%s (package OpenCombine)" % name) for name in ("OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation")}
# Targets another target may reach only under a trait: the `Combine` module, which `SwiftUI`
# re-exports under the `Combine` trait.
allowed_behind_trait = {"Combine"}


def behind_trait(kind, values):
    """Whether a dependency is a macro target of this package, or one of `allowed_behind_trait`,
    taken only under a trait."""
    condition = values[1] if len(values) > 1 and isinstance(values[1], dict) else {}
    return (kind in ("target", "byName") and values[0] in targets
            and (targets[values[0]]["type"] == "macro" or values[0] in allowed_behind_trait)
            and bool(condition.get("traits")))


def dependencies(name):
    """(kind, name) for each dependency of target `name`: kind "target" or "product"."""
    for dependency in targets[name].get("dependencies", []):
        (kind, values), = dependency.items()
        if behind_trait(kind, values):
            continue
        if kind == "product":
            yield "product", "%s (package %s)" % (values[0], values[1])
        elif values[0] in targets:  # "target", or "byName" naming a target of this package
            yield "target", values[0]
        else:  # "byName" naming a product of another package
            yield "product", values[0]


problems = []
for product in package["products"]:
    if "library" not in product["type"]:
        continue
    stack = [(name, [product["name"], name]) for name in product["targets"]]
    seen = set()
    while stack:
        name, path = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        for kind, dependency in dependencies(name):
            if kind == "product":
                if (product["name"], dependency) not in allowed:
                    problems.append(" -> ".join(path + [dependency]))
            else:
                stack.append((dependency, path + [dependency]))

for problem in problems:
    print("library product depends on another package: " + problem, file=sys.stderr)
sys.exit(1 if problems else 0)
