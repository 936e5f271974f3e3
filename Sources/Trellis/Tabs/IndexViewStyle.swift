import Foundation

/// A type that specifies the appearance of an index view: the dots of a paged `TabView`.
///
/// Trellis draws the page dots as `.page(indexDisplayMode:)` lays them out; the background
/// behind them (``PageIndexViewStyle/BackgroundDisplayMode``) is recorded, not drawn.
public protocol IndexViewStyle {
    /// The style's body (an implementation detail, as SwiftUI's is).
    associatedtype _Body: View
    /// The body of the style for a configuration (an implementation detail).
    @ViewBuilder func _makeBody(configuration: _Configuration) -> _Body
    /// The configuration of an index view.
    typealias _Configuration = _IndexViewStyleConfiguration
}

/// The configuration of an index view (an implementation detail).
public struct _IndexViewStyleConfiguration {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a page index view shows a background behind its dots.
    public struct BackgroundDisplayMode: Sendable {
        let name: String
        /// The platform's default.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Background shown only while the index is being used.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Background always shown.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Background never shown.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style with a background display mode.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// The style's body: nothing of its own (the tab view lays its dots out).
    public func _makeBody(configuration: _Configuration) -> some View {
        EmptyView()
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// A page index view style with a background display mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

nonisolated extension View {
    /// Sets the style for the index view within the current environment (the background
    /// behind a paged tab view's dots: recorded, not drawn).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        self
    }
}
