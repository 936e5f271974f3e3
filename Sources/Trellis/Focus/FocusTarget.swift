import Foundation

/// A view that can take focus, as the host finds it: a text field, secure field or text
/// editor, or a view made focusable with ``View/focusable(_:)``. Kept as a layout value on
/// the view's node, with what the modifiers around it said when it was resolved.
struct FocusTarget {
    /// The bindings, submit actions, key handlers and traits around the view.
    var input: InputEnvironment
    /// The text a field edits; `nil` for a view that is focusable but not a text view.
    var text: Binding<String>? = nil
    /// Whether a return types a new line (a text editor, a vertical field) rather than submits.
    var isMultiline = false
    /// What submitting in this view triggers (`.text` for a field; nothing for an editor).
    var submitTrigger: SubmitTriggers = []
    /// Called with `true` when focus comes to the view and `false` when it goes.
    var onFocusChange: ((Bool) -> Void)? = nil
}

/// The layout value carrying a view's ``FocusTarget``.
enum FocusTargetKey {}

extension Resolver {
    /// Makes the nodes `elements` (the views just resolved) focusable, with the input
    /// environment around them now.
    mutating func makeFocusable<C: Collection<NodeID>>(_ elements: C, _ target: (InputEnvironment) -> FocusTarget) {
        let target = target(environment.input)
        update(elements) { $0.layoutValues[ObjectIdentifier(FocusTargetKey.self)] = target }
    }
}
