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

/// The identity of a guide: the `AlignmentID` type and the axis it measures.
///
/// A key is one pointer to the guide's entry in a process-wide registry (one entry per type
/// and axis, made when an alignment is first created from that type and never freed), so an
/// ``Alignment`` is 16 bytes and keys compare and hash by identity.
struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The registered guide. Entries live as long as the process, so the reference need not
    /// be counted.
    private unowned(unsafe) let guide: RegisteredGuide

    init(_ type: any AlignmentID.Type, axis: Axis) {
        guide = RegisteredGuide.registered(type, axis: axis)
    }

    /// The guide's `AlignmentID` type.
    var type: any AlignmentID.Type { guide.type }
    /// The axis the guide measures.
    var axis: Axis { guide.axis }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.guide === rhs.guide }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(guide)) }

    var description: String { String(describing: type) }

    /// Merges the children's explicit values for this guide (see `_combineExplicit`).
    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            type._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

/// One guide in the registry behind ``AlignmentKey``: immutable, and never freed.
final class RegisteredGuide: @unchecked Sendable {
    nonisolated(unsafe) let type: any AlignmentID.Type
    let axis: Axis

    private init(_ type: any AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
    }

    private struct Identity: Hashable {
        let type: ObjectIdentifier
        let axis: Axis
    }

    /// Every guide registered so far, behind `lock` (alignments are created from any thread).
    nonisolated(unsafe) private static var registry: [Identity: RegisteredGuide] = [:]
    private static let lock = NSLock()

    /// The registry's entry for `type` on `axis`, made on first use.
    static func registered(_ type: any AlignmentID.Type, axis: Axis) -> RegisteredGuide {
        let identity = Identity(type: ObjectIdentifier(type), axis: axis)
        lock.lock()
        defer { lock.unlock() }
        if let known = registry[identity] { return known }
        let guide = RegisteredGuide(type, axis: axis)
        registry[identity] = guide
        return guide
    }
}

// MARK: - The built-in guides

enum LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
/// A view with no text has its baselines at its bottom edge. A container's first baseline
/// is its topmost child baseline, its last the bottommost (Apple's documentation of
/// `VerticalAlignment.combineExplicit(_:)`: "firstTextBaseline returns the minimum value,
/// while lastTextBaseline returns the maximum value").
enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(parentValue ?? childValue, childValue)
    }
}
enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? childValue, childValue)
    }
}
/// List-row separators align with the leading edge unless a view says otherwise.
enum ListRowSeparatorLeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum ListRowSeparatorTrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
