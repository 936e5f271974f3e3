import Foundation
import Trellis

// Scenes of two states (`"then"`, `"animation"`; docs/scene-format.md, "Two states"): the view,
// then the same view with new values, and the animation the change is made under.

extension SceneFile {
    /// The root view of the scene's second state (`"then"`), or `nil` for a scene of one state.
    /// Each read builds the view tree anew.
    public var nextView: AnyView? { nextContent?.make() }

    /// Whether the scene declares two states (`"view"`, then `"then"`).
    public var hasTwoStates: Bool { nextContent != nil }

    /// Lays the scene out in its first state, then changes it to its second under its
    /// ``animation``, as SwiftUI re-renders the same view with new values: views keep their
    /// identity by their place in the tree (or their `.id(_:)`). `nil` for a scene of one state.
    ///
    /// ```swift
    /// let scene = try SceneFile(contentsOf: URL(fileURLWithPath: "Scenes/profile-switch.json"))
    /// if let animation = scene.animate() {
    ///     print(animation.duration, animation.end.frame(of: "avatar") ?? .zero)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - proposal: The size offered to the root; by default the scene's ``proposal``, or
    ///     `.unspecified` when it has none.
    ///   - environment: The environment to lay out in; by default the scene's ``environment``.
    ///   - fonts: Where text finds its fonts.
    @MainActor
    public func animate(
        in proposal: ProposedViewSize? = nil, environment: EnvironmentValues? = nil, fonts: FontLibrary = .system
    ) -> LayoutAnimation? {
        guard let nextContent else { return nil }
        let first = view, second = nextContent.make()
        // The root is replaced by its mark: the scene's own, or one of ours put on it.
        let host: LayoutHost, mark: AnyHashable
        if let rootMark {
            (host, mark) = (LayoutHost(first, environment: environment ?? self.environment, fonts: fonts), rootMark)
        } else {
            (host, mark) = (LayoutHost(first.id(StateRoot()), environment: environment ?? self.environment, fonts: fonts), StateRoot())
        }
        if safeAreaInsets != EdgeInsets() { host.safeAreaInsets = safeAreaInsets }
        return host.animate(animation, in: proposal ?? self.proposal ?? .unspecified) { host.replace(id: mark, with: second) }
    }

    /// The string of `view`'s last modifier when it is `{"id": …}`: the mark of the root.
    static func mark(of view: JSONValue) -> String? {
        guard let last = view["modifiers"]?.elements?.last, case let .string(mark)? = last["id"]?.storage, last.members.count == 1 else {
            return nil
        }
        return mark
    }

    /// The animations a scene names (`"animation": "easeInOut"`): `Animation`'s static members.
    static let animationNames = Names<Animation>("an animation", [
        ("default", .default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("spring", .spring), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("interactiveSpring", .interactiveSpring),
    ])

    /// What `"animation"` accepts, for messages.
    static let animationAccepted = #"an animation: a name (\#(animationNames.entries.map(\.name).joined(separator: ", "))), "#
        + #"{"curve": "linear" | "easeIn" | "easeOut" | "easeInOut", "duration"} or {"spring": {"duration", "bounce"} | "#
        + #"{"response", "dampingFraction"}}, with "delay" and "speed" if wanted"#

    /// Decodes `"animation"`.
    static func animation(_ value: JSONValue) throws(SceneError) -> Animation {
        if value.kind == .string { return try value.name(animationNames) }
        guard value.kind == .object else { throw value.mismatch(animationAccepted) }
        let arguments = try Arguments(value, "an animation", accepting: ["curve", "duration", "spring", "delay", "speed"])
        var animation: Animation
        switch (arguments["curve"], arguments["spring"]) {
        case let (curve?, nil):
            let duration = try seconds(arguments["duration"], "duration", above: 0) ?? 0.35
            let curves = Names<@Sendable (Double) -> Animation>("a timing curve", [
                ("linear", { .linear(duration: $0) }), ("easeIn", { .easeIn(duration: $0) }),
                ("easeOut", { .easeOut(duration: $0) }), ("easeInOut", { .easeInOut(duration: $0) }),
            ])
            animation = try curve.name(curves)(duration)
        case let (nil, spring?):
            if let duration = arguments["duration"] {
                throw duration.error(#"a spring's duration goes inside "spring": {"spring": {"duration": …}}"#, accepted: animationAccepted)
            }
            animation = try self.spring(spring)
        case (_?, _?):
            throw value.error(#"an animation has "curve" or "spring", not both"#, accepted: animationAccepted)
        case (nil, nil):
            throw value.error(#"missing key "curve" or "spring" in an animation"#, accepted: animationAccepted)
        }
        if let delay = try seconds(arguments["delay"], "delay", above: nil) { animation = animation.delay(delay) }
        if let speed = try seconds(arguments["speed"], "speed", above: 0) { animation = animation.speed(speed) }
        return animation
    }

    /// `{"duration", "bounce"}` (`Animation.spring(duration:bounce:)`) or `{"response",
    /// "dampingFraction"}` (`Animation.spring(response:dampingFraction:)`).
    static func spring(_ value: JSONValue) throws(SceneError) -> Animation {
        let arguments = try Arguments(value, "a spring", accepting: ["duration", "bounce", "response", "dampingFraction"])
        let byDuration = arguments.has("duration") || arguments.has("bounce")
        if byDuration, arguments.has("response") || arguments.has("dampingFraction") {
            throw value.error(#"a spring has "duration" and "bounce", or "response" and "dampingFraction", not both"#, accepted: animationAccepted)
        }
        if byDuration || !arguments.has("response") && !arguments.has("dampingFraction") {
            let duration = try seconds(arguments["duration"], "duration", above: 0) ?? 0.5
            let bounce = try arguments["bounce"].map { value throws(SceneError) in
                let bounce = try value.number()
                guard bounce.isFinite, (-1 ... 1).contains(bounce) else {
                    throw value.error("a spring's bounce is from -1 to 1, got \(value)", accepted: "a number from -1 to 1")
                }
                return Double(bounce)
            } ?? 0
            return .spring(duration: duration, bounce: bounce)
        }
        let response = try seconds(arguments["response"], "response", above: 0) ?? 0.5
        let damping = try seconds(arguments["dampingFraction"], "dampingFraction", above: nil) ?? 0.825
        return .spring(response: response, dampingFraction: damping)
    }

    /// A finite number at least 0 (above `above` when given), or `nil` when absent.
    static func seconds(_ value: JSONValue?, _ key: String, above: Double?) throws(SceneError) -> Double? {
        guard let value else { return nil }
        let number = Double(try value.number())
        let accepted = above == nil ? "a number, 0 or more" : "a number above 0"
        guard number.isFinite, above.map({ number > $0 }) ?? (number >= 0) else {
            throw value.error("expected \(accepted) for \(key), got \(value)", accepted: accepted)
        }
        return number
    }
}

/// The mark a two-state scene puts on its root, to replace it: a type of its own, so that no
/// mark of the scene's can be the same.
private struct StateRoot: Hashable, CustomStringConvertible {
    var description: String { "state" }
}
