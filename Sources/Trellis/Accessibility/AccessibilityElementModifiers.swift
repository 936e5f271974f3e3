import Foundation

/// The modifier `accessibilityRepresentation` leaves: its content is laid out as usual, and
/// the elements the representation makes replace the content's own.
nonisolated struct AccessibilityRepresentationModifier<Representation: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let representation: Representation

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        // The representation's own elements, from a layout of it apart (their frames become the
        // content's, as SwiftUI gives a synthetic element the frame of the view it stands for).
        let host = LayoutHost(resolving: representation, environment: resolver.environment, fonts: resolver.fonts)
        var attachment = AccessibilityAttachment()
        attachment.representation = host.layout(in: .unspecified).accessibilityElements
        resolver.features.accessibility.attach(attachment, to: elements[start...])
    }
}

nonisolated extension View {
    /// Creates a new accessibility element, or modifies the ``AccessibilityChildBehavior`` of
    /// the existing accessibility element.
    ///
    /// ```swift
    /// HStack { Text("Temperature"); Text("21°") }
    ///     .accessibilityElement(children: .combine)   // one element: "Temperature, 21°"
    /// ```
    ///
    /// With `.ignore` (the default) the element has only what its own modifiers say; with
    /// `.combine` its children's labels, values and hints are joined with ", " and their
    /// traits and actions gathered; with `.contain` its children stay elements, read together.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityAttachmentModifier().changed { $0.children = children.kind })
    }

    /// Replaces one or more accessibility elements for this view with new accessibility
    /// elements: those `representation` would make, each with this view's frame.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 4).frame(width: 200, height: 8)
    ///     .accessibilityRepresentation { Toggle("Sound", isOn: $isOn) }
    /// ```
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityRepresentationModifier(representation: representation()))
    }

    /// Adds a custom large content view to be shown by the large content viewer. Recorded on
    /// the element (``LayoutResult/AccessibilityElement/showsLargeContentViewer``); the viewer
    /// itself, shown while a finger rests on the view, never shows in a layout.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        modifier(AccessibilityAttachmentModifier().changed { $0.showsLargeContentViewer = true })
    }

    /// Adds a default large content view to be shown by the large content viewer (recorded as
    /// ``accessibilityShowsLargeContentViewer(_:)`` is).
    public func accessibilityShowsLargeContentViewer() -> some View {
        modifier(AccessibilityAttachmentModifier().changed { $0.showsLargeContentViewer = true })
    }
}

// Rotors: each adds a named list of entries to the element
// (``LayoutResult/AccessibilityElement/rotors``), by their labels. Moving through them is
// VoiceOver's, which a layout has no part of.
nonisolated extension View {
    /// A rotor named `name` with `labels`.
    private func rotor(_ name: String, _ labels: [String]) -> some View {
        modifier(AccessibilityAttachmentModifier().changed { $0.rotors.append(.init(name: name, entries: labels)) })
    }

    /// Creates an accessibility rotor with the specified user-visible label and entries
    /// generated from the content, whose labels `entryLabel` gives.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabel.content, entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor with the specified user-visible label and entries
    /// identified by `entryID`, whose labels `entryLabel` gives.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabel.content, entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor with a localized label and entries generated from the
    /// content, whose labels `entryLabel` gives.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(Text(rotorLabelKey).content, entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor with a label and entries generated from the content,
    /// whose labels `entryLabel` gives.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(String(rotorLabel), entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor with a localized label and entries identified by
    /// `entryID`, whose labels `entryLabel` gives.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(Text(rotorLabelKey).content, entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor with a label and entries identified by `entryID`, whose
    /// labels `entryLabel` gives.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(String(rotorLabel), entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor over ranges of this view's text; each entry is
    /// recorded by its place (`"range 1"`…).
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        rotor(label.content, Self.describe(textRanges))
    }

    /// Creates an accessibility rotor with a localized label over ranges of this view's text.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        rotor(Text(labelKey).content, Self.describe(textRanges))
    }

    /// Creates an accessibility rotor with a label over ranges of this view's text.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        rotor(String(label), Self.describe(textRanges))
    }

    /// Text ranges as entries: a range holds indices without their string, so each is
    /// recorded by its place (`"range 1"`, `"range 2"`…).
    private static func describe(_ ranges: [Range<String.Index>]) -> [String] {
        ranges.indices.map { "range \($0 + 1)" }
    }
}
