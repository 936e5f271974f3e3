import Foundation

// The accessibility modifiers that return `ModifiedContent<Self, AccessibilityAttachmentModifier>`,
// each setting one property of the view's accessibility element; chained on such a view, the
// same modifier adds to its attachment (`ModifiedContent+AccessibilityAttachment.swift`), as
// SwiftUI's does.
// None changes the layout: ``LayoutResult/accessibilityElements`` reads what they set.
// (The two files declare the same forms; the `isEnabled` ones change nothing when it is false.)

nonisolated extension View {
    /// Adds a label to the view that describes its contents: what VoiceOver reads instead of
    /// the view's own label (a text's content, a button's title).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.label = label.content })
    }

    /// Adds a label to the view that describes its contents: what VoiceOver reads instead of
    /// the view's own label (a text's content, a button's title).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.label = Text(labelKey).content })
    }

    /// Adds a label to the view that describes its contents: what VoiceOver reads instead of
    /// the view's own label (a text's content, a button's title).
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.label = String(label) })
    }

    /// Adds a label to the view that describes its contents: what VoiceOver reads instead of
    /// the view's own label (a text's content, a button's title).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.label = label.content } })
    }

    /// Adds a label to the view that describes its contents: what VoiceOver reads instead of
    /// the view's own label (a text's content, a button's title).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.label = Text(labelKey).content } })
    }

    /// Adds a label to the view that describes its contents: what VoiceOver reads instead of
    /// the view's own label (a text's content, a button's title).
    /// With `isEnabled` false, it changes nothing.
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.label = String(label) } })
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.value = valueDescription.content })
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.value = Text(valueKey).content })
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.value = String(value) })
    }

    /// Adds a textual description of the value that the view contains.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.value = valueDescription.content } })
    }

    /// Adds a textual description of the value that the view contains.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.value = Text(valueKey).content } })
    }

    /// Adds a textual description of the value that the view contains.
    /// With `isEnabled` false, it changes nothing.
    @_disfavoredOverload public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.value = String(value) } })
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.hint = hint.content })
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.hint = Text(hintKey).content })
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.hint = String(hint) })
    }

    /// Communicates to the user what happens after performing the view's action.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.hint = hint.content } })
    }

    /// Communicates to the user what happens after performing the view's action.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.hint = Text(hintKey).content } })
    }

    /// Communicates to the user what happens after performing the view's action.
    /// With `isEnabled` false, it changes nothing.
    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.hint = String(hint) } })
    }

    /// Uses the string you specify to identify the view: UI tests find the element by it, and
    /// ``LayoutResult/frame(of:)`` finds the view by it as by an `.id`.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.identifier = identifier })
    }

    /// Uses the string you specify to identify the view: UI tests find the element by it, and
    /// ``LayoutResult/frame(of:)`` finds the view by it as by an `.id`.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.identifier = identifier } })
    }

    /// Specifies whether to hide this view from system accessibility features: when `hidden`,
    /// the view and everything in it make no accessibility element.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.isHidden = hidden })
    }

    /// Specifies whether to hide this view from system accessibility features: when `hidden`,
    /// the view and everything in it make no accessibility element.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.isHidden = hidden } })
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.addedTraits.formUnion(traits); $0.removedTraits.subtract(traits) })
    }

    /// Removes the given traits from this view (those it has of its own too: a button's `.isButton`).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.removedTraits.formUnion(traits); $0.addedTraits.subtract(traits) })
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other
    /// elements at the same level: higher numbers are read first; the default is 0.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.sortPriority = sortPriority })
    }

    /// Sets the accessibility level of this heading: the element becomes a header
    /// (``AccessibilityTraits/isHeader``) of that level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.heading = level })
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.inputLabels = inputLabels.map(\.content) })
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.inputLabels = inputLabelKeys.map { Text($0).content } })
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.inputLabels = inputLabels.map { String($0) } })
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.inputLabels = inputLabels.map(\.content) } })
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.inputLabels = inputLabelKeys.map { Text($0).content } } })
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    /// With `isEnabled` false, it changes nothing.
    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.inputLabels = inputLabels.map { String($0) } } })
    }

    /// Adds an accessibility action to the view. Listed by name in the element's
    /// ``LayoutResult/AccessibilityElement/actions``; a layout performs no action, so the handler
    /// is not run.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.actions.append(actionKind.name) })
    }

    /// Adds an accessibility action to the view. Listed by name in the element's
    /// ``LayoutResult/AccessibilityElement/actions``; a layout performs no action, so the handler
    /// is not run.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.actions.append(name.content) })
    }

    /// Adds an accessibility action to the view. Listed by name in the element's
    /// ``LayoutResult/AccessibilityElement/actions``; a layout performs no action, so the handler
    /// is not run.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.actions.append(Text(nameKey).content) })
    }

    /// Adds an accessibility action to the view. Listed by name in the element's
    /// ``LayoutResult/AccessibilityElement/actions``; a layout performs no action, so the handler
    /// is not run.
    @_disfavoredOverload public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier().changed { $0.actions.append(String(name)) })
    }

    /// Adds an accessibility adjustable action to the view: the element offers `"increment"`
    /// and `"decrement"` actions. The handler is not run in a layout.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.actions += ["increment", "decrement"] })
    }

    /// Sets an accessibility text content type: the element's
    /// ``LayoutResult/AccessibilityElement/textContentType``.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.textContentType = value.name })
    }

    /// Explicitly set whether this accessibility element responds to user interaction and would
    /// thus be interacted with by technologies such as Switch Control and Full Keyboard Access
    /// (``LayoutResult/AccessibilityElement/respondsToUserInteraction``).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.respondsToUserInteraction = respondsToUserInteraction })
    }

    /// Explicitly set whether this accessibility element responds to user interaction and would
    /// thus be interacted with by technologies such as Switch Control and Full Keyboard Access
    /// (``LayoutResult/AccessibilityElement/respondsToUserInteraction``).
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.respondsToUserInteraction = respondsToUserInteraction } })
    }

    /// The activation point for an element is the location assistive technologies use to
    /// initiate gestures (``LayoutResult/AccessibilityElement/activationPoint``): a point from
    /// the view's origin, or a unit point of its frame.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.activationPoint = .offset(activationPoint) })
    }

    /// The activation point for an element is the location assistive technologies use to
    /// initiate gestures (``LayoutResult/AccessibilityElement/activationPoint``): a point from
    /// the view's origin, or a unit point of its frame.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { $0.activationPoint = .unit(activationPoint) })
    }

    /// The activation point for an element is the location assistive technologies use to
    /// initiate gestures (``LayoutResult/AccessibilityElement/activationPoint``): a point from
    /// the view's origin, or a unit point of its frame.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.activationPoint = .offset(activationPoint) } })
    }

    /// The activation point for an element is the location assistive technologies use to
    /// initiate gestures (``LayoutResult/AccessibilityElement/activationPoint``): a point from
    /// the view's origin, or a unit point of its frame.
    /// With `isEnabled` false, it changes nothing.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if isEnabled { $0.activationPoint = .unit(activationPoint) } })
    }

    /// Adds an accessibility scroll action to the view: the element offers a `"scroll"`
    /// action. The handler is not run in a layout.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if !$0.actions.contains("scroll") { $0.actions.append("scroll") } })
    }

    /// Adds an accessibility zoom action to the view: the element offers a `"zoom"` action.
    /// The handler is not run in a layout.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier().changed { if !$0.actions.contains("zoom") { $0.actions.append("zoom") } })
    }
}
