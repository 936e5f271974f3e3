import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
/// ```
///
/// It fills the space it is offered. On macOS its column is centred across the top, 20 below
/// it: the label's title alone (large title, semibold, secondary: the icon is not shown), the
/// description (`body`, secondary, centred) 12 under it and the actions 12 under that, as
/// recorded on macOS 26 (swiftui-web `unavailable/basic`). On iOS the column is centred: the
/// label's icon (48 points, secondary), 16 above the title (`title2`, bold), the description
/// 8 under the title (`callout`, secondary, centred) and the actions 16 under that, the column
/// 32 in from the sides (derived from iOS 17's look: no recording of the view on iOS,
/// docs/differences.md).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    @Environment(\.targetPlatform) private var platform

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    ///
    /// - Parameters:
    ///   - label: The label that describes the view.
    ///   - description: The view that describes the interface.
    ///   - actions: The content of the interface actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The column of the label, the description and the actions: across the top on macOS,
    /// centred elsewhere.
    public var body: some View {
        if platform.system == .macOS {
            VStack(spacing: ContentUnavailableMetrics.macOSSpacing) {
                label.labelStyle(UnavailableMacLabelStyle())
                description.font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
                actions
            }
            .padding(.top, ContentUnavailableMetrics.macOSTopInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        } else {
            centredColumn
        }
    }

    /// iOS's column, centred in the space.
    private var centredColumn: some View {
        VStack(spacing: 0) {
            label.labelStyle(UnavailableLabelStyle())
            description
                .font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
                .padding(.top, ContentUnavailableMetrics.descriptionGap)
            actions.padding(.top, ContentUnavailableMetrics.actionsGap)
        }
        .padding(.horizontal, ContentUnavailableMetrics.sideInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Trellis.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title from a localized string key, an image from an asset
    /// catalog and an optional description.
    ///
    /// - Parameters:
    ///   - title: A title generated from a localized string.
    ///   - name: The name of the image resource to lookup.
    ///   - description: The view that describes the interface.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an interface with a title from a localized string key, a system image and an
    /// optional description.
    ///
    /// - Parameters:
    ///   - title: A title generated from a localized string.
    ///   - name: The name of the system symbol image.
    ///   - description: The view that describes the interface.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an interface with a title from a string, an image from an asset catalog and an
    /// optional description.
    ///
    /// - Parameters:
    ///   - title: A string used as the title.
    ///   - name: The name of the image resource to lookup.
    ///   - description: The view that describes the interface.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an interface with a title from a string, a system image and an optional
    /// description.
    ///
    /// - Parameters:
    ///   - title: A string used as the title.
    ///   - name: The name of the system symbol image.
    ///   - description: The view that describes the interface.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// Creates a `ContentUnavailableView` instance that conveys a search state: "No Results",
    /// with "Check the spelling or try a new search."
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() }, actions: {
            SearchUnavailableContent.Actions()
        })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state for a query:
    /// "No Results for “text”".
    ///
    /// - Parameter text: The search text query.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() }, actions: {
            SearchUnavailableContent.Actions()
        })
    }
}

/// A structure that represents the body of a static placeholder search view.
nonisolated public struct SearchUnavailableContent {
    /// A view that represents the label of a static placeholder search view.
    nonisolated public struct Label: View {
        let text: String?
        /// "No Results" (with the query, if any) beside a magnifying glass.
        public var body: some View {
            Trellis.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// A view that represents the description of a static `ContentUnavailableView.search` view.
    nonisolated public struct Description: View {
        /// "Check the spelling or try a new search."
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// A view that represents the actions of a static `ContentUnavailableView.search` view.
    nonisolated public struct Actions: View {
        /// No actions.
        public var body: some View { EmptyView() }
    }
}

/// The metrics of ``ContentUnavailableView``: on macOS as recorded (swiftui-web
/// `unavailable/basic`, macOS 26.2: the title 20 below the top, 12 between the title, the
/// description and the actions); on iOS derived (docs/differences.md).
enum ContentUnavailableMetrics {
    static let macOSSpacing: CGFloat = 12
    static let macOSTopInset: CGFloat = 20
    static let iconSize: CGFloat = 48
    static let titleGap: CGFloat = 16
    static let descriptionGap: CGFloat = 8
    static let actionsGap: CGFloat = 16
    static let sideInset: CGFloat = 32
}

/// A content-unavailable label: the icon large and secondary above the bold title, centred.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.titleGap) {
            configuration.icon.font(.system(size: ContentUnavailableMetrics.iconSize)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

/// A content-unavailable label on macOS: its title alone, large title semibold, secondary,
/// centred (the recording shows no icon). The weight is derived from the recorded width: "No
/// Results" is 130.5 wide, which the fitted system-font stand-in measures at semibold to the
/// half point (bold 134, regular 120).
struct UnavailableMacLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.title.font(.largeTitle.weight(.semibold)).foregroundStyle(.secondary).multilineTextAlignment(.center)
    }
}
