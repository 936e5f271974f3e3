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
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Previews { get }
}
