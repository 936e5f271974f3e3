import Foundation

/// Walks a file's tokens with a stack of the scopes they open, and records each type whose
/// inheritance clause names `PreviewProvider` and each `#Preview` (steps 3 to 5 of `PreviewScanner`).
struct DeclarationWalk {
    /// A `{ … }` the walk is inside: a type's body (or an extension's), or any other (a
    /// function's, a closure's, an accessor's).
    private struct Scope {
        /// The type's name, for a type's body; `nil` for any other.
        var type: String?
        var generic = false
        /// The access modifier that hides it from other files (`private`, `fileprivate`), if any.
        var hidden: String?
    }

    /// A type declaration whose body's `{` is still to come.
    private struct Pending {
        var name: String
        var line: Int
        var provider: Bool
        var generic: Bool
        var hidden: String?
    }

    private let tokens: [SwiftToken]
    private var scopes: [Scope] = []
    private var pending: Pending?
    private var result = PreviewScanner.Result()

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let classMembers: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final", "static", "required", "convenience",
    ]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "indirect", "nonisolated", "static",
    ]

    init(_ tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    mutating func run() -> PreviewScanner.Result {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch (token.kind, token.text) {
            case (.symbol, "{"):
                if let declared = pending {
                    record(declared)
                    scopes.append(Scope(type: declared.name, generic: declared.generic, hidden: declared.hidden))
                    pending = nil
                } else {
                    scopes.append(Scope())
                }
            case (.symbol, "}"):
                _ = scopes.popLast()
            case (.symbol, "#"):
                if index + 1 < tokens.count, tokens[index + 1].kind == .word, tokens[index + 1].text == "Preview" {
                    if scopes.isEmpty {
                        result.previewMacros.append(PreviewScanner.PreviewMacro(line: token.line, column: token.column))
                    } else {
                        result.skipped.append(PreviewScanner.Skipped(
                            name: "#Preview", line: token.line,
                            reason: "it is written inside a declaration: only a #Preview at the top level of a file is shown"))
                    }
                }
            case (.word, let word) where Self.typeKeywords.contains(word) && pending == nil:
                if let declared = declaration(at: index) { pending = declared }
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// The type declaration that starts with the keyword at `start`, or `nil` when the keyword
    /// declares nothing there (`class func`, `protocol P: class`).
    private func declaration(at start: Int) -> Pending? {
        let keyword = tokens[start].text
        var index = start + 1
        guard index < tokens.count, tokens[index].kind == .word, !(keyword == "class" && Self.classMembers.contains(tokens[index].text)) else {
            return nil
        }
        var name = tokens[index].text
        index += 1
        // An extension names a type by its path: `extension Outer.Inner`.
        while keyword == "extension", index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].kind == .word {
            name += "." + tokens[index + 1].text
            index += 2
        }
        let generic = index < tokens.count && tokens[index].text == "<"
        // The inheritance clause: the words after the first `:` outside angle brackets, up to
        // `where` or the body.
        var depth = 0, inClause = false, provider = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .symbol {
                if token.text == "<" { depth += 1 }
                if token.text == ">" { depth = max(0, depth - 1) }
                if token.text == "{" || token.text == "}" { break }
                if token.text == ":" && depth == 0 { inClause = true }
            } else if token.kind == .word {
                if token.text == "where" && depth == 0 { break }
                if inClause && depth == 0 && token.text == "PreviewProvider" { provider = true }
            }
            index += 1
        }
        // A type scope holds its qualified name already.
        let enclosing = scopes.last { $0.type != nil }?.type
        let qualified = keyword == "extension" ? name : enclosing.map { "\($0).\(name)" } ?? name
        return Pending(name: qualified, line: tokens[start].line, provider: provider && keyword != "protocol", generic: generic, hidden: hidingModifier(before: start))
    }

    /// `private` or `fileprivate` among the modifiers and attributes before the keyword at `start`.
    private func hidingModifier(before start: Int) -> String? {
        var index = start - 1
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .word, Self.modifiers.contains(token.text) {
                if token.text == "private" || token.text == "fileprivate" { return token.text }
                index -= 1
            } else if token.text == ")" {
                // An attribute's arguments, `(set)` of `private(set)`: back to the opening parenthesis.
                var depth = 0
                while index >= 0 {
                    if tokens[index].text == ")" { depth += 1 }
                    if tokens[index].text == "(" { depth -= 1 }
                    index -= 1
                    if depth == 0 { break }
                }
            } else if token.kind == .word, index > 0, tokens[index - 1].text == "@" {
                index -= 2
            } else {
                return nil
            }
        }
        return nil
    }

    private mutating func record(_ declared: Pending) {
        guard declared.provider else { return }
        var reason: String?
        if scopes.contains(where: { $0.type == nil }) {
            reason = "it is declared inside a function or closure"
        } else if declared.generic {
            reason = "it is generic: its parameters are unknown"
        } else if scopes.contains(where: \.generic) {
            reason = "it is nested in a generic type: the parameters are unknown"
        } else if let hidden = declared.hidden {
            reason = "it is \(hidden): the preview program cannot name it from another file"
        } else if let hidden = scopes.first(where: { $0.hidden != nil })?.hidden {
            reason = "it is nested in a \(hidden) type: the preview program cannot name it from another file"
        }
        if let reason {
            result.skipped.append(PreviewScanner.Skipped(name: declared.name, line: declared.line, reason: reason))
        } else {
            result.providers.append(PreviewScanner.Provider(name: declared.name, line: declared.line))
        }
    }
}
