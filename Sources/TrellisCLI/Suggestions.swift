/// "Did you mean …?" for a mistyped name: the known name closest to it, if it is close.
enum Suggestions {
    /// The name in `candidates` nearest to `typed` (by edits: insertions, deletions,
    /// substitutions, swaps of neighbours), if it is at most a third of its length away (and at
    /// least one edit is allowed); case is ignored.
    static func nearest(to typed: String, in candidates: [String]) -> String? {
        let word = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, Array(candidate.lowercased()))
            if distance <= max(1, candidate.count / 3), distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
