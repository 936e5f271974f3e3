import Foundation

/// A type that you use to create custom alignment guides.
///
/// Declare a type that conforms to `AlignmentID` and give it a default value, then create a
/// ``HorizontalAlignment`` or ``VerticalAlignment`` from it:
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
    /// The value of the guide for a view that does not set it explicitly.
    ///
    /// - Parameter context: The view's dimensions and its other alignment guides.
    /// - Returns: An offset from the view's origin along the guide's axis.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the explicit value of one more child into a container's value for this guide.
    ///
    /// `n` is the number of children already folded in. The default averages the values;
    /// `firstTextBaseline` keeps the smallest value (the topmost baseline) and
    /// `lastTextBaseline` the largest (the bottommost). This hook mirrors
    /// SwiftUI's underscored requirement of the same name; you rarely implement it.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// Averages the explicit values of the children.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let current = parentValue {
            parentValue = (current * CGFloat(n) + childValue) / CGFloat(n + 1)
        } else {
            parentValue = childValue
        }
    }
}
