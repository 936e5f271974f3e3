import Foundation

/// A type that produces view previews in Xcode. On Linux, `trellis preview` finds the types
/// that conform to it in a package and shows their previews live (docs/previews.md); the
/// protocol itself only declares them.
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View { Badge() }
/// }
/// ```
///
/// Each child of `previews` is a preview of its own; the preview modifiers
/// (``View/previewLayout(_:)``, ``View/previewDisplayName(_:)``, ``View/previewDevice(_:)``,
/// ``View/previewInterfaceOrientation(_:)``) set how `trellis preview` shows it.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to run the previews on; `nil` (the default) lets the previewer choose from
    /// the target. `trellis preview` lays every preview out as iOS does, whatever this says.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the previewer chooses (on Linux, iOS's layout).
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a ``PreviewProvider`` can ask its previews to run on.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
