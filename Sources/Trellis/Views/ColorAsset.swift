import Foundation

// A colour from an asset catalog: `Color("AccentGreen")` reads the colour set
// `AccentGreen.colorset/Contents.json` of an `*.xcassets` catalog in the bundle's resources,
// found as an image set is (docs/differences.md, "Colours from asset catalogs").

extension Color {
    /// Creates a color from a color set that you indicate by name.
    ///
    /// ```swift
    /// Rectangle().fill(Color("AccentGreen"))
    /// ```
    ///
    /// The colour set `name.colorset` is looked up in the `*.xcassets` catalogs of the bundle's
    /// resource folder (the main bundle's when `bundle` is `nil`), in a catalog's folders that
    /// do not provide a namespace too; a name with a `/` names a namespaced folder's set. Its
    /// entry for any appearance is used, in sRGB: components written as fractions (`"0.5"`),
    /// 8-bit integers (`"128"`) or hexadecimal (`"0x80"`), a grey's `white`, or a system
    /// colour's reference (`systemBlueColor`). A dark-appearance entry is not used (the colour
    /// keeps its light value in a dark scheme), and a display P3 colour is read as sRGB.
    ///
    /// A name that no catalog has, or a set that cannot be read, gives a clear colour, as
    /// SwiftUI draws nothing for a colour it cannot find.
    ///
    /// - Parameters:
    ///   - name: The name of the color resource to look up.
    ///   - bundle: The bundle in which to search for the color resource. If you don't
    ///     indicate a bundle, the initializer looks in your app's main bundle by default.
    public init(_ name: String, bundle: Bundle? = nil) {
        let folder = bundle.map { $0.resourceURL ?? $0.bundleURL } ?? Bundle.main.resourceURL ?? Bundle.main.bundleURL
        self = ColorAssets.shared.color(named: name, in: folder) ?? .clear
    }
}

/// Colour sets read from asset catalogs, kept by folder and name: a view's body that makes
/// `Color("name")` on every update reads its file once.
final class ColorAssets: @unchecked Sendable {
    static let shared = ColorAssets()

    // Unchecked: `found` is read and written only under `lock`.
    private let lock = NSLock()
    private var found: [String: Color?] = [:]
    /// The most colours kept; past it the cache starts again (names are an app's few, so it
    /// is reached only by names made up at run time).
    private static let limit = 4096

    func color(named name: String, in folder: URL) -> Color? {
        let key = folder.path + "\u{0}" + name
        if let known = lock.withLock({ found[key] }) { return known }
        let color = Self.read(name, in: folder)
        lock.withLock {
            if found.count >= Self.limit { found.removeAll(keepingCapacity: true) }
            found[key] = color
        }
        return color
    }

    /// The colour of the set `name.colorset` in the catalogs of `folder`, or `nil`.
    static func read(_ name: String, in folder: URL) -> Color? {
        let manager = FileManager.default
        let catalogs = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcassets") }.sorted()
        for catalog in catalogs {
            let root = folder.appendingPathComponent(catalog)
            var folders = [root]
            if !name.contains("/") {
                let entries = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
                for entry in entries where !entry.contains(".") {
                    let sub = root.appendingPathComponent(entry)
                    if !ImageLoader.providesNamespace(sub) { folders.append(sub) }
                }
            }
            for candidate in folders {
                let file = candidate.appendingPathComponent(name + ".colorset").appendingPathComponent("Contents.json")
                guard let data = try? Data(contentsOf: file) else { continue }
                return color(fromContents: data)
            }
        }
        return nil
    }

    /// The colour a colour set's `Contents.json` gives for any appearance, or `nil` when it
    /// has none that can be read.
    static func color(fromContents data: Data) -> Color? {
        guard let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = contents["colors"] as? [[String: Any]] else { return nil }
        let anyAppearance = entries.filter { entry in
            let appearances = entry["appearances"] as? [Any] ?? []
            let idiom = entry["idiom"] as? String ?? "universal"
            return appearances.isEmpty && ["universal", "iphone"].contains(idiom)
        }
        for entry in anyAppearance {
            if let color = (entry["color"] as? [String: Any]).flatMap(color(fromEntry:)) { return color }
        }
        return nil
    }

    private static func color(fromEntry entry: [String: Any]) -> Color? {
        if let reference = entry["reference"] as? String { return systemColor(reference) }
        guard let components = entry["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].flatMap(component) ?? 1
        if let white = components["white"].flatMap(component) {
            return Color(white: white, opacity: alpha)
        }
        guard let red = components["red"].flatMap(component), let green = components["green"].flatMap(component),
              let blue = components["blue"].flatMap(component) else { return nil }
        return Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A component as Xcode writes one: a fraction (`"0.500"`), an 8-bit integer (`"128"`) or
    /// hexadecimal (`"0x80"`); `nil` for anything else or a value that is not finite.
    static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return number.isFinite ? (number > 1 && number == number.rounded() ? number / 255 : number) : nil }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if !text.contains("."), let integer = Int(text) { return integer > 1 ? Double(integer) / 255 : Double(integer) }
        guard let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// The system colour an asset's reference names (`systemBlueColor`, `labelColor`…).
    private static func systemColor(_ reference: String) -> Color? {
        let table: [String: Color] = [
            "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow,
            "systemGreenColor": .green, "systemMintColor": .mint, "systemTealColor": .teal,
            "systemCyanColor": .cyan, "systemBlueColor": .blue, "systemIndigoColor": .indigo,
            "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
            "systemGrayColor": .gray, "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
            "labelColor": .primary, "secondaryLabelColor": .secondary,
        ]
        return table[reference]
    }
}
