import Foundation

/// The names of SF Symbols: which names `Image(systemName:)` finds in the system symbol set.
///
/// SwiftUI lays out a name that is not an SF Symbol as an empty 0 × 0 image, and logs "No
/// symbol named '…' found in system symbol set"; a real symbol that ``SymbolMetrics`` has not
/// measured still has a size. This list tells the two apart: the names of SF Symbols 7.1
/// (iOS 26.1, macOS 26.1) with the older names, localized forms (`.ar`, `.rtl`, …) and
/// renamed old names that still resolve, 9,208 in all, shipped as the resource
/// `Resources/Symbols/symbol-names.txt` (its header says where the names come from).
///
/// The file is read once, on the first look-up of a name the measured table does not hold, so
/// a layout without such a symbol never reads it. It is prefix-compressed: each name is the
/// number of leading characters it shares with the name before it, a space, and the rest
/// (104 KB on disk). The set takes about 0.6 MB (6,412 names are too long to be stored
/// inline); reading it takes about 45 ms in a debug build.
enum SymbolNames {
    /// Every name, read once on first use (thread-safe, as every `static let` is); `nil` when
    /// the resource cannot be read.
    static let all: Set<String>? = {
        guard let url = Bundle.module.url(forResource: "symbol-names", withExtension: "txt", subdirectory: "Symbols"),
              let data = try? Data(contentsOf: url) else { return nil }
        let names = decode(data)
        return names.isEmpty ? nil : names
    }()

    /// Whether `name` is the name of an SF Symbol. Without the list (its resource missing)
    /// every name counts as one, as Trellis sized names before it had the list.
    static func contains(_ name: String) -> Bool {
        guard let all else { return true }
        return all.contains(name)
    }

    /// The names of a list in the resource's format: a line starting with `#` is a comment;
    /// every other line is the number of leading characters its name shares with the name
    /// before it, a space, and the rest of the name. A line that does not follow the format
    /// (no count, a count longer than the name before) is skipped.
    static func decode(_ data: Data) -> Set<String> {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        var names = Set<String>(minimumCapacity: 9_500)
        var previous: [UInt8] = []
        for line in data.split(separator: newline) {
            guard line.first != UInt8(ascii: "#"), let gap = line.firstIndex(of: space) else { continue }
            let digits = line[line.startIndex ..< gap]
            // At most four digits: no name is that long, and the count cannot overflow.
            guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0 >= zero && $0 <= nine }) else { continue }
            let shared = digits.reduce(0) { $0 * 10 + Int($1 - zero) }
            guard shared <= previous.count else { continue }
            previous.removeSubrange(shared...)
            previous.append(contentsOf: line[line.index(after: gap)...])
            names.insert(String(decoding: previous, as: UTF8.self))
        }
        return names
    }
}
