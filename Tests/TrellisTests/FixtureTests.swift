import Foundation
import Testing
@testable import Trellis

/// Runs every case in Fixtures/**/*.json (format: Fixtures/README.md). Each case names its
/// public source; expected frames come from that source or the rule it states.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    let file: String
    let index: Int
    let name: String
    var testDescription: String { "\(file): \(name)" }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func all() -> [FixtureCase] {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        var cases: [FixtureCase] = []
        for file in files {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let list = root["cases"] as? [Any]
            else {
                cases.append(FixtureCase(file: file, index: -1, name: "(unreadable file)"))
                continue
            }
            for (i, entry) in list.enumerated() {
                cases.append(FixtureCase(file: file, index: i, name: ((entry as? [String: Any])?["name"] as? String) ?? "case \(i)"))
            }
        }
        return cases
    }

    func load() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let root = try FixtureDecoder.object(try JSONSerialization.jsonObject(with: data), file)
        guard index >= 0 else { throw FixtureError(path: file, message: "the file is not a JSON object with a \"cases\" array") }
        return try FixtureDecoder.object(try FixtureDecoder.array(root["cases"], "\(file).cases")[index], "\(file).cases[\(index)]")
    }
}

@Suite("Layout fixtures")
struct FixtureTests {
    @Test("fixture", arguments: FixtureCase.all())
    func fixture(_ fixture: FixtureCase) throws {
        let spec = try fixture.load()
        let path = "\(fixture.file).cases[\(fixture.index)]"
        let source = (spec["source"] as? String) ?? ""
        #expect(!source.trimmingCharacters(in: .whitespaces).isEmpty, "every fixture names its public source")

        var environment = EnvironmentValues()
        if let direction = spec["layoutDirection"] {
            environment.layoutDirection = try FixtureDecoder.lookup(
                ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft], direction, path + ".layoutDirection")
        }
        let scale = try FixtureDecoder.optionalNumber(spec["displayScale"], path + ".displayScale")
        if let scale { environment.displayScale = scale }
        let view = try FixtureDecoder.view(spec["view"], path + ".view")
        let proposal = try FixtureDecoder.proposal(spec["proposal"], path + ".proposal")
        let result = view.layout(in: proposal, environment: environment, fonts: .testFont)

        var mismatches: [String] = []
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= 1e-6 }
        if let size = spec["size"] {
            let expected = try FixtureDecoder.array(size, path + ".size").enumerated().map { try FixtureDecoder.number($0.element, "\(path).size[\($0.offset)]") }
            if expected.count != 2 || !close(result.size.width, expected[0]) || !close(result.size.height, expected[1]) {
                mismatches.append("size: expected \(expected), got \(result.size)")
            }
        }
        let expect = try FixtureDecoder.object(spec["expect"], path + ".expect")
        for (id, value) in expect.sorted(by: { $0.key < $1.key }) {
            let expected = try FixtureDecoder.rect(value, "\(path).expect.\(id)")
            guard let element = result.element(id: id) else {
                mismatches.append("\(id): no view has this id")
                continue
            }
            let actual = scale == nil ? element.exactFrame : element.frame
            if !(close(actual.minX, expected.minX) && close(actual.minY, expected.minY)
                 && close(actual.width, expected.width) && close(actual.height, expected.height)) {
                mismatches.append("\(id): expected \(expected), got \(actual)")
            }
        }
        if let reason = spec["knownFailure"] as? String {
            #expect(!mismatches.isEmpty, "known failure (\(reason)) now passes: remove its knownFailure mark")
            return
        }
        #expect(mismatches.isEmpty, "\(fixture.testDescription)\n\(mismatches.joined(separator: "\n"))\n\(result)")
    }

    // The runner itself: a malformed fixture is a clear error naming the JSON path.
    @Test("a bad fixture value is an error naming its JSON path")
    func badValuesNameTheirPath() {
        let bad: [(Any, String)] = [
            (["type": "Blob"], "$.type"),
            (["type": "Rectangle", "modifiers": [["frame": ["width": "wide"]]]], "$.modifiers[0].frame.width"),
            (["type": "HStack", "alignment": "middle"], "$.alignment"),
            (["type": "Rectangle", "modifiers": [["spin": 3]]], "$.modifiers[0]"),
        ]
        for (json, path) in bad {
            do {
                _ = try FixtureDecoder.view(json, "$")
                Issue.record("accepted \(json)")
            } catch let error as FixtureError {
                #expect(error.path == path)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
