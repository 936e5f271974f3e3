// CoreGraphics' C functions that combine rectangles, as Swift sees them (`CGRectUnion(_:_:)`,
// `CGRectIntersection(_:_:)`), for the code that still calls them or passes them to `reduce`.
// Each returns what the `CGRect` method of the same meaning returns.
#if !canImport(Darwin)
import Foundation

/// Returns the smallest rectangle that contains the two source rectangles: `r1.union(r2)`.
///
/// A null rectangle (`CGRect.null`) adds nothing: the union of it and another is the other.
///
/// ```swift
/// let bounds = rows.map(\.frame).reduce(CGRect.null, CGRectUnion)
/// ```
@inlinable public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }

/// Returns the intersection of two rectangles: `r1.intersection(r2)`, the null rectangle
/// (`CGRect.null`) when they do not overlap.
@inlinable public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
#endif
