import Foundation

/// Keeps the tokens of the `#if` branches a debug build on Linux compiles (the branches of
/// conditional compilation blocks, evaluated as `PreviewScanner` describes).
enum ConditionalCompilation {
    /// The modules `canImport` does not find on Linux.
    static let notImportable: Set<String> = ["UIKit", "AppKit", "WatchKit", "Cocoa", "Darwin", "TVUIKit", "PreviewsMacros", "DeveloperToolsSupport"]

    /// `tokens` without the directives and the tokens of inactive branches.
    static func active(_ tokens: [SwiftToken]) -> [SwiftToken] {
        // Per open block: whether its parent is active, whether a branch was taken, whether the current one is active.
        var blocks: [(parent: Bool, taken: Bool, active: Bool)] = []
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        for token in tokens {
            guard case let .directive(condition) = token.kind else {
                if blocks.last?.active ?? true { kept.append(token) }
                continue
            }
            let parent = blocks.last?.active ?? true
            switch token.text {
            case "if":
                let holds = evaluate(condition)
                blocks.append((parent, holds, parent && holds))
            case "elseif":
                guard var block = blocks.popLast() else { continue }
                let holds = !block.taken && evaluate(condition)
                block.active = block.parent && holds
                block.taken = block.taken || holds
                blocks.append(block)
            case "else":
                guard var block = blocks.popLast() else { continue }
                block.active = block.parent && !block.taken
                block.taken = true
                blocks.append(block)
            default:  // "endif"
                _ = blocks.popLast()
            }
        }
        return kept
    }

    /// Whether a condition holds in a debug build on Linux. `DEBUG`, `true`, `os(Linux)`,
    /// `swift(…)`, `compiler(…)`, `hasFeature(…)` and `canImport` of any module but Apple's UI
    /// modules hold; other flags and platforms do not. A condition it cannot read holds.
    static func evaluate(_ condition: String) -> Bool {
        var parser = ConditionParser(condition)
        return parser.expression() ?? true
    }
}

/// Reads a `#if` condition: `||`, `&&`, `!`, parentheses, flags and platform conditions.
private struct ConditionParser {
    private var words: [String] = []
    private var position = 0

    init(_ text: String) {
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "." {
                current.unicodeScalars.append(scalar)
            } else {
                flush()
                if (scalar == "&" || scalar == "|" || scalar == ">" || scalar == "<" || scalar == "="),
                   index + 1 < scalars.count, scalars[index + 1] == "&" || scalars[index + 1] == "|" || scalars[index + 1] == "=" {
                    words.append(String(scalar) + String(scalars[index + 1]))
                    index += 1
                } else if scalar != " " && scalar != "\t" {
                    words.append(String(scalar))
                }
            }
            index += 1
        }
        flush()
    }

    private func peek() -> String? { position < words.count ? words[position] : nil }

    mutating func expression() -> Bool? {
        guard var value = conjunction() else { return nil }
        while peek() == "||" {
            position += 1
            guard let right = conjunction() else { return nil }
            value = value || right
        }
        return value
    }

    private mutating func conjunction() -> Bool? {
        guard var value = unary() else { return nil }
        while peek() == "&&" {
            position += 1
            guard let right = unary() else { return nil }
            value = value && right
        }
        return value
    }

    private mutating func unary() -> Bool? {
        if peek() == "!" {
            position += 1
            return unary().map { !$0 }
        }
        guard let word = peek() else { return nil }
        position += 1
        if word == "(" {
            let value = expression()
            guard peek() == ")" else { return nil }
            position += 1
            return value
        }
        guard peek() == "(" else {
            return word == "DEBUG" || word == "true"
        }
        // A platform condition: its argument, up to the closing parenthesis.
        position += 1
        var argument: [String] = []
        while let next = peek(), next != ")" {
            argument.append(next)
            position += 1
        }
        guard peek() == ")" else { return nil }
        position += 1
        let first = argument.first ?? ""
        switch word {
        case "os": return first == "Linux"
        case "canImport": return !ConditionalCompilation.notImportable.contains(first)
        case "targetEnvironment": return false
        case "arch":
            #if arch(x86_64)
            return first == "x86_64"
            #elseif arch(arm64)
            return first == "arm64"
            #else
            return false
            #endif
        default: return true  // swift(…), compiler(…), hasFeature(…), hasAttribute(…), _endian(…)
        }
    }
}
