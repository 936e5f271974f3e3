#!/usr/bin/env bash
# Issue 39's "done when", as a user meets it: the Compatibility package's snapshot test, written
# for iOS (Compatibility/Tests/SnapshotRecipeTests), with no reference records one and fails
# saying so, then passes, and fails with a difference image once the view moves by one point.
# It works in the checkout (SwiftPM names the reference after the test file's path) and puts
# the reference and the view back on exit; the failures' files go to a temporary folder.
#
#     scripts/snapshot-recipe.sh    # exit 1, with the test's output, when a step goes otherwise
set -euo pipefail
cd "$(dirname "$0")/.."
folder=Compatibility/Tests/SnapshotRecipeTests
reference=$folder/__Snapshots__/CardSnapshotTests/card.1.trellis.png
saved=$(mktemp -d) artifacts=$(mktemp -d)
cp "$reference" "$folder/MyView.swift" "$saved/"
restore() {
    cp "$saved/card.1.trellis.png" "$reference"
    cp "$saved/MyView.swift" "$folder/MyView.swift"
    rm -rf "$saved" "$artifacts"
}
trap restore EXIT
run() { SNAPSHOT_ARTIFACTS=$artifacts swift test --package-path Compatibility --filter SnapshotRecipeTests 2>&1; }
fail() { echo "$output" >&2; echo "snapshot recipe: $1" >&2; exit 1; }

output=""
rm "$reference"
output=$(run) && fail "the first run, with no reference, passed"
grep -q "No reference was found on disk. Automatically recorded snapshot" <<<"$output" || fail "the first run did not record"
cmp -s "$reference" "$saved/card.1.trellis.png" || fail "the recorded reference differs from the committed one (after a PNG encoder change, commit the new recording)"
output=$(run) || fail "the run after recording failed"
sed -i 's/\.offset(y: offset)/.offset(y: offset + 1)/' "$folder/MyView.swift"
output=$(run) && fail "a one-point change passed"
grep -q "Newly-taken snapshot does not match reference" <<<"$output" || fail "a one-point change failed otherwise"
difference=$(grep -o "Difference image: .*\.png" <<<"$output" | head -1 | cut -d' ' -f3-)
[ -s "$difference" ] || fail "no difference image was written"
echo "snapshot recipe: recorded, passed, and failed on a one-point change with a difference image"
