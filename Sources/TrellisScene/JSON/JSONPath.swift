/// Builds and shortens JSON paths: `view.content[2].modifiers[0]["odd key"]`.
enum JSONPath {
    /// The path of member `key` of the value at `path`.
    static func appending(key: String, to path: String) -> String {
        if isIdentifier(key) { return path.isEmpty ? key : path + "." + key }
        return path + "[" + JSONValue.quoted(key, limit: .max) + "]"
    }

    /// The path of element `index` of the array at `path`.
    static func appending(index: Int, to path: String) -> String {
        path + "[\(index)]"
    }

    /// Whether `key` can follow a dot: ASCII letters, digits, `_` and `$`, not starting with a digit.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"): true
            default: false
            }
        }
    }

    /// The path for a one-line message: more than `limit` components keep the first and last
    /// few, with `…` between.
    /// A component longer than 64 characters (a very long key) keeps its first 60.
    static func abbreviated(_ path: String, limit: Int = 16) -> String {
        let parts = components(of: path).map { $0.count > 64 ? $0.prefix(60) + "…" : $0 }
        guard parts.count > limit else { return parts.joined() }
        let head = parts.prefix(limit / 2).joined()
        let tail = parts.suffix(limit / 2 - 2).joined()
        return head + "…(\(parts.count - limit + 2) more)…" + tail
    }

    /// The path cut before each `.` and `[` outside a quoted key; a key's first index stays
    /// with it (`content[0]`).
    static func components(of path: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in path {
            if inQuotes {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
            } else if character == "." || (character == "[" && (current.isEmpty || current.hasSuffix("]"))) {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else if character == "\"" {
                inQuotes = true
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
