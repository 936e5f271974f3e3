import Foundation

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label: its title and icon, type-erased.
nonisolated public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    nonisolated public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The title has no body: the label's title view is resolved in its place.
        public var body: Never { fatalError("LabelStyleConfiguration.Title has no body") }
    }

    /// A type-erased icon view of a label.
    nonisolated public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The icon has no body: the label's icon view is resolved in its place.
        public var body: Never { fatalError("LabelStyleConfiguration.Icon has no body") }
    }

    /// A description of the labeled item.
    public internal(set) var title: Title
    /// A symbolic representation of the labeled item.
    public internal(set) var icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    /// Resolves the label's title view.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(content, into: &elements)
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    /// Resolves the label's icon view.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(content, into: &elements)
    }
}

/// The label style that shows both the title and the icon of the label: the icon then the
/// title, 8 points apart, wherever the label is (in a list row too, where the automatic
/// style has the list's look; that case is not recorded).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a title and icon label style.
    public init() {}
    /// A label with its icon and title side by side.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// A label style that only displays the title of the label.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    public init() {}
    /// The label's title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that only displays the icon of the label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    public init() {}
    /// The label's icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style in the current context: title and icon, and in a list row the
/// list's look — on iOS the title 40 in past a 24-point column centring the icon at the large
/// image scale, on macOS the title 6 after the icon (docs/semantics.md, "Labels").
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}
    /// A label with its icon and title side by side.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label using a
    /// system-standard layout.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style as the environment keeps it: a built-in one by kind, a custom one as a
/// function from configuration to view.
struct AnyLabelStyle: @unchecked Sendable {
    // Unchecked: a custom style is the user's value, called only while resolving on the main
    // actor's behalf, as a view's body is (see ``MainActorBody``).
    /// `automatic`: the context's look (``ListRowLabel`` in an iOS list row, else title and
    /// icon); `titleAndIcon`: the icon and title side by side wherever the label is.
    enum BuiltIn { case automatic, titleAndIcon, titleOnly, iconOnly }

    let builtIn: BuiltIn?
    let body: (LabelStyleConfiguration) -> AnyView

    static let automatic = AnyLabelStyle(builtIn: .automatic, body: { AnyView(Label($0)) })

    init(builtIn: BuiltIn?, body: @escaping (LabelStyleConfiguration) -> AnyView) {
        self.builtIn = builtIn
        self.body = body
    }

    init<S: LabelStyle>(_ style: S) {
        switch style {
        case is DefaultLabelStyle: self = .automatic
        case is TitleAndIconLabelStyle: self.init(builtIn: .titleAndIcon, body: { AnyView(Label($0)) })
        case is TitleOnlyLabelStyle: self.init(builtIn: .titleOnly, body: { AnyView($0.title) })
        case is IconOnlyLabelStyle: self.init(builtIn: .iconOnly, body: { AnyView($0.icon) })
        default:
            self.init(builtIn: nil, body: { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) })
        }
    }
}

extension EnvironmentValues {
    /// The label style `labelStyle(_:)` set for the labels inside (automatic when none).
    var labelStyle: AnyLabelStyle {
        get { custom.value(for: ObjectIdentifier(AnyLabelStyle.self)) as? AnyLabelStyle ?? .automatic }
        set { custom.set(newValue, for: ObjectIdentifier(AnyLabelStyle.self)) }
    }
}

nonisolated extension View {
    /// Sets the style for labels within this view.
    ///
    /// ```swift
    /// VStack {
    ///     Label("Rain", systemImage: "cloud.rain")
    ///     Label("Snow", systemImage: "snow")
    /// }
    /// .labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let erased = AnyLabelStyle(style)
        return modifier(EnvironmentWriter(write: { $0.labelStyle = erased }))
    }
}
