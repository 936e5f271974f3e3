import Foundation

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///     }
/// }
/// ```
///
/// The body the style makes is what lays out. A `ProgressView(configuration)` inside it is
/// drawn by the style outside this one (the platform's when there is none).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
nonisolated public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased label that describes the current value of a progress view.
    nonisolated public struct CurrentValueLabel: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// The completed fraction of the task represented by the progress view, from `0.0` (not
    /// yet started) to `1.0` (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view, if any.
    public var label: Label?
    /// A view that describes the current value of a progress view, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// The default progress view style: linear for determinate progress, circular otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    /// The platform's progress view.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(kind: .automatic, configuration: configuration)
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// Creates a linear progress view style.
    public init() { tint = nil }
    /// Creates a linear progress view style with a tint color.
    @available(*, deprecated, message: "Use tint(_:) instead.")
    public init(tint: Color) { self.tint = tint }
    /// A bar, its label above and its current-value label below.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(kind: .linear, configuration: configuration)
            .modifier(EnvironmentWriter { if let tint { $0.tintColor = tint } })
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial
/// completion of an activity.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// Creates a circular progress view style.
    public init() { tint = nil }
    /// Creates a circular progress view style with a tint color.
    @available(*, deprecated, message: "Use tint(_:) instead.")
    public init(tint: Color) { self.tint = tint }
    /// A spinner (or a ring for determinate progress) over its label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(kind: .circular, configuration: configuration)
            .modifier(EnvironmentWriter { if let tint { $0.tintColor = tint } })
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
    /// Sets the style for progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: 0.5).progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}
