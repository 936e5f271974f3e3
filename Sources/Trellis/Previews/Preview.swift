import Foundation

/// A preview: a name, the traits that say how to show it, and the body that makes its view.
/// `#Preview` (the macro, declared by the `SwiftUI` module) makes one for each use, and
/// `trellis preview` shows them beside the ``PreviewProvider``s (docs/previews.md).
///
/// ```swift
/// #Preview("Dark card", traits: .sizeThatFitsLayout) {
///     Card().preferredColorScheme(.dark)
/// }
/// ```
@MainActor
public struct Preview {
    /// The kind of traits a view's preview takes: ``PreviewTrait`` values of this kind.
    public enum ViewTraits {}

    /// The name shown in the previewer; `nil` names the preview after its place in the source.
    package let name: String?
    /// The traits, in the order written.
    package let traits: [PreviewTrait<ViewTraits>]
    /// Makes the preview's view.
    package let body: @MainActor () -> any View

    /// A preview named `name` (optional) with `traits`, whose view `body` makes.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}

extension Preview: Sendable {}

/// A type that registers one preview, with the place in the source it was written: what each
/// `#Preview` expands to. `trellis preview` finds it by that place.
public protocol PreviewRegistry {
    /// The file the preview is written in, as `#fileID` spells it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`, from 1.
    static var line: Int { get }
    /// The column of the `#Preview`, from 1.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}

/// The error a ``PreviewRegistry/makePreview()`` throws for a preview it cannot make; the
/// previewer shows the preview as unavailable.
public struct PreviewUnavailable: Error {
    /// The error.
    public init() {}
}

/// A way to show a preview, of kind `T` (``Preview/ViewTraits`` for views): its layout or the
/// device's orientation.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { Card() }
/// ```
@MainActor
public struct PreviewTrait<T> {
    /// What one trait sets.
    package enum Setting: Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    /// The settings, in order: a later one of a kind replaces an earlier one.
    package let settings: [Setting]

    package init(settings: [Setting]) {
        self.settings = settings
    }

    /// One trait made of `traits`, in order.
    public init(_ traits: PreviewTrait<T>...) {
        settings = traits.flatMap(\.settings)
    }

    /// The layout the traits set, the last one written winning; `.device` when none sets one.
    package var layout: PreviewLayout {
        settings.reduce(.device) { if case let .layout(layout) = $1 { layout } else { $0 } }
    }

    /// The orientation the traits set, the last one written winning; `nil` when none sets one.
    package var orientation: InterfaceOrientation? {
        settings.reduce(nil) { if case let .orientation(orientation) = $1 { orientation } else { $0 } }
    }
}

extension PreviewTrait: Sendable {}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (``PreviewLayout/device``).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(settings: [.layout(.device)]) }
    /// The preview takes its ideal size (``PreviewLayout/sizeThatFits``).
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(settings: [.layout(.sizeThatFits)]) }
    /// The preview is offered `width` × `height` points (``PreviewLayout/fixed(width:height:)``).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(settings: [.layout(.fixed(width: width, height: height))])
    }
    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(settings: [.orientation(.portrait)]) }
    /// The device in landscape, its top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(settings: [.orientation(.landscapeLeft)]) }
    /// The device in landscape, its top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(settings: [.orientation(.landscapeRight)]) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(settings: [.orientation(.portraitUpsideDown)]) }
}
