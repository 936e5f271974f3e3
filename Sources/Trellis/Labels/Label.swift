import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Lightning", systemImage: "bolt.fill")
/// Label { Text("Wi-Fi") } icon: { Image(systemName: "wifi") }
///     .labelStyle(.iconOnly)
/// ```
///
/// Layout, as SwiftUI's default style draws a label outside lists and toolbars: the icon
/// then the title, 8 points apart (6 in a macOS list row; in an iOS list or form row the title
/// 40 in, past a 24-point column centring the icon at the large image scale), the icon's vertical centre on the middle of the title's
/// first line's capital letters (its first baseline less half the font's cap height). The
/// label's text baselines are the title's. `labelStyle(.iconOnly)` shows only the icon,
/// `.titleOnly` only the title.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A label has no body: it is laid out by the environment's label style.
    public var body: Never { fatalError("Label has no body") }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style (for a custom
    /// ``LabelStyle`` that changes only part of the default label).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label: PrimitiveView {
    /// Adds the label, as its style lays it out.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon)))
        let style = resolver.environment.labelStyle
        switch style.builtIn {
        case .automatic? where resolver.environment.isListRow && resolver.environment.platform.system == .iOS:
            resolver.resolve(ListRowLabel(configuration: configuration), into: &elements)
        case .automatic?, .titleAndIcon?:
            let font = resolver.environment.defaultFont
            let capHeight: CGFloat
            switch resolver.fonts.face(for: font) {
            case let .success(face): capHeight = face.metrics(size: font.pointSize(in: resolver.environment)).capHeight
            case .failure: capHeight = FontFace.squares.metrics(size: font.pointSize(in: resolver.environment)).capHeight
            }
            // In a macOS list row the title is 6 after the icon (``TitleAndIconLabel/macListRowSpacing``).
            let inMacList = style.builtIn == .automatic && resolver.environment.isListRow && resolver.environment.platform.system == .macOS
            let spacing = inMacList ? TitleAndIconLabel.macListRowSpacing : TitleAndIconLabel.spacing
            resolver.resolve(TitleAndIconLabel(configuration: configuration, capHeight: capHeight, spacing: spacing), into: &elements)
        case .titleOnly?:
            resolver.resolve(configuration.title, into: &elements)
        case .iconOnly?:
            resolver.resolve(configuration.icon, into: &elements)
        case nil:
            // A `Label(configuration)` in the style's body is laid out by the default style,
            // not by this one again.
            let saved = resolver.environment
            resolver.environment.labelStyle = .automatic
            resolver.resolve(style.body(configuration), into: &elements)
            resolver.environment = saved
        }
    }
}

/// The icon's centre, on the title's: the middle of its first line's capitals.
enum LabelIconAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

/// The default label: icon and title side by side, 8 points apart (6 in a macOS list row).
nonisolated struct TitleAndIconLabel: View {
    /// The gap between the icon and the title. **measured** — swiftui-web `ios/label/basic`,
    /// `label/basic`.
    static let spacing: CGFloat = 8
    /// The gap in a macOS list row, where the automatic style sets the title closer: swiftui-web
    /// `list/tint` (macOS 26.2, 8d46be3) records the labels Wi-Fi, Bluetooth and Mobile 54.5, 81
    /// and 62.5 wide; less their 13-point titles (32, 59 and 41 as Trellis measures them) that
    /// leaves 22.5, 22 and 21.5, where the symbols (wifi 17, the antenna 15.5, phone 15.5) and
    /// a gap of 6 make 23, 21.5 and 21.5 and one of 8 makes 25, 23.5 and 23.5. **derived**.
    static let macListRowSpacing: CGFloat = 6

    let configuration: LabelStyleConfiguration
    let capHeight: CGFloat
    var spacing: CGFloat = TitleAndIconLabel.spacing

    var body: some View {
        let half = capHeight.isFinite ? capHeight / 2 : 0
        HStack(alignment: VerticalAlignment(LabelIconAlignment.self), spacing: spacing) {
            configuration.icon
            configuration.title
                .alignmentGuide(VerticalAlignment(LabelIconAlignment.self)) { $0[.firstTextBaseline] - half }
        }
    }
}
