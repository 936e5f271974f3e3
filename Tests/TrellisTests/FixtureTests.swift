import Foundation
import Testing
@testable import Trellis
import TrellisGallery
import TrellisScene

/// Runs every case in Fixtures/**/*.json (format: Fixtures/README.md). Each case is a scene
/// (docs/scene-format.md) with its expected frames, read by TrellisScene; each names its
/// public source, and its expected frames come from that source or the rule it states.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    let file: String
    let index: Int
    let name: String
    var testDescription: String { "\(file): \(name)" }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Custom layouts fixtures may name with `{"type": "Layout", "name": …}`: the gallery's,
    /// which the `trellis` command registers too.
    static let layouts = GalleryLayouts.byName

    /// The keys of a case besides the scene's own.
    static let caseKeys: Set<String> = ["name", "source", "size", "expect", "depth", "lines", "knownFailure"]

    static func all() -> [FixtureCase] {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        var cases: [FixtureCase] = []
        for file in files {
            guard let root = try? JSONValue(contentsOf: folder.appendingPathComponent(file)),
                  let list = root["cases"]?.elements
            else {
                cases.append(FixtureCase(file: file, index: -1, name: "(unreadable file)"))
                continue
            }
            for (i, entry) in list.enumerated() {
                cases.append(FixtureCase(file: file, index: i, name: entry["name"]?.stringValue ?? "case \(i)"))
            }
        }
        return cases
    }

    /// The case's JSON object; errors name the file.
    func load() throws(SceneError) -> JSONValue {
        let root = try JSONValue(contentsOf: Self.folder.appendingPathComponent(file))
        guard index >= 0, let list = root["cases"]?.elements, index < list.count else {
            var error = root.error("the file is not a JSON object with a \"cases\" array", accepted: "{\"cases\": [...]}")
            error.file = file
            throw error
        }
        return list[index]
    }
}

@Suite("Layout fixtures")
@MainActor
struct FixtureTests {
    @Test("fixture", arguments: FixtureCase.all())
    func fixture(_ fixture: FixtureCase) throws {
        do throws(SceneError) {
            try run(fixture)
        } catch {
            var located = error
            located.file = fixture.file
            throw located
        }
    }

    func run(_ fixture: FixtureCase) throws(SceneError) {
        let spec = try fixture.load()
        let source = spec["source"]?.stringValue ?? ""
        #expect(!source.trimmingCharacters(in: .whitespaces).isEmpty, "every fixture names its public source")
        guard spec["proposal"] != nil else {
            throw spec.error("missing key \"proposal\"", accepted: "a proposal: every fixture states what the root is offered")
        }
        let folder = FixtureCase.folder.appendingPathComponent(fixture.file).deletingLastPathComponent()
        let scene = try SceneFile(spec, layouts: FixtureCase.layouts, ignoringKeys: FixtureCase.caseKeys, imagesRelativeTo: folder)
        let exact = spec["displayScale"] == nil
        let result = scene.layout(fonts: .testFont)

        var mismatches: [String] = []
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= 1e-6 }
        if let size = spec["size"] {
            let expected = try numbers(size, count: 2, "[width, height]")
            if !close(result.size.width, expected[0]) || !close(result.size.height, expected[1]) {
                mismatches.append("size: expected \(expected), got \(result.size)")
            }
        }
        guard let expect = spec["expect"], expect.kind == .object, let ids = expect.keys else {
            throw spec.error("missing key \"expect\"", accepted: "an object: id → [x, y, width, height]")
        }
        for id in ids.sorted() {
            let n = try numbers(expect[id]!, count: 4, "[x, y, width, height]")
            let expected = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
            guard let element = result.element(id: id) else {
                mismatches.append("\(id): no view has this id")
                continue
            }
            let actual = exact ? element.exactFrame : element.frame
            if !(close(actual.minX, expected.minX) && close(actual.minY, expected.minY)
                 && close(actual.width, expected.width) && close(actual.height, expected.height)) {
                mismatches.append("\(id): expected \(expected), got \(actual)")
            }
        }
        if let depth = spec["depth"] {
            guard depth.kind == .object, let ids = depth.keys else {
                throw depth.error("expected an object, got \(depth)", accepted: "an object: id → [z, depth]")
            }
            for id in ids.sorted() {
                let n = try numbers(depth[id]!, count: 2, "[z, depth]")
                guard let element = result.element(id: id) else {
                    mismatches.append("\(id): no view has this id")
                    continue
                }
                if !close(element.zPosition, n[0]) || !close(element.depthExtent, n[1]) {
                    mismatches.append("\(id): expected z \(n[0]), depth \(n[1]); got z \(element.zPosition), depth \(element.depthExtent)")
                }
            }
        }
        if let lines = spec["lines"] {
            guard lines.kind == .object, let ids = lines.keys else {
                throw lines.error("expected an object, got \(lines)", accepted: "an object: id → the text's lines as drawn")
            }
            for id in ids.sorted() {
                guard let list = lines[id]?.elements else {
                    throw lines[id]!.error("expected an array of strings", accepted: "[\"first line\", \"second line\"]")
                }
                var expected: [String] = []
                for entry in list {
                    guard let line = entry.stringValue else { throw entry.error("expected a string", accepted: "a line of text") }
                    expected.append(line)
                }
                guard case let .text(drawing)? = result.element(id: id)?.drawing else {
                    mismatches.append("\(id): not a text view")
                    continue
                }
                let actual = drawing.lines.map(\.text)
                if actual != expected { mismatches.append("\(id): expected lines \(expected), got \(actual)") }
            }
        }
        if let reason = spec["knownFailure"]?.stringValue {
            #expect(!mismatches.isEmpty, "known failure (\(reason)) now passes: remove its knownFailure mark")
            return
        }
        #expect(mismatches.isEmpty, "\(fixture.testDescription)\n\(mismatches.joined(separator: "\n"))\n\(result)")
    }

    /// An array of exactly `count` numbers.
    func numbers(_ value: JSONValue, count: Int, _ shape: String) throws(SceneError) -> [CGFloat] {
        guard let elements = value.elements, elements.count == count else {
            throw value.error("expected \(shape), got \(value)", accepted: shape)
        }
        var numbers: [CGFloat] = []
        for element in elements { numbers.append(try element.decodeNumber()) }
        return numbers
    }
}
