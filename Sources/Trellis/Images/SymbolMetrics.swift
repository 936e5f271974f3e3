import Foundation

/// The sizes of SF Symbols, measured on Apple's SwiftUI, for sizing `Image(systemName:)`.
///
/// A symbol's frame is not its 17-point size scaled: SwiftUI's sizes at 10 to 26 points follow
/// no single proportion (the best proportional rule per symbol reproduces about 1,060 of the
/// 1,920 recorded sizes; the 17-point size scaled, 402), so each symbol's width, height and
/// descent (how far its frame reaches below the text baseline) are kept as measured at each
/// recorded point size (``measuredPointSizes``), and at 13 points at the semibold and bold
/// weights and the small and large image scales (``variantPointSize``). Source: swiftui-web
/// `symbol/catalog-<size>` (macOS 26, SwiftUI 7, at 2x); the descent is the frame's bottom less
/// the baseline of the text beside it in a `firstTextBaseline` row.
///
/// At a size between two measured ones each number is interpolated between them; below 10
/// points the 10-point size is scaled in proportion, above 26 each number follows the
/// least-squares line through the symbol's sizes from 13 to 26 points; a weight or scale adds its
/// 13-point difference from the regular medium symbol, scaled with the point size; each number
/// is then rounded to the half point (the 2x grid it was measured on). These are
/// **derivations**: interpolating each recorded size from its neighbours reproduces it to within
/// half a point for 98 % of the symbols (never more than a point off), and the line gives the
/// symbols SwiftUI records at 28 to 40 points (stars, a chevron) to within a point.
enum SymbolMetrics {
    /// A symbol's frame and its descent below the baseline, in points.
    struct Entry: Sendable, Equatable {
        var width: CGFloat
        var height: CGFloat
        var descent: CGFloat

        init(_ width: CGFloat, _ height: CGFloat, _ descent: CGFloat) {
            self.width = width
            self.height = height
            self.descent = descent
        }

        static let zero = Entry(0, 0, 0)

        static func + (a: Entry, b: Entry) -> Entry { Entry(a.width + b.width, a.height + b.height, a.descent + b.descent) }
        static func - (a: Entry, b: Entry) -> Entry { Entry(a.width - b.width, a.height - b.height, a.descent - b.descent) }
        static func * (a: Entry, factor: CGFloat) -> Entry {
            Entry(a.width * factor, a.height * factor, a.descent * factor)
        }

        /// Each number rounded to the half point.
        var roundedToHalfPoint: Entry {
            func half(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.toNearestOrAwayFromZero) / 2 }
            return Entry(half(width), half(height), half(descent))
        }
    }

    /// One symbol's measurements: at each of ``measuredPointSizes`` (regular, medium), and at
    /// ``variantPointSize`` semibold, bold, small and large.
    struct Symbol: Sendable {
        let sizes: [Entry]
        let semibold: Entry
        let bold: Entry
        let small: Entry
        let large: Entry
        /// The least-squares line through the `sizes` measured at ``lineFromPointSize`` points
        /// and above, each number its own: the symbol above the largest measured size.
        let slope: Entry
        let intercept: Entry

        init(sizes: [Entry], semibold: Entry, bold: Entry, small: Entry, large: Entry) {
            self.sizes = sizes
            self.semibold = semibold
            self.bold = bold
            self.small = small
            self.large = large
            // The line through the sizes from 13 points up: those below bend away from it.
            let pairs = zip(SymbolMetrics.measuredPointSizes, sizes).filter { $0.0 >= SymbolMetrics.lineFromPointSize }
            let count = CGFloat(pairs.count)
            guard count > 1 else {
                slope = .zero
                intercept = sizes.last ?? .zero
                return
            }
            let meanSize = pairs.reduce(0) { $0 + $1.0 } / count
            let mean = pairs.reduce(Entry.zero) { $0 + $1.1 } * (1 / count)
            var covariance = Entry.zero
            var variance: CGFloat = 0
            for (point, entry) in pairs {
                covariance = covariance + (entry - mean) * (point - meanSize)
                variance += (point - meanSize) * (point - meanSize)
            }
            slope = variance > 0 ? covariance * (1 / variance) : .zero
            intercept = mean - slope * meanSize
        }

        /// The regular medium symbol at `pointSize`: interpolated between the measured sizes
        /// around it; below them the smallest scaled in proportion, above them the line
        /// through them all (``slope``, ``intercept``).
        func regular(at pointSize: CGFloat) -> Entry {
            let measured = SymbolMetrics.measuredPointSizes
            guard pointSize.isFinite, pointSize > 0, let first = measured.first, let last = measured.last else {
                return .zero
            }
            if pointSize <= first { return sizes[0] * (pointSize / first) }
            if pointSize > last { return intercept + slope * pointSize }
            let upper = measured.firstIndex { $0 >= pointSize } ?? measured.count - 1
            if measured[upper] == pointSize { return sizes[upper] }
            let lower = upper - 1
            let fraction = (pointSize - measured[lower]) / (measured[upper] - measured[lower])
            return sizes[lower] + (sizes[upper] - sizes[lower]) * fraction
        }

        /// How much `weight` adds to the regular symbol at ``variantPointSize``: none at regular
        /// and lighter weights (unmeasured), the measured difference at semibold and bold,
        /// interpolated between them (medium), bold's above bold (unmeasured).
        func weightDifference(_ weight: Font.Weight) -> Entry {
            let regular = sizes[SymbolMetrics.variantColumn]
            let value = CGFloat(weight.value)
            let semiboldValue = CGFloat(Font.Weight.semibold.value), boldValue = CGFloat(Font.Weight.bold.value)
            guard value.isFinite, value > 0 else { return .zero }
            if value <= semiboldValue { return (semibold - regular) * (value / semiboldValue) }
            if value <= boldValue {
                return (semibold - regular) + (bold - semibold) * ((value - semiboldValue) / (boldValue - semiboldValue))
            }
            return bold - regular
        }

        /// How much `scale` adds to the medium symbol at ``variantPointSize``.
        func scaleDifference(_ scale: Image.Scale) -> Entry {
            let regular = sizes[SymbolMetrics.variantColumn]
            switch scale {
            case .small: return small - regular
            case .medium: return .zero
            case .large: return large - regular
            }
        }
    }

    /// The smallest measured size the line above the measured sizes is fitted from.
    static let lineFromPointSize: CGFloat = 13

    /// What an SF Symbol not in the table is sized as: `circle`, a typical symbol.
    static let typicalName = "circle"

    /// The column of ``measuredPointSizes`` that is ``variantPointSize``.
    static let variantColumn = measuredPointSizes.firstIndex(of: variantPointSize) ?? 0

    /// How ``metrics(of:pointSize:weight:scale:)`` sized a name.
    enum Sizing: Sendable, Equatable {
        /// From the table: the name's own measurements, its directional form's or its outline's.
        case measured
        /// As ``typicalName``: an SF Symbol (``SymbolNames``) the table lacks, an estimate.
        case typical
        /// Not an SF Symbol: 0 × 0, as SwiftUI lays out a name it does not find.
        case unknown
    }

    /// A symbol's size and descent at `pointSize`, `weight` and `scale`, and how it was sized
    /// (``Sizing``): an SF Symbol the table lacks is sized as ``typicalName``; a name that is not
    /// an SF Symbol is 0 × 0 with no descent. A point size that is not a positive finite
    /// number, or one so large that the size is not finite, gives 0 × 0.
    static func metrics(
        of name: String, pointSize: CGFloat, weight: Font.Weight = .regular, scale: Image.Scale = .medium
    ) -> (size: CGSize, descent: CGFloat, sizing: Sizing) {
        let (found, sizing) = lookUp(name)
        guard let symbol = found else { return (.zero, 0, sizing) }
        let factor = pointSize.isFinite && pointSize > 0 ? pointSize / variantPointSize : 0
        let entry = (symbol.regular(at: pointSize)
            + (symbol.weightDifference(weight) + symbol.scaleDifference(scale)) * factor).roundedToHalfPoint
        guard entry.width.isFinite, entry.height.isFinite, entry.descent.isFinite else { return (.zero, 0, sizing) }
        return (CGSize(width: max(entry.width, 0), height: max(entry.height, 0)), entry.descent, sizing)
    }

    /// The measurements `name` is sized from, and how (``Sizing``). A name the table holds
    /// (itself or its directional form) never reads ``SymbolNames``; any other name is looked up
    /// there first, so that a filled form that is not an SF Symbol (`gear.fill`) is unknown
    /// even though its outline is measured.
    static func lookUp(_ name: String) -> (symbol: Symbol?, sizing: Sizing) {
        if let symbol = table[name] ?? directionalNames[name].flatMap({ table[$0] }) { return (symbol, .measured) }
        guard SymbolNames.contains(name) else { return (nil, .unknown) }
        if let symbol = symbol(named: name) { return (symbol, .measured) }
        return (table[typicalName], .typical)
    }

    /// Whether `name` is an SF Symbol's name: one the table holds, or one in ``SymbolNames``.
    static func isSystemSymbol(_ name: String) -> Bool { lookUp(name).sizing != .unknown }

    /// Whether the table sizes the symbol `name` (itself, its directional form, or its outline).
    static func isMeasured(_ name: String) -> Bool { symbol(named: name) != nil }

    /// The measurements of `name`: its own, its left-to-right form's (``directionalNames``), or
    /// for a filled form not measured, its outline's (of the 15 outline and filled pairs
    /// recorded, 12 are the same size in every catalog; a **derivation**).
    static func symbol(named name: String) -> Symbol? {
        if let symbol = table[name] ?? directionalNames[name].flatMap({ table[$0] }) { return symbol }
        if name.hasSuffix(".fill") {
            let outline = String(name.dropLast(".fill".count))
            return table[outline] ?? directionalNames[outline].flatMap { table[$0] }
        }
        return nil
    }

    /// Symbols named by reading direction, and the left-to-right symbol each draws as.
    ///
    /// SF Symbols' `forward`/`backward` names are the localised forms of `right`/`left`: in a
    /// left-to-right layout they draw the same glyph, mirrored in a right-to-left one, so
    /// they have the same size (a **derivation**: the catalog recorded the `right`/`left`
    /// forms only).
    static let directionalNames: [String: String] = [
        "arrow.backward": "arrow.left", "arrow.forward": "arrow.right",
        "arrow.backward.circle": "arrow.left.circle", "arrow.forward.circle": "arrow.right.circle",
        "chevron.backward": "chevron.left", "chevron.forward": "chevron.right",
        "chevron.forward.circle": "chevron.right.circle",
    ]

    /// The measured symbols, by name, read once from ``regularSizes`` and ``variantSizes``.
    static let table: [String: Symbol] = {
        var variants: [String: [Entry]] = [:]
        for (name, entries) in parse(variantSizes) where entries.count == 4 { variants[name] = entries }
        var symbols: [String: Symbol] = [:]
        for (name, entries) in parse(regularSizes) where entries.count == measuredPointSizes.count {
            guard let variant = variants[name] else { continue }
            symbols[name] = Symbol(sizes: entries, semibold: variant[0], bold: variant[1], small: variant[2], large: variant[3])
        }
        return symbols
    }()

    /// The lines of a size table: a name, then width, height and descent triples.
    static func parse(_ text: String) -> [(String, [Entry])] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard let name = fields.first, fields.count > 1, (fields.count - 1) % 3 == 0 else { return nil }
            let numbers = fields.dropFirst().compactMap { Double($0) }
            guard numbers.count == fields.count - 1 else { return nil }
            let entries = stride(from: 0, to: numbers.count, by: 3).map {
                Entry(CGFloat(numbers[$0]), CGFloat(numbers[$0 + 1]), CGFloat(numbers[$0 + 2]))
            }
            return (String(name), entries)
        }
    }
}
