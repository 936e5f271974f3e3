// CoreGraphics' C constructors of its geometry types, as Swift sees them (`CGPointMake(_:_:)`
// and the others), for the code that still calls them. Each returns the value the
// memberwise initialiser makes; no number is checked, as in CoreGraphics.
#if !canImport(Darwin)
import Foundation

/// Returns a point with the specified coordinates: `CGPoint(x: x, y: y)`.
@inlinable public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Returns a size with the specified dimension values: `CGSize(width: width, height: height)`.
@inlinable public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// Returns a rectangle with the specified coordinate and size values:
/// `CGRect(x: x, y: y, width: width, height: height)`.
@inlinable public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Returns a vector with the specified components: `CGVector(dx: dx, dy: dy)`.
@inlinable public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
#endif
