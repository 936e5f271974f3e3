import Foundation

/// The system font's sizes, weights and line heights on each platform, which Trellis uses
/// whatever font stands in for SF: text styles take the point size and weight of the target
/// platform (body is 17 pt on iOS, 13 pt on macOS), and lines take SF's heights.
///
/// Sources:
/// - Sizes and weights: Apple's Human Interface Guidelines, "Typography" (the per-platform
///   tables, and iOS's Dynamic Type sizes from xSmall to AX5); macOS's confirmed by the cap
///   heights swiftui-web recorded (`Fixtures/Goldens/text-metrics.json`, macOS 26.2).
/// - Line heights and pitches of iOS 26 and macOS 26: measured, swiftui-web's
///   `Fixtures/Goldens/ios/text-metrics.json` (commit 33be5002) and
///   `Fixtures/Goldens/text-metrics.json` (`fonts`: `unroundedLineHeight`, `linePitch`).
///   iOS 26 and macOS 26 give text styles a taller line than SF's own (`Text("Hello")` is
///   24.5 tall on iOS 26, 20.5 before).
/// - SF's own line: ascent 1950 and line height 2449 units of 2048 (SF Pro's `hhea`; iOS
///   records 11.958 for 10 pt), cap height 1443 units; macOS rounds `.system(size:)` lines to
///   the whole points it records (13 pt: 16).
/// - watchOS, tvOS and visionOS: the HIG's default sizes, SF's own line (not measured).
enum SystemFontMetrics {
    /// SF's ascent, line height (ascent and descent) and cap height, per point of size.
    static let ascent: CGFloat = 1950.0 / 2048.0
    static let naturalLine: CGFloat = 287.0 / 240.0
    static let capHeight: CGFloat = 1443.0 / 2048.0

    /// A text style on one platform: its size, default weight, the unrounded height of one line
    /// and the distance from one baseline to the next.
    struct Style: Sendable, Hashable {
        let size: CGFloat
        let weight: Font.Weight
        let lineHeight: CGFloat
        let linePitch: CGFloat
    }

    /// `style` on `platform` at `typeSize`.
    static func style(_ style: Font.TextStyle, on platform: TargetPlatform, typeSize: DynamicTypeSize) -> Style {
        switch platform.system {
        case .iOS:
            let sizes = iOSSizes(style)
            let size = sizes[typeSize.step], large = sizes[DynamicTypeSize.large.step]
            let weight: Font.Weight = style == .headline ? .semibold : .regular
            guard platform.release >= 26 else { return natural(size: size, weight: weight) }
            let (line, pitch) = iOS26Lines(style)
            return Style(size: size, weight: weight, lineHeight: line * size / large, linePitch: pitch * size / large)
        case .macOS:
            // macOS has no Dynamic Type: its text styles keep their sizes.
            let (size, weight, line, pitch) = macOS(style)
            guard platform.release >= 26 else { return natural(size: size, weight: weight) }
            return Style(size: size, weight: weight, lineHeight: line, linePitch: pitch)
        case .watchOS, .tvOS, .visionOS:
            let (size, weight) = otherSizes(style, platform.system)
            return natural(size: size * scale(typeSize), weight: weight)
        }
    }

    /// How much Dynamic Type scales text off iOS: iOS's body at `typeSize` over its default.
    static func scale(_ typeSize: DynamicTypeSize) -> CGFloat {
        let body = iOSSizes(.body)
        return body[typeSize.step] / body[DynamicTypeSize.large.step]
    }

    /// The size a text style's custom font (`Font.custom(_:size:relativeTo:)`) takes at
    /// `typeSize`: `size` scaled as the style scales.
    static func scaled(_ size: CGFloat, relativeTo style: Font.TextStyle, on platform: TargetPlatform, typeSize: DynamicTypeSize) -> CGFloat {
        guard typeSize != .large, platform.system != .macOS else { return size }
        let sizes = iOSSizes(style)
        return size * sizes[typeSize.step] / sizes[DynamicTypeSize.large.step]
    }

    private static func natural(size: CGFloat, weight: Font.Weight) -> Style {
        Style(size: size, weight: weight, lineHeight: size * naturalLine, linePitch: size * naturalLine)
    }

    /// The line height of `.system(size:)` on `platform`: SF's, or on macOS the whole points
    /// recorded (interpolated between the recorded sizes).
    static func systemLineHeight(size: CGFloat, on platform: TargetPlatform) -> CGFloat {
        guard platform.system == .macOS, size.isFinite, size > 0 else { return size * naturalLine }
        let table = macOSSystemLines
        if size <= table[0].size { return table[0].line * size / table[0].size }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            return low.line + (high.line - low.line) * (size - low.size) / (high.size - low.size)
        }
        let last = table[table.count - 1]
        return last.line * size / last.size
    }

    /// The vertical metrics of one line in SF: `lineHeight` (SF's ascent and descent, plus any
    /// leading of the style, half of it above the text) and `linePitch` apart.
    static func lineMetrics(size: CGFloat, lineHeight: CGFloat, linePitch: CGFloat) -> LineMetrics {
        let ascent = size * ascent + (lineHeight - size * naturalLine) / 2
        return LineMetrics(
            ascent: ascent, descent: lineHeight - ascent, leading: max(0, linePitch - lineHeight),
            capHeight: size * capHeight)
    }

    /// iOS's sizes of `style` at the twelve Dynamic Type sizes, xSmall to AX5 (HIG).
    static func iOSSizes(_ style: Font.TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle: iOSSizeTable[0]
        case .title: iOSSizeTable[1]
        case .title2: iOSSizeTable[2]
        case .title3: iOSSizeTable[3]
        case .headline, .body: iOSSizeTable[4]
        case .callout: iOSSizeTable[5]
        case .subheadline: iOSSizeTable[6]
        case .footnote: iOSSizeTable[7]
        case .caption: iOSSizeTable[8]
        case .caption2: iOSSizeTable[9]
        }
    }

    /// The sizes, made once (a text resolves its style's sizes; a literal would be a new array
    /// each time).
    private static let iOSSizeTable: [[CGFloat]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// iOS 26's unrounded line height and line pitch of `style` at the default size (recorded).
    private static func iOS26Lines(_ style: Font.TextStyle) -> (CGFloat, CGFloat) {
        switch style {
        case .largeTitle: (48.541667, 49)
        case .title: (41.416667, 42)
        case .title2: (32.25, 34)
        case .title3: (27.875, 29)
        case .headline, .body: (24.291667, 26)
        case .callout: (23.083333, 25)
        case .subheadline: (20.916667, 23)
        case .footnote: (18.5, 21)
        case .caption: (17.333333, 19)
        case .caption2: (16, 16)
        }
    }

    /// macOS's size, weight, and macOS 26's unrounded line height and pitch (recorded).
    private static func macOS(_ style: Font.TextStyle) -> (CGFloat, Font.Weight, CGFloat, CGFloat) {
        switch style {
        case .largeTitle: (26, .regular, 37.625, 39)
        case .title: (22, .regular, 32.916667, 33)
        case .title2: (17, .regular, 25, 27)
        case .title3: (15, .regular, 21.666667, 24)
        case .headline: (13, .bold, 18.333333, 19)
        case .body: (13, .regular, 18.333333, 19)
        case .callout: (12, .regular, 17.125, 18)
        case .subheadline: (11, .regular, 15.958333, 17)
        case .footnote, .caption: (10, .regular, 14.791667, 16)
        case .caption2: (10, .medium, 14.791667, 16)
        }
    }

    /// The distances macOS 26 keeps between `.system(size:)` text and a plain view: `above`
    /// from a view above the text to the text, `below` from the text to a view below it.
    /// Recorded sizes exactly; between them interpolated, beyond them scaled with the size
    /// (**derived**). `nil` off macOS, before macOS 26, and for a size that is not a length.
    static func macOSSystemEdgeSpacing(size: CGFloat, on platform: TargetPlatform) -> (above: CGFloat, below: CGFloat)? {
        guard platform.system == .macOS, platform.release >= 26, size.isFinite, size > 0 else { return nil }
        let table = macOSSystemEdgeSpacings
        if size <= table[0].size {
            return (table[0].above * size / table[0].size, table[0].below * size / table[0].size)
        }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let fraction = (size - low.size) / (high.size - low.size)
            return (low.above + (high.above - low.above) * fraction, low.below + (high.below - low.below) * fraction)
        }
        let last = table[table.count - 1]
        return (last.above * size / last.size, last.below * size / last.size)
    }

    /// `.system(size:)` text's distances to plain views recorded on macOS 26.2, by size
    /// (swiftui-web `Fixtures/Goldens/text-metrics.json`, `fonts`: `spacingAbove` and
    /// `spacingBelow`; the same for every weight).
    private static let macOSSystemEdgeSpacings: [(size: CGFloat, above: CGFloat, below: CGFloat)] = [
        (10, 3.609375, 6.2314453125), (11, 3.8203125, 6.70458984375), (12, 4.03125, 7.177734375),
        (13, 4.7421875, 8.15087890625), (15, 5.1640625, 9.09716796875), (17, 6.0859375, 10.54345703125),
        (20, 6.71875, 11.962890625), (22, 7.640625, 13.4091796875), (24, 8.0625, 14.35546875),
        (26, 8.984375, 15.8017578125), (32, 10.75, 19.140625), (40, 13.4375, 23.92578125),
    ]

    /// `.system(size:)` line heights recorded on macOS 26.2, by size.
    private static let macOSSystemLines: [(size: CGFloat, line: CGFloat)] = [
        (10, 13), (11, 14), (12, 15), (13, 16), (15, 19), (17, 20), (20, 24), (22, 26), (24, 28), (26, 30), (32, 38), (40, 47),
    ]

    /// The HIG's sizes and weights on watchOS, tvOS and visionOS. The body sizes (16, 29, 17)
    /// are the HIG's "default size" per platform (Typography, "Ensuring legibility"); the other
    /// styles are **estimates**, typed without the HIG's per-style tables at hand, and no
    /// recording covers these platforms.
    private static func otherSizes(_ style: Font.TextStyle, _ system: TargetPlatform.System) -> (CGFloat, Font.Weight) {
        switch system {
        case .watchOS:
            switch style {
            case .largeTitle: (36, .regular)
            case .title: (34, .regular)
            case .title2: (27, .regular)
            case .title3: (19, .regular)
            case .headline: (16, .semibold)
            case .body: (16, .regular)
            case .callout, .subheadline: (15, .regular)
            case .footnote, .caption: (13, .regular)
            case .caption2: (12, .regular)
            }
        case .tvOS:
            switch style {
            case .largeTitle, .title: (76, .medium)
            case .title2: (57, .medium)
            case .title3: (48, .medium)
            case .headline: (38, .semibold)
            case .subheadline, .body: (29, .medium)
            case .callout: (31, .medium)
            case .footnote, .caption2: (23, .medium)
            case .caption: (25, .medium)
            }
        default:
            switch style {
            case .largeTitle: (29, .regular)
            case .title: (26, .regular)
            case .title2: (22, .regular)
            case .title3: (19, .regular)
            case .headline: (17, .semibold)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }
}

extension SystemFontMetrics {
    /// SF Pro's tracking at `size`, in points added after each character: Apple's published
    /// table (HIG "Typography", "Tracking values", in thousandths of an em per point size),
    /// which Apple's platforms apply to the system font by themselves. Sizes between the
    /// table's take the nearest smaller size's value; from 80 pt on, none.
    static func tracking(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0, size < 6 + CGFloat(trackingTable.count) else { return 0 }
        let index = Int(size.rounded(.down)) - 6
        let perMille = index < 0 ? trackingTable[0] : index < trackingTable.count ? trackingTable[index] : 0
        return perMille / 1000 * size
    }

    /// The tracking, in points after each character, of text at `size` in `face` standing in
    /// for the system font: SF Pro's own (``tracking(size:)``) and, when `face` is the shipped
    /// Inter, the display correction fitted for it (``displayCorrection(size:bold:)``).
    static func tracking(size: CGFloat, face: FontFace) -> CGFloat {
        guard let file = standIn(face) else { return tracking(size: size) }
        return tracking(size: size) + displayCorrection(size: size, bold: file.isBold)
    }

    /// The file of `face` when it is Inter, the stand-in the corrections were fitted for; `nil`
    /// for any other face (SF's own files, another installed stand-in, the test font), which
    /// keeps its own advances and SF's tracking.
    static func standIn(_ face: FontFace) -> FontFile? {
        guard case let .file(file) = face, file.familyName == "Inter" else { return nil }
        return file
    }

    /// The weight correction, per point of size: the width SF gives text at `weight` beyond
    /// what `face` standing in for it gives, added after each character. The shipped Inter
    /// has a regular and a bold face, SF a face per weight, each a little wider than the one
    /// below. **Fitted** to the same recorded frames as ``displayCorrection(size:bold:)``
    /// (the median extra width per character, thousandths of an em): medium +13.5 (drawn in
    /// the regular face), semibold 0 and bold +14 (the bold face), heavy +38 (12 frames of
    /// weight 800), black +42 and light −7 (`text/system-fonts`, 20 pt); ultra-light and thin,
    /// not recorded, take light's. 0 for regular, no weight, or a face other than Inter.
    static func weightCorrection(weight: Font.Weight?, face: FontFace) -> CGFloat {
        guard let weight, standIn(face) != nil else { return 0 }
        let perMille: CGFloat = switch weight.value {
        case ..<(-0.2): -7
        case ..<0.1: 0
        case ..<0.26: 13.5
        case ..<0.35: 0
        case ..<0.5: 14
        case ..<0.6: 38
        default: 42
        }
        return perMille / 1000
    }

    /// The display correction: points added after each character (negative: taken away) of
    /// text that the shipped Inter sets at `size` in SF's place, for SF Pro's
    /// Display optical size, whose letters sit closer together than SF Pro Text's from 20 pt
    /// on, which a single stand-in face does not do. **Fitted**, not documented: a size-dependent
    /// tracking, 0 up to 17 pt, then −65/1000 em × (size − 17) / 11 up to 28 pt and −65/1000 em
    /// from there (measured up to 34 pt; larger sizes keep the last value), half of it for a
    /// bold face. Fitted to the recorded widths of 368 unwrapped frames of 15 pt and more
    /// (docs/semantics.md, "Display sizes"): swiftui-web's `Fixtures/Goldens/text-metrics.json`
    /// at 03283214 (macOS title, largeTitle, title2, title3 at weights 400–800) and
    /// `ios/text-metrics.json` and `ios/text/styles` at 33be5002 (iOS), `text/system-fonts` at
    /// 534b886 (20, 24 and 32 pt) and `ios/text/bold-trait` at 33be5002 (iOS bold titles).
    /// Non-finite or non-positive sizes take none.
    static func displayCorrection(size: CGFloat, bold: Bool) -> CGFloat {
        guard size.isFinite, size > displayCorrectionStart else { return 0 }
        let ramp = min((size - displayCorrectionStart) / (displayCorrectionFull - displayCorrectionStart), 1)
        return displayCorrectionPerMille * ramp * (bold ? displayCorrectionBoldShare : 1) / 1000 * size
    }

    /// The fitted constants of ``displayCorrection(size:bold:)``.
    static let displayCorrectionStart: CGFloat = 17
    static let displayCorrectionFull: CGFloat = 28
    static let displayCorrectionPerMille: CGFloat = -65
    static let displayCorrectionBoldShare: CGFloat = 0.55

    /// Thousandths of an em from 6 pt to 79 pt.
    private static let trackingTable: [CGFloat] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12,
        11, 10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0,
    ]
}

extension EnvironmentValues {
    /// The font of text where neither the text nor the environment sets one: `.body` on iOS
    /// (and watchOS, tvOS, visionOS), and on macOS the 13-pt system font, whose line is 16 pt,
    /// not `.body`, whose line is 18.5 (macOS text styles carry their own leading). Recorded:
    /// swiftui-web `text/hello` and `text/system-fonts` at 50a2567 (a plain `Text` 16 tall),
    /// `text/styles` (`.body` 18.5).
    var defaultFont: Font {
        font ?? (platform.system == .macOS ? Self.macOSDefaultFont : .body)
    }

    /// macOS's default font, made once.
    private static let macOSDefaultFont = Font.system(size: 13)
}

extension Font {
    /// Whether the font is a custom one (`Font.custom`), measured with its own file's metrics.
    var isCustom: Bool {
        if case .custom = base { return true }
        return false
    }

    /// The point size in `environment`: a text style's size on the target platform at the
    /// Dynamic Type size, a custom font's scaled with its text style; times the factor
    /// `scaled(by:)` set.
    func pointSize(in environment: EnvironmentValues) -> CGFloat {
        let size: CGFloat = switch base {
        case let .system(size, _):
            size
        case let .textStyle(style, _):
            SystemFontMetrics.style(style, on: environment.platform, typeSize: environment.typeSize).size
        case let .custom(_, size, relativeTo):
            relativeTo.map {
                SystemFontMetrics.scaled(size, relativeTo: $0, on: environment.platform, typeSize: environment.typeSize)
            } ?? size
        }
        return sizeScale == 1 ? size : size * sizeScale
    }

    /// This font with its text style's weight on the target platform made explicit (macOS's
    /// headline is bold, iOS's semibold), unless a weight was set.
    func withStyleWeight(in environment: EnvironmentValues) -> Font {
        guard weight == nil, case let .textStyle(style, _) = base else { return self }
        var font = self
        font.weight = SystemFontMetrics.style(style, on: environment.platform, typeSize: environment.typeSize).weight
        return font
    }

    /// The recorded distances between this font's text and a plain view above and below it,
    /// where they were recorded: `.system(size:)` on macOS 26, but its serif design (which
    /// keeps other distances). `nil` elsewhere: the text's metrics give them.
    func recordedEdgeSpacing(size: CGFloat, in environment: EnvironmentValues) -> (above: CGFloat, below: CGFloat)? {
        guard case let .system(_, design) = base, design != .serif else { return nil }
        return SystemFontMetrics.macOSSystemEdgeSpacing(size: size, on: environment.platform)
    }

    /// SF's vertical metrics for this font at `size` in `environment`, whatever font stands in
    /// for SF; `nil` for a custom font, which keeps its file's.
    func systemLineMetrics(size: CGFloat, in environment: EnvironmentValues) -> LineMetrics? {
        guard size.isFinite, size > 0 else { return nil }
        // Tight or loose leading takes 2 points from or adds 2 to each line (1 on watchOS).
        let extra = leadingAdjustment(on: environment.platform)
        switch base {
        case .custom:
            return nil
        case let .textStyle(style, _):
            let metrics = SystemFontMetrics.style(style, on: environment.platform, typeSize: environment.typeSize)
            let scale = metrics.size > 0 ? size / metrics.size : 1
            // A text style's line is a hair taller than its unrounded height: every recorded
            // height is the next pixel up even where that height is whole (iOS's caption2,
            // 16, is 16.5 tall; macOS's title2, 25, 25.5), where `.system(size:)`'s is not.
            return SystemFontMetrics.lineMetrics(
                size: size, lineHeight: max(metrics.lineHeight * scale + extra, 0) + 1.0 / 1024,
                linePitch: max(metrics.linePitch * scale + extra, 0))
        case .system:
            let line = max(SystemFontMetrics.systemLineHeight(size: size, on: environment.platform) + extra, 0)
            return SystemFontMetrics.lineMetrics(size: size, lineHeight: line, linePitch: line)
        }
    }
}
