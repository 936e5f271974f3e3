import Foundation

/// A modifier whose attachment is made from the accessibility elements of another view, laid
/// out apart (a representation, the children `accessibilityChildren` gives, the actions of
/// `accessibilityActions`, a label made by `accessibilityLabel(content:)`): its content is laid
/// out as usual.
nonisolated struct AccessibilityDerivedModifier<Source: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: Source
    let make: ([LayoutResult.AccessibilityElement]) -> AccessibilityAttachment

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        // In a column, so that what the source makes is read in the order it is written.
        let source = self.source
        let host = LayoutHost(resolving: VStack(spacing: 0) { source }, environment: resolver.environment, fonts: resolver.fonts)
        resolver.features.accessibility.attach(make(host.layout(in: .unspecified).accessibilityElements), to: elements[start...])
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
        modifier(AccessibilityDerivedModifier(source: representation()) { elements in
            var attachment = AccessibilityAttachment()
            attachment.representation = elements
            return attachment
        })
    }

    /// Replaces the existing accessibility element's children with one or more new synthetic
    /// accessibility elements: the view becomes a container (as with `.contain`) of the
    /// elements `children` would make, each with this view's frame.
    ///
    /// ```swift
    /// Canvas { _, _ in }.accessibilityChildren { ForEach(points) { Text($0.name) } }
    /// ```
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityDerivedModifier(source: children()) { elements in
            var attachment = AccessibilityAttachment()
            attachment.children = .contain
            attachment.syntheticChildren = elements
            return attachment
        })
    }

    /// Adds an accessibility action labelled by the view `label` makes (its elements' labels,
    /// joined with ", "). Listed by name; the action is not run in a layout.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        modifier(AccessibilityDerivedModifier(source: label()) { elements in
            var attachment = AccessibilityAttachment()
            attachment.actions = [elements.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")]
            return attachment
        })
    }

    /// Adds multiple accessibility actions to the view: one for each control `content` makes
    /// (a `Button`, a `Toggle`), named by its label. Not run in a layout.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(AccessibilityDerivedModifier(source: content(), make: Self.actions))
    }

    /// Adds multiple accessibility actions to the view with a specific category, one for each
    /// control `content` makes (the category groups them in VoiceOver's actions menu; the
    /// element lists them by name).
    public func accessibilityActions<Content: View>(
        category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
    ) -> some View {
        modifier(AccessibilityDerivedModifier(source: content(), make: Self.actions))
    }

    /// An attachment with an action for each element that is activated (a control).
    private static func actions(_ elements: [LayoutResult.AccessibilityElement]) -> AccessibilityAttachment {
        var attachment = AccessibilityAttachment()
        attachment.actions = elements.filter { $0.actions.contains("default") }.map(\.label)
        return attachment
    }

    /// Replaces the default accessibility label with the one `content` makes from it: the
    /// labels of what it makes, joined with ", " (`label` stands for this view, so its own label
    /// is among them).
    ///
    /// ```swift
    /// Text("Alan").accessibilityLabel { label in Text("Contact"); label }   // "Contact, Alan"
    /// ```
    public func accessibilityLabel<V: View>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View {
        modifier(AccessibilityDerivedModifier(source: content(PlaceholderContentView(content: self))) { elements in
            var attachment = AccessibilityAttachment()
            attachment.label = elements.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            return attachment
        })
    }

    /// Specifies whether the view's element is a direct touch area (adding
    /// ``AccessibilityTraits/allowsDirectInteraction``); `options` change how touches pass
    /// through, which a layout has none of.
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isDirectTouchArea { $0.addedTraits.insert(.allowsDirectInteraction) } })
    }

    /// Sets whether the view ignores Invert Colors (it keeps its colours when they are
    /// inverted). A layout is drawn with Invert Colors off
    /// (``EnvironmentValues/accessibilityInvertColors``), so this draws nothing differently.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
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

    /// The labels of `content`'s entries.
    private static func labels<Content: AccessibilityRotorContent>(_ content: Content) -> [String] {
        var labels: [String] = []
        Content._collectRotorEntries(content, into: &labels)
        return labels
    }

    /// Creates an accessibility rotor with the specified user-visible label and entries.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(label.content, Self.labels(entries()))
    }

    /// Creates an accessibility rotor with a localized label and entries.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(Text(labelKey).content, Self.labels(entries()))
    }

    /// Creates an accessibility rotor with a label and entries.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(String(label), Self.labels(entries()))
    }

    /// Creates an accessibility rotor replacing a system rotor with these entries.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(systemRotor.name, Self.labels(entries()))
    }

    /// Creates an accessibility rotor replacing a system rotor with entries generated from the
    /// content, whose labels `entryLabel` gives.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(systemRotor.name, entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor replacing a system rotor with entries identified by
    /// `entryID`, whose labels `entryLabel` gives.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(systemRotor.name, entries.map { $0[keyPath: entryLabel] })
    }

    /// Creates an accessibility rotor replacing a system rotor with ranges of this view's text.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        rotor(systemRotor.name, Self.describe(textRanges))
    }

    /// Defines an explicit identifier tying this view's element to an entry of a rotor (made
    /// with `AccessibilityRotorEntry(_:id:in:)`). It is where VoiceOver moves when the entry
    /// is chosen, which a layout has no part of: the view lays out and reads as without it.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Text ranges as entries: a range holds indices without their string, so each is
    /// recorded by its place (`"range 1"`, `"range 2"`…).
    private static func describe(_ ranges: [Range<String.Index>]) -> [String] {
        ranges.indices.map { "range \($0 + 1)" }
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Specifies whether the view's element is a direct touch area (adding
    /// ``AccessibilityTraits/allowsDirectInteraction``), as a modifier of its own around this
    /// one, as SwiftUI's does.
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent<Self, AccessibilityAttachmentModifier>(
            content: self,
            modifier: AccessibilityAttachmentModifier().changed { if isDirectTouchArea { $0.addedTraits.insert(.allowsDirectInteraction) } })
    }
}

// Speech: how VoiceOver speaks the text of the elements inside. A layout speaks nothing, so
// these change neither the layout nor the elements (docs/differences.md, "Accessibility").
nonisolated extension View {
    /// Sets whether VoiceOver should always speak all punctuation in the text view. Inert in
    /// a layout: nothing is spoken.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets whether VoiceOver should speak the contents of the text view character by
    /// character. Inert in a layout: nothing is spoken.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Raises or lowers the pitch of spoken text. Inert in a layout: nothing is spoken.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Controls whether to queue pending announcements behind existing speech rather than
    /// interrupting speech in progress. Inert in a layout: nothing is spoken.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }
}
