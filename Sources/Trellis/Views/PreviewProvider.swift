import Foundation

/// A type that produces view previews in Xcode. Trellis lays out no previews by itself;
/// the protocol is here so that files that declare one compile.
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
