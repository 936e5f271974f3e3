import Foundation

/// Values describe different focus interactions that a view can support.
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: Int

    /// Creates a set of focus interactions from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view has a primary action that can be activated via focus gestures.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input from non-spatial sources like a keyboard or Digital Crown.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected for
    /// interactive content on the current platform (on iOS, ``edit``).
    public static var automatic: FocusInteractions { .edit }
}

nonisolated extension View {
    /// Specifies if the view is focusable: in a live ``LayoutHost`` it can take focus
    /// (``LayoutHost/focus(id:)``), receive key presses (``View/onKeyPress(phases:action:)``)
    /// and set the ``FocusState`` bound to it. `false`, or a disabled view, cannot.
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 80)
    ///     .focusable()
    ///     .onKeyPress(.space) { toggle(); return .handled }
    /// ```
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable, onFocusChange: nil))
    }

    /// Specifies if the view is focusable, and the interactions it takes part in with focus
    /// (headless, focus is moved by the host, so the interactions change nothing).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable, onFocusChange: nil))
    }

    /// Specifies if the view is focusable and, if so, adds an action to perform when the view
    /// comes into focus (`true`) or goes out of it (`false`).
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (_ isFocused: Bool) -> Void = { _ in }) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable, onFocusChange: onFocusChange))
    }

    /// Adds a condition that controls whether this view can display focus effects, such as a
    /// default focus ring or hover effect. Headless there is no focus effect to draw: it
    /// changes neither layout nor drawing.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(EnvironmentWriter { $0.isFocusEffectEnabled = !disabled })
    }

    /// Defines a region of the window in which default focus is evaluated by assigning a value
    /// to a given focus state binding: in a live ``LayoutHost``, the first time focus is asked
    /// about with nothing focused (no ``FocusState`` inside set), `binding` takes `value`, and
    /// focus goes to the view bound to it.
    ///
    /// ```swift
    /// Form { … }.defaultFocus($focus, .email)
    /// ```
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        modifier(InputEnvironmentWriter { $0.defaultFocus.insert(DefaultFocusEntry { binding.wrappedValue = value }, at: 0) })
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus in
/// different circumstances.
public struct DefaultFocusEvaluationPriority: Sendable {
    let isUserInitiated: Bool

    /// Use the default focus preference when focus moves into the affected branch
    /// automatically, but ignore it when the movement is driven by a user-initiated
    /// navigation command.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Always use the default focus preference when focus moves into the affected branch.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

/// A ``View/defaultFocus(_:_:priority:)`` value, applied once: a class, so that the focusable
/// views inside one modifier share it.
final class DefaultFocusEntry {
    let apply: () -> Void
    init(_ apply: @escaping () -> Void) { self.apply = apply }
}

private struct FocusEffectKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether views inside may draw focus effects (``View/focusEffectDisabled(_:)``).
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectKey.self] }
        set { self[FocusEffectKey.self] = newValue }
    }
}

/// Makes its content a focusable view (``FocusTarget``): not a text view, submitting nothing.
nonisolated struct FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocusable: Bool
    let onFocusChange: ((Bool) -> Void)?

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        guard isFocusable, resolver.environment.isEnabled else { return }
        resolver.makeFocusable(elements[start...]) { FocusTarget(input: $0, onFocusChange: onFocusChange) }
    }
}
