import Foundation
import Testing
@testable import Trellis

/// Text from a strings table, and text made by a formatter.
@Suite("Text tables and formatters")
@MainActor
struct TextLocalizationTests {
    /// A bundle folder with `Greetings.strings` holding `entries`.
    private func bundle(_ entries: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textlocalization-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = entries.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n")
        try Data(table.utf8).write(to: folder.appendingPathComponent("Greetings.strings"))
        return try #require(Bundle(url: folder))
    }

    private func content(_ text: Text) -> String {
        text.runs.map(\.string).joined()
    }

    // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    @Test("a key with a table and bundle shows the table's translation")
    func translated() throws {
        let bundle = try bundle(["Hello": "Bonjour"])
        #expect(content(Text("Hello", tableName: "Greetings", bundle: bundle, comment: "A greeting")) == "Bonjour")
    }

    @Test("a key the table lacks, or a table that is not there, shows the key")
    func untranslated() throws {
        let bundle = try bundle(["Hello": "Bonjour"])
        #expect(content(Text("Goodbye", tableName: "Greetings", bundle: bundle)) == "Goodbye")
        #expect(content(Text("Hello", tableName: "Missing", bundle: bundle)) == "Hello")
        #expect(content(Text("Hello")) == "Hello")
    }

    @Test("a translation's Markdown is styled as a key's is")
    func translatedMarkdown() throws {
        let bundle = try bundle(["Save": "**Enregistrer**"])
        let text = Text("Save", tableName: "Greetings", bundle: bundle)
        #expect(content(text) == "Enregistrer")
        #expect(text.runs.first?.attributes.weight == .bold)
    }

    // https://developer.apple.com/documentation/swiftui/text/init(_:formatter:)
    @Test("a value with a formatter shows the formatter's string")
    func formatter() {
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        numbers.locale = Locale(identifier: "en_US")
        #expect(content(Text(NSNumber(value: 0.25), formatter: numbers)) == "25%")
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        #expect(content(Text(NSDate(timeIntervalSince1970: 0), formatter: dates)) == "1970-01-01")
    }

    @Test("a value the formatter cannot format shows nothing")
    func unformattable() {
        let dates = DateFormatter()
        #expect(content(Text(NSNumber(value: 3), formatter: dates)).isEmpty)
        #expect(Text(NSNumber(value: 3), formatter: dates).layout(in: .unspecified, fonts: .testFont).size.width == 0)
    }
}
