import Foundation
import Testing
import Trellis
import TrellisScene

/// `lineLimit`'s range and reserved-space forms, and `textSelection`, in scene files.
extension SceneRoundTripTests {
    @Test("lineLimit ranges and reservesSpace lay out as lineLimit(_:) with a range and lineLimit(_:reservesSpace:)")
    func lineLimitRanges() throws {
        let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
        try expectSameLayout("""
            {"proposal": {"width": 120, "height": 900}, "view": {"type": "VStack", "content": [
              {"type": "Text", "text": "\(paragraph)", "modifiers": [{"lineLimit": {"max": 2}}]},
              {"type": "Text", "text": "\(paragraph)", "modifiers": [{"lineLimit": {"min": 1, "max": 3}}]},
              {"type": "Text", "text": "Hello", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": true}}]},
              {"type": "Text", "text": "Hello", "modifiers": [{"lineLimit": {"min": 2, "max": 4}}]},
              {"type": "Text", "text": "Hello", "modifiers": [{"lineLimit": {"min": 3}}]}
            ]}}
            """,
            VStack {
                Text(paragraph).lineLimit(...2)
                Text(paragraph).lineLimit(1...3)
                Text("Hello").lineLimit(2, reservesSpace: true)
                Text("Hello").lineLimit(2...4)
                Text("Hello").lineLimit(3...)
            })
    }

    @Test("a reserved line limit makes a one-line text as tall as its lines")
    func reservedLinesChangeLayout() throws {
        let reserved = try SceneFile(json: """
            {"view": {"type": "Text", "text": "Hello", "modifiers": [{"lineLimit": {"limit": 3, "reservesSpace": true}}]}}
            """).layout(fonts: .testFont)
        let plain = try SceneFile(json: #"{"view": {"type": "Text", "text": "Hello"}}"#).layout(fonts: .testFont)
        #expect(reserved.size.height == 3 * plain.size.height)
    }

    @Test("textSelection is read, and lays out as Swift's textSelection")
    func textSelection() throws {
        try expectSameLayout("""
            {"proposal": {"width": 200, "height": 100}, "view": {"type": "VStack", "content": [
              {"type": "Text", "text": "Selectable", "modifiers": [{"textSelection": "enabled"}]},
              {"type": "Text", "text": "Plain", "modifiers": [{"textSelection": "disabled"}]}
            ]}}
            """,
            VStack {
                Text("Selectable").textSelection(.enabled)
                Text("Plain").textSelection(.disabled)
            })
    }
}

@Suite("Scene line limits: bad input")
@MainActor
struct LineLimitRangeErrorTests {
    @Test("a line-limit range whose min is above its max is an error naming both")
    func invertedRange() {
        let error = rejected(#"{"view": {"type": "Text", "text": "a", "modifiers": [{"lineLimit": {"min": 4, "max": 2}}]}}"#)
        #expect(error?.message.contains("\"min\" (4) is above its \"max\" (2)") == true)
    }

    @Test("an empty line-limit object is an error")
    func emptyRange() {
        let error = rejected(#"{"view": {"type": "Text", "text": "a", "modifiers": [{"lineLimit": {}}]}}"#)
        #expect(error?.message.contains("an empty line limit") == true)
    }

    @Test("reservesSpace without a limit, and a limit beside a range, are errors")
    func mixedForms() {
        let alone = rejected(#"{"view": {"type": "Text", "text": "a", "modifiers": [{"lineLimit": {"reservesSpace": true, "max": 2}}]}}"#)
        #expect(alone?.message.contains("\"reservesSpace\" goes with \"limit\"") == true)
        let both = rejected(#"{"view": {"type": "Text", "text": "a", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": false, "min": 1}}]}}"#)
        #expect(both?.message.contains("not both") == true)
    }

    @Test("a fractional line count is an error")
    func fractionalLimit() {
        let error = rejected(#"{"view": {"type": "Text", "text": "a", "modifiers": [{"lineLimit": {"max": 2.5}}]}}"#)
        #expect(error?.message.contains("an integer") == true)
    }

    @Test("an unknown text selectability is an error listing the accepted ones")
    func unknownSelectability() {
        let error = rejected(#"{"view": {"type": "Text", "text": "a", "modifiers": [{"textSelection": "always"}]}}"#)
        #expect(error?.message.contains("enabled") == true)
    }
}
