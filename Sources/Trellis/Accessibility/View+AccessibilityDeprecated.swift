import Foundation

// The accessibility modifiers of SwiftUI's first release, `accessibility(label:)` and its
// siblings: deprecated there in favour of the `accessibilityLabel(_:)` family, and kept so old
// screens compile. Each calls its modern form, so it sets the same property of the view's
// accessibility element (``LayoutResult/accessibilityElements`` reads it) and changes no layout.

nonisolated extension View {
    /// Hides the view from assistive technologies when `hidden` is true (deprecated in SwiftUI:
    /// renamed `accessibilityHidden(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds a label that describes the view's contents (deprecated in SwiftUI: renamed
    /// `accessibilityLabel(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    /// Communicates to the user what happens after performing the view's action (deprecated in
    /// SwiftUI: renamed `accessibilityHint(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// Adds a textual description of the value the view contains (deprecated in SwiftUI: renamed
    /// `accessibilityValue(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// Sets alternate input labels with which users identify the view (deprecated in SwiftUI:
    /// renamed `accessibilityInputLabels(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels)
    }

    /// Uses the string to identify the view (deprecated in SwiftUI: renamed
    /// `accessibilityIdentifier(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }

    /// Sets the sort priority of the view's element among its siblings (deprecated in SwiftUI:
    /// renamed `accessibilitySortPriority(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }

    /// Sets the point, from the view's origin, where assistive technologies activate the view
    /// (deprecated in SwiftUI: renamed `accessibilityActivationPoint(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Sets the unit point of the view's frame where assistive technologies activate the view
    /// (deprecated in SwiftUI: renamed `accessibilityActivationPoint(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Adds the given traits to the view (deprecated in SwiftUI: renamed
    /// `accessibilityAddTraits(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    /// Removes the given traits from the view (deprecated in SwiftUI: renamed
    /// `accessibilityRemoveTraits(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Hides the view from assistive technologies when `hidden` is true (deprecated in SwiftUI:
    /// renamed `accessibilityHidden(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityHidden(hidden)
    }

    /// Adds a label that describes the view's contents (deprecated in SwiftUI: renamed
    /// `accessibilityLabel(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityLabel(label)
    }

    /// Communicates to the user what happens after performing the view's action (deprecated in
    /// SwiftUI: renamed `accessibilityHint(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityHint(hint)
    }

    /// Adds a textual description of the value the view contains (deprecated in SwiftUI: renamed
    /// `accessibilityValue(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityValue(value)
    }

    /// Sets alternate input labels with which users identify the view (deprecated in SwiftUI:
    /// renamed `accessibilityInputLabels(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        accessibilityInputLabels(inputLabels)
    }

    /// Uses the string to identify the view (deprecated in SwiftUI: renamed
    /// `accessibilityIdentifier(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibilityIdentifier(identifier)
    }

    /// Sets the sort priority of the view's element among its siblings (deprecated in SwiftUI:
    /// renamed `accessibilitySortPriority(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        accessibilitySortPriority(sortPriority)
    }

    /// Sets the point, from the view's origin, where assistive technologies activate the view
    /// (deprecated in SwiftUI: renamed `accessibilityActivationPoint(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Sets the unit point of the view's frame where assistive technologies activate the view
    /// (deprecated in SwiftUI: renamed `accessibilityActivationPoint(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Adds the given traits to the view (deprecated in SwiftUI: renamed
    /// `accessibilityAddTraits(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityAddTraits(traits)
    }

    /// Removes the given traits from the view (deprecated in SwiftUI: renamed
    /// `accessibilityRemoveTraits(_:)`, which this calls).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibilityRemoveTraits(traits)
    }
}
