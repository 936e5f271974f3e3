import Foundation

/// Represents a type of haptic and/or audio feedback that can be played.
///
/// Feedback is played by the `sensoryFeedback` view modifiers when their trigger changes.
/// Trellis has no haptic engine nor speaker: a live ``LayoutHost`` records each feedback it
/// would play, in order, in ``LayoutHost/playedSensoryFeedback`` (see `docs/differences.md`).
///
/// ```swift
/// Button("Save") { count += 1 }.sensoryFeedback(.success, trigger: count)
/// ```
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
        case selectionFeedback(SelectionFeedback)
        case press(PressFeedback)
        case release(ReleaseFeedback)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(.success)
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(.warning)
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(.error)
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(.selection)
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(.increase)
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(.decrease)
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(.start)
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(.stop)
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(.alignment)
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(.levelChange)
    /// Indicates a drawn path has completed and/or recognized.
    public static let pathComplete = SensoryFeedback(.pathComplete)
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(.impact(weight: nil, flexibility: nil, intensity: 1))

    /// Provides a physical metaphor you can use to complement a visual experience.
    ///
    /// - Parameters:
    ///   - weight: The weight of the impact (medium by default).
    ///   - intensity: The intensity of the impact, from 0 to 1 (kept as given).
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// Provides a physical metaphor you can use to complement a visual experience.
    ///
    /// - Parameters:
    ///   - flexibility: The flexibility of the object that collides.
    ///   - intensity: The intensity of the impact, from 0 to 1 (kept as given).
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Sendable {
        let rawValue: Int
        /// Indicates a collision between small or lightweight UI objects.
        public static let light = Weight(rawValue: 0)
        /// Indicates a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(rawValue: 1)
        /// Indicates a collision between large or heavyweight UI objects.
        public static let heavy = Weight(rawValue: 2)
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Sendable {
        let rawValue: Int
        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(rawValue: 0)
        /// Indicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(rawValue: 1)
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(rawValue: 2)
    }
}

extension SensoryFeedback {
    /// Feedback that indicates a change of selection, of the given kind.
    public static func selection(_ feedback: SensoryFeedback.SelectionFeedback) -> SensoryFeedback {
        SensoryFeedback(.selectionFeedback(feedback))
    }

    /// Feedback that indicates a control was pressed, of the given kind.
    public static func press(_ feedback: SensoryFeedback.PressFeedback) -> SensoryFeedback {
        SensoryFeedback(.press(feedback))
    }

    /// Feedback that indicates a control was released, of the given kind.
    public static func release(_ feedback: SensoryFeedback.ReleaseFeedback) -> SensoryFeedback {
        SensoryFeedback(.release(feedback))
    }

    /// The kinds of selection feedback.
    public struct SelectionFeedback: Sendable, Equatable, Hashable {
        let rawValue: Int
        /// A selection reached its maximum value.
        public static let maximum = SelectionFeedback(rawValue: 0)
        /// A selection reached its minimum value.
        public static let minimum = SelectionFeedback(rawValue: 1)
        /// A selection was turned on.
        public static let on = SelectionFeedback(rawValue: 2)
        /// A selection was turned off.
        public static let off = SelectionFeedback(rawValue: 3)
    }

    /// The kinds of press feedback.
    public struct PressFeedback: Sendable, Equatable, Hashable {
        let rawValue: Int
        /// A button was pressed.
        public static let button = PressFeedback(rawValue: 0)
        /// A button showing only an icon was pressed.
        public static let buttonIconOnly = PressFeedback(rawValue: 1)
        /// A slider's thumb was pressed.
        public static let slider = PressFeedback(rawValue: 2)
        /// A toggle was pressed.
        public static let toggle = PressFeedback(rawValue: 3)
        /// A tab was pressed.
        public static let tab = PressFeedback(rawValue: 4)
    }

    /// The kinds of release feedback.
    public struct ReleaseFeedback: Sendable, Equatable, Hashable {
        let rawValue: Int
        /// A slider's thumb was released.
        public static let slider = ReleaseFeedback(rawValue: 0)
    }
}

/// The feedback a live host played (recorded in place of playing it): one per host.
final class SensoryFeedbackLog: @unchecked Sendable {
    // Unchecked: `played` is behind `lock`.
    private let lock = NSLock()
    private var played: [SensoryFeedback] = []

    func record(_ feedback: SensoryFeedback) { lock.withLock { played.append(feedback) } }

    var all: [SensoryFeedback] { lock.withLock { played } }
}

/// Plays feedback when a value changes: an `onChange` whose action records the feedback in the
/// live host's log.
nonisolated struct SensoryFeedbackModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let log = resolver.live?.views.sensoryFeedback
        let feedback = feedback
        let change = ViewEvent.Change(value: trigger, initial: false) { (old: T, new: T) in
            if let played = feedback(old, new) { log?.record(played) }
        }
        EventModifier(kind: .change(change)).resolve(content: content, into: &resolver, elements: &elements)
    }
}

nonisolated extension View {
    /// Plays the specified `feedback` when the provided `trigger` value changes.
    ///
    /// In a live ``LayoutHost`` the feedback is played after a layout in which `trigger`
    /// differs from its value in the layout before (compared with `==`), as `onChange` runs:
    /// Trellis records it in ``LayoutHost/playedSensoryFeedback`` (it has no haptics). A
    /// snapshot plays none. The layout is unchanged.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $isOn).sensoryFeedback(.selection, trigger: isOn)
    /// ```
    ///
    /// - Parameters:
    ///   - feedback: Which type of feedback to play.
    ///   - trigger: A value to monitor for changes to determine when to play.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays the specified `feedback` when the provided `trigger` value changes and the
    /// `condition` closure returns `true`.
    ///
    /// As `sensoryFeedback(_:trigger:)`, when `condition`, given the old and the new value,
    /// returns `true`.
    ///
    /// - Parameters:
    ///   - feedback: Which type of feedback to play.
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - condition: A closure to determine whether to play the feedback when `trigger`
    ///     changes.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { condition($0, $1) ? feedback : nil })
    }

    /// Plays feedback when returned from the `feedback` closure after the provided `trigger`
    /// value changes.
    ///
    /// As `sensoryFeedback(_:trigger:)`, with the feedback `feedback` returns given the old and
    /// the new value; `nil` plays none.
    ///
    /// - Parameters:
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - feedback: A closure to determine whether to play the feedback and what type of
    ///     feedback to play when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }

    /// Plays feedback when returned from the `feedback` closure after the provided `trigger`
    /// value changes.
    ///
    /// As the form whose closure takes the old and the new value.
    ///
    /// - Parameters:
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - feedback: A closure to determine whether to play the feedback and what type of
    ///     feedback to play when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        sensoryFeedback(trigger: trigger, { _, _ in feedback() })
    }
}

extension LayoutHost {
    /// The sensory feedback the host's views played, oldest first (Trellis has no haptics: a
    /// live host records each feedback a `sensoryFeedback` modifier plays); empty for a host
    /// that is not live.
    @MainActor public var playedSensoryFeedback: [SensoryFeedback] { live?.sensoryFeedback.all ?? [] }
}
