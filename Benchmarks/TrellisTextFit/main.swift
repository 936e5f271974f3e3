// trellis-textfit: lays out text frames recorded from Apple's SwiftUI and reports how far
// Trellis's sizes are from them (issue 23). Not a timed benchmark and not a test: a report.
//
//     swift run trellis-textfit [--frames PATH] [--platform macOS|iOS] [--quiet]
//                               [--fonts PATH ... --family NAME]
//
// The frames are `Benchmarks/TextFit/frames.json` (their sources are named in the file). Per
// frame it prints the expected and the measured size; per platform, the median and 90th
// percentile of the width error (% of the recorded width) and of the height error (points),
// and how many wrapped frames have the recorded number of lines; per platform and text style,
// the median signed width error. `--fonts` and `--family`
// measure with another font (a folder or a file, and the family standing in for the system
// font), which is how the candidates for the shipped stand-in were compared.

import Foundation
import Trellis

struct Options {
    var framesPath = "Benchmarks/TextFit/frames.json"
    var platform: String?
    var quiet = false
    var fontPaths: [String] = []
    var family: String?

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(_ name: String) -> String {
            guard let value = iterator.next() else { fail("\(name) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--frames": options.framesPath = value(argument)
            case "--platform": options.platform = value(argument)
            case "--quiet": options.quiet = true
            case "--fonts": options.fontPaths.append(value(argument))
            case "--family": options.family = value(argument)
            default: fail("unknown argument \(argument)")
            }
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-textfit: \(message)\n".utf8))
    exit(2)
}

/// One recorded frame: `[platform, font, proposal, text, width, height]`.
struct Frame {
    let platform: String
    let font: String
    let proposal: String
    let text: String
    let width: Double
    let height: Double
}

func loadFrames(_ path: String) -> [Frame] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let rows = object["frames"] as? [[Any]]
    else { fail("\(path) is not a frames file") }
    return rows.map { row in
        guard row.count == 6, let platform = row[0] as? String, let font = row[1] as? String,
              let proposal = row[2] as? String, let text = row[3] as? String,
              let width = (row[4] as? NSNumber)?.doubleValue, let height = (row[5] as? NSNumber)?.doubleValue
        else { fail("malformed frame \(row)") }
        return Frame(platform: platform, font: font, proposal: proposal, text: text, width: width, height: height)
    }
}

let weights: [String: Font.Weight] = [
    "100": .ultraLight, "200": .thin, "300": .light, "400": .regular, "500": .medium, "600": .semibold,
    "700": .bold, "800": .heavy, "900": .black,
]
let styles: [String: Font.TextStyle] = [
    "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
    "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption,
    "caption2": .caption2,
]
let designs: [String: Font.Design] = ["default": .default, "rounded": .rounded, "serif": .serif, "monospaced": .monospaced]

/// Why a frame is left out: what Trellis cannot express yet.
struct Unsupported: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// The view a frame records and its proposed width, or why Trellis cannot express it yet.
@MainActor
func view(for frame: Frame) -> Result<(AnyView, CGFloat?), Unsupported> {
    var text = Text(frame.text)
    let parts = frame.font.split(separator: ":").map(String.init)
    switch parts.first {
    case "style":
        guard parts.count >= 2, let style = styles[parts[1]] else { return .failure(Unsupported("font \(frame.font)")) }
        // The recording's font: `Font.system(style, weight:)` (swiftui-web's `FixtureFont`), a
        // font made at the weight, which is not the bold trait `fontWeight` on the text sets.
        var weight: Font.Weight?
        var italic = false
        for part in parts.dropFirst(2) {
            if part == "italic" {
                italic = true
            } else if part.hasPrefix("w"), let found = weights[String(part.dropFirst())] {
                weight = found
            } else {
                return .failure(Unsupported("font \(frame.font)"))
            }
        }
        text = text.font(.system(style, weight: weight))
        if italic { text = text.italic() }
    case "system":
        guard parts.count == 4, let size = Double(parts[1]), let weight = weights[parts[2]], let design = designs[parts[3]]
        else { return .failure(Unsupported("font \(frame.font)")) }
        text = text.font(.system(size: size, weight: weight, design: design))
    default:
        return .failure(Unsupported("font \(frame.font)"))
    }
    var options = frame.proposal.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let width = options.removeFirst()
    var lineLimit: Int?, reserved = 0, spacing: CGFloat = 0, mode = Text.TruncationMode.tail
    for option in options {
        if option.hasPrefix("l"), let n = Int(option.dropFirst()) {
            lineLimit = n
        } else if option.hasPrefix("r"), let n = Int(option.dropFirst()) {
            reserved = n
        } else if option.hasPrefix("s"), let x = Double(option.dropFirst()) {
            spacing = x
        } else if option.hasPrefix("tr"), let x = Double(option.dropFirst(2)) {
            text = text.tracking(x)
        } else if option.hasPrefix("k"), let x = Double(option.dropFirst()) {
            text = text.kerning(x)
        } else if option == "thead" {
            mode = .head
        } else if option == "tmiddle" {
            mode = .middle
        } else {
            return .failure(Unsupported("option \(option)"))
        }
    }
    var result = AnyView(text.truncationMode(mode).lineSpacing(spacing))
    switch (lineLimit, reserved) {
    case (let limit?, 0): result = AnyView(result.lineLimit(limit))
    case (let limit?, let reserved) where reserved == limit: result = AnyView(result.lineLimit(limit, reservesSpace: true))
    case (let limit?, let reserved): result = AnyView(result.lineLimit(reserved...limit))
    case (nil, 0): break
    case (nil, let reserved): result = AnyView(result.lineLimit(reserved...))
    }
    return .success((result, width.isEmpty ? nil : CGFloat(Double(width) ?? 0)))
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let rank = p * Double(sorted.count - 1)
    let low = Int(rank.rounded(.down)), high = Int(rank.rounded(.up))
    return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

@MainActor
func run() {
    let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
    var frames = loadFrames(options.framesPath)
    if let platform = options.platform { frames = frames.filter { $0.platform == platform } }
    let fonts: FontLibrary
    if options.fontPaths.isEmpty {
        fonts = .system
    } else {
        let family = options.family ?? "DejaVu Sans"
        fonts = FontLibrary(searchPaths: options.fontPaths, systemFamily: family, monospacedFamily: family, serifFamily: family)
    }

    struct Tally {
        var widthErrors: [Double] = []
        var heightErrors: [Double] = []
        var ratios: [Double] = []
        var wrapped = 0
        var wrappedAgreeing = 0
        var skipped: [String: Int] = [:]
    }
    var tallies: [String: Tally] = [:]
    // The signed width error (% of the recorded width) of every frame set in a text style, at
    // any weight, by platform and style: a style's median says whether the style as a whole
    // is wide or narrow.
    var styleErrors: [String: [String: [Double]]] = [:]
    if !options.quiet {
        print("platform  font                      proposal        expected        measured        Δw %    Δh   text")
    }
    for frame in frames {
        var tally = tallies[frame.platform] ?? Tally()
        defer { tallies[frame.platform] = tally }
        guard let system = TargetPlatform.System(rawValue: frame.platform) else {
            tally.skipped["platform \(frame.platform)", default: 0] += 1
            continue
        }
        let built: (AnyView, CGFloat?)
        switch view(for: frame) {
        case let .success(value): built = value
        case let .failure(unsupported):
            tally.skipped[unsupported.reason, default: 0] += 1
            continue
        }
        var environment = EnvironmentValues()
        environment.displayScale = 2
        environment.targetPlatform = TargetPlatform(system, release: TargetPlatform.latestRelease)
        let size = built.0.layout(in: ProposedViewSize(width: built.1, height: nil), environment: environment, fonts: fonts).size
        let widthError = frame.width > 0 ? abs(Double(size.width) - frame.width) / frame.width * 100 : 0
        let heightError = abs(Double(size.height) - frame.height)
        tally.widthErrors.append(widthError)
        tally.heightErrors.append(heightError)
        if frame.width > 0 {
            tally.ratios.append(Double(size.width) / frame.width)
            let parts = frame.font.split(separator: ":")
            if parts.count >= 2, parts[0] == "style" {
                styleErrors[frame.platform, default: [:]][String(parts[1]), default: []]
                    .append((Double(size.width) - frame.width) / frame.width * 100)
            }
        }
        if built.1 != nil {
            tally.wrapped += 1
            if heightError < 0.5 { tally.wrappedAgreeing += 1 }
        }
        if !options.quiet {
            let shown = frame.text.replacingOccurrences(of: "\n", with: "⏎")
            let columns = [
                frame.platform.padding(toLength: 9, withPad: " ", startingAt: 0),
                frame.font.padding(toLength: 25, withPad: " ", startingAt: 0),
                (frame.proposal.isEmpty ? "-" : frame.proposal).padding(toLength: 15, withPad: " ", startingAt: 0),
                "\(format(frame.width)) × \(format(frame.height))".padding(toLength: 15, withPad: " ", startingAt: 0),
                "\(format(Double(size.width))) × \(format(Double(size.height)))".padding(toLength: 15, withPad: " ", startingAt: 0),
                format(widthError).padding(toLength: 7, withPad: " ", startingAt: 0),
                format(Double(size.height) - frame.height).padding(toLength: 5, withPad: " ", startingAt: 0),
                shown.count > 40 ? String(shown.prefix(39)) + "…" : shown,
            ]
            print(columns.joined(separator: " "))
        }
    }
    print("")
    print("platform  frames  width error % (median / p90)  height error pt (median / p90)  width ratio (median)  wrapped frames with the recorded lines")
    for platform in tallies.keys.sorted() {
        let tally = tallies[platform]!
        let measured = tally.widthErrors.count
        let columns = [
            platform.padding(toLength: 9, withPad: " ", startingAt: 0),
            "\(measured)".padding(toLength: 7, withPad: " ", startingAt: 0),
            "\(format(percentile(tally.widthErrors, 0.5))) / \(format(percentile(tally.widthErrors, 0.9)))"
                .padding(toLength: 30, withPad: " ", startingAt: 0),
            "\(format(percentile(tally.heightErrors, 0.5))) / \(format(percentile(tally.heightErrors, 0.9)))"
                .padding(toLength: 32, withPad: " ", startingAt: 0),
            format(percentile(tally.ratios, 0.5), 3).padding(toLength: 21, withPad: " ", startingAt: 0),
            "\(tally.wrappedAgreeing) of \(tally.wrapped)",
        ]
        print(columns.joined(separator: " "))
        for (reason, count) in tally.skipped.sorted(by: { $0.key < $1.key }) {
            print("          skipped \(count): \(reason)")
        }
    }
    print("")
    print("platform  text style    frames  width error % (median, signed)")
    for platform in styleErrors.keys.sorted() {
        let byStyle = styleErrors[platform]!
        var worst: (style: String, error: Double)?
        for style in styles.keys.sorted() {
            guard let errors = byStyle[style], !errors.isEmpty else { continue }
            let median = percentile(errors, 0.5)
            if abs(median) > abs(worst?.error ?? 0) || worst == nil { worst = (style, median) }
            let columns = [
                platform.padding(toLength: 9, withPad: " ", startingAt: 0),
                style.padding(toLength: 13, withPad: " ", startingAt: 0),
                "\(errors.count)".padding(toLength: 7, withPad: " ", startingAt: 0),
                (median >= 0 ? "+" : "") + format(median),
            ]
            print(columns.joined(separator: " "))
        }
        if let worst {
            print("          furthest: \(worst.style) \(worst.error >= 0 ? "+" : "")\(format(worst.error)) %")
        }
    }
}

MainActor.assumeIsolated { run() }
