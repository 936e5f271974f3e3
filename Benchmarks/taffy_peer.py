#!/usr/bin/env python3
"""The peer for trellis-bench: the same tree shapes laid out by Taffy (the Rust flexbox/grid
engine), through the `stretchable` package from PyPI.

Flex rows stand for HStacks and flex columns for VStacks; leaves are 10x10 and do not shrink;
containers are sized to their content and have an 8-point gap (the default spacing between
plain views in a Trellis stack). (d) gives its leaves flex-grow: 1 in a root 1024 wide; (e) is
a wrapping row 1024 wide. (f) has no Taffy counterpart (Taffy has no text) and is skipped.

Only Taffy's layout call (`node_compute_layout`, the Rust entry point that stretchable's
`Node.compute_layout` wraps, without its Python walk over the results) is timed; trees are
built with stretchable's low-level `taffylib` calls, one style dictionary shared by all leaves,
which keeps building the 88,573-node tree to a few seconds.

    python3 Benchmarks/taffy_peer.py [--quick] [--tree a,b,...] [--depth N] [--json]
    python3 Benchmarks/taffy_peer.py --tree c --cold-runs N   # for callgrind, see count.sh
"""

import argparse
import json
import statistics
import sys
import time

from stretchable import taffylib
from stretchable.style import AlignItems, FlexDirection, FlexWrap, Style

AVAILABLE = {"width": {"dim": 1, "value": 1024.0}, "height": {"dim": 1, "value": 768.0}}
NARROWER = {"width": {"dim": 1, "value": 1000.0}, "height": {"dim": 1, "value": 768.0}}


def style(**kwargs):
    return Style(**kwargs).to_dict()


LEAF = style(size=(10, 10), flex_shrink=0)
WIDE_LEAF = style(size=(20, 10), flex_shrink=0)
FLEX_LEAF = style(size=(10, 10), flex_shrink=0, flex_grow=1)
ROW = style(flex_direction=FlexDirection.ROW, gap=8, align_items=AlignItems.CENTER, flex_shrink=0)
COLUMN = style(flex_direction=FlexDirection.COLUMN, gap=8, align_items=AlignItems.CENTER, flex_shrink=0)


class Tree:
    """One Taffy tree: its root, its node ids, and the first leaf (the one a change touches)."""

    def __init__(self, taffy):
        self.taffy = taffy
        self.nodes = []
        self.first_leaf = None

    def node(self, style_dict, children=()):
        node = taffylib.node_create(self.taffy, style_dict)
        for child in children:
            taffylib.node_add_child(self.taffy, node, child)
        self.nodes.append(node)
        return node

    def leaf(self, style_dict=LEAF):
        node = self.node(style_dict)
        if self.first_leaf is None:
            self.first_leaf = node
        return node


def build(tree_name, taffy, depth):
    tree = Tree(taffy)
    if tree_name == "a":
        tree.root = tree.node(ROW, [tree.leaf() for _ in range(10_000)])
    elif tree_name.startswith("b"):
        def nested(level, horizontal):
            if level == 0:
                return tree.leaf()
            children = [nested(level - 1, not horizontal) for _ in range(3)]
            return tree.node(ROW if horizontal else COLUMN, children)
        tree.root = nested(depth, True)
    elif tree_name in ("c", "d"):
        leaf_style = FLEX_LEAF if tree_name == "d" else LEAF
        row_style = style(flex_direction=FlexDirection.ROW, gap=8, align_items=AlignItems.CENTER, flex_shrink=0)
        rows = [tree.node(row_style, [tree.leaf(leaf_style) for _ in range(100)]) for _ in range(100)]
        if tree_name == "d":
            # The rows stretch across a root as wide as the window, so the leaves can grow.
            root_style = style(flex_direction=FlexDirection.COLUMN, gap=8, size=(1024, None))
        else:
            root_style = COLUMN
        tree.root = tree.node(root_style, rows)
    elif tree_name == "e":
        flow = style(flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, gap=8, size=(1024, None))
        tree.root = tree.node(flow, [tree.leaf() for _ in range(10_000)])
    else:
        raise ValueError(tree_name)
    return tree


def compute(tree, available):
    start = time.perf_counter_ns()
    ok = taffylib.node_compute_layout(tree.taffy, tree.root, available)
    elapsed = time.perf_counter_ns() - start
    if not ok:
        raise RuntimeError("Taffy's layout failed")
    return elapsed


def mark_all_dirty(tree):
    # Taffy clears a node's cache and its ancestors' when it is marked dirty: marking every
    # node makes the next layout cold.
    for node in tree.nodes:
        taffylib.node_mark_dirty(tree.taffy, node)


def measure(tree_name, views, depth, quick):
    taffy = taffylib.init()
    taffylib.enable_rounding(taffy)
    began = time.perf_counter()
    tree = build(tree_name, taffy, depth)
    print(f"  built tree {tree_name} ({len(tree.nodes)} nodes) in {time.perf_counter() - began:.1f} s",
          file=sys.stderr, flush=True)
    heavy = len(tree.nodes) > 20_000
    cold_runs = 3 if quick else (7 if heavy else 15)
    fast_runs = 5 if quick else 21

    cold = []
    for _ in range(cold_runs):
        mark_all_dirty(tree)
        cold.append(compute(tree, AVAILABLE))
    compute(tree, AVAILABLE)
    repeat = [compute(tree, AVAILABLE) for _ in range(fast_runs)]
    width = []
    for i in range(fast_runs):
        width.append(compute(tree, NARROWER if i % 2 == 0 else AVAILABLE))
    compute(tree, AVAILABLE)
    leaf = []
    for i in range(fast_runs):
        taffylib.node_set_style(taffy, tree.first_leaf, WIDE_LEAF if i % 2 == 0 else LEAF)
        leaf.append(compute(tree, AVAILABLE))
    taffylib.free(taffy)
    return {
        "tree": tree_name, "views": views, "taffyNodes": len(tree.nodes),
        "coldNsPerView": statistics.median(cold) / views,
        "repeatNs": statistics.median(repeat),
        "widthChangeNsPerView": statistics.median(width) / views,
        "leafChangeNs": statistics.median(leaf),
    }


def cold_runs(tree_name, depth, runs):
    """Builds the tree, then lays it out cold `runs` times, printing nothing: for counting the
    instructions of the layout call under callgrind (`Benchmarks/count.sh`)."""
    taffy = taffylib.init()
    taffylib.enable_rounding(taffy)
    tree = build(tree_name, taffy, depth)
    for _ in range(runs):
        mark_all_dirty(tree)
        compute(tree, AVAILABLE)
    taffylib.free(taffy)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs")
    parser.add_argument("--tree", help="only these trees (a, b, c, d, e; f has no Taffy counterpart)")
    parser.add_argument("--depth", type=int, help="the depth of tree b (default: 10, plus 6 and 8)")
    parser.add_argument("--json", action="store_true", help="one JSON object per tree")
    parser.add_argument("--cold-runs", type=int, metavar="N",
                        help="only lay the one tree of --tree out cold N times, printing nothing")
    args = parser.parse_args()
    if args.cold_runs is not None:
        if not args.tree or "," in args.tree or args.tree[0] not in "abcde":
            parser.error("--cold-runs needs one tree of a, b, c, d, e in --tree")
        depth = args.depth or (int(args.tree[1:]) if args.tree[1:].isdigit() else 10 if args.tree[0] == "b" else None)
        cold_runs(args.tree[0], depth, args.cold_runs)
        return
    wanted = set(args.tree.split(",")) if args.tree else None

    cases = [("a", 10_001, None)]
    for depth in [args.depth] if args.depth else [6, 8, 10]:
        views = sum(3 ** level for level in range(depth + 1))
        cases.append(("b" if depth == 10 else f"b{depth}", views, depth))
    cases += [("c", 10_101, None), ("d", 10_101, None), ("e", 10_001, None)]
    if wanted and "f" in wanted:
        print("  tree f (wrapped text) has no Taffy counterpart: skipped", file=sys.stderr)

    if not args.json:
        print("taffy (stretchable): ns per view (median); available 1024x768, width change 1024<->1000")
        print("tree  views    cold  repeat      width  leaf-change")
    for name, views, depth in cases:
        if wanted and name[0] not in wanted:
            continue
        f = measure(name, views, depth, args.quick)
        if args.json:
            print(json.dumps(f), flush=True)
        else:
            print(f"{name:<5}{views:>6} {f['coldNsPerView']:>7.1f} {f['repeatNs'] / 1000:>6.2f} µs"
                  f" {f['widthChangeNsPerView']:>7.1f} {f['leafChangeNs'] / 1000:>9.2f} µs", flush=True)


if __name__ == "__main__":
    main()
