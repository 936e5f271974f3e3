import Foundation
import Testing
import Trellis

/// Rotors: the entries a rotor's builder or data make, recorded on the element by label.
@Suite("Accessibility rotors")
@MainActor
struct AccessibilityRotorTests {
    struct Message: Identifiable {
        let id: Int
        let subject: String
        let unread: Bool
    }

    static let messages = [Message(id: 1, subject: "Lunch", unread: true), Message(id: 2, subject: "Minutes", unread: false),
                           Message(id: 3, subject: "Invoice", unread: true)]

    static func rotors<V: View>(_ view: V) -> [LayoutResult.AccessibilityElement.Rotor] {
        view.layout(in: ProposedViewSize(width: 300, height: 300), fonts: .testFont).accessibilityElements.first?.rotors ?? []
    }

    // Source: Apple, "accessibilityRotor(_:entries:)" and "AccessibilityRotorEntry".
    @Test("a rotor's builder lists its entries, through ForEach, if and Group")
    func builder() {
        let showLast = true
        let view = Text("Inbox").accessibilityRotor("Unread") {
            ForEach(Self.messages.filter(\.unread)) { message in
                AccessibilityRotorEntry(message.subject, id: message.id)
            }
            Group { AccessibilityRotorEntry(Text("Drafts"), id: 0) }
            if showLast { AccessibilityRotorEntry("Last", id: 9) }
        }
        let rotors = Self.rotors(view)
        #expect(rotors.map(\.name) == ["Unread"])
        #expect(rotors.first?.entries == ["Lunch", "Invoice", "Drafts", "Last"])
    }

    // Source: Apple, "AccessibilitySystemRotor".
    @Test("a system rotor is named after it")
    func systemRotor() {
        let view = Text("Article")
            .accessibilityRotor(.headings) { AccessibilityRotorEntry("Intro", id: 1) }
            .accessibilityRotor(.links(visited: true), entries: Self.messages, entryLabel: \.subject)
        let rotors = Self.rotors(view)
        #expect(rotors.map(\.name) == ["headings", "visitedLinks"])
        #expect(rotors.last?.entries == ["Lunch", "Minutes", "Invoice"])
    }

    @Test("text-range entries are recorded by their place")
    func textRanges() {
        let text = "Hello brave world"
        let ranges = [text.startIndex ..< text.index(text.startIndex, offsetBy: 5)]
        #expect(Self.rotors(Text(text).accessibilityRotor("Words", textRanges: ranges)).first?.entries == ["range 1"])
    }
}
