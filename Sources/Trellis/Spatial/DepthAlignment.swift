import Foundation

/// A type that you use to create custom depth alignment guides.
///
/// Declare a type that conforms to `DepthAlignmentID` and give it a default value, then
/// create a ``DepthAlignment`` from it:
///
/// ```swift
/// private struct FirstQuarterDepth: DepthAlignmentID {
///     static func defaultValue(in context: ViewDimensions3D) -> CGFloat {
///         context.depth / 4
///     }
/// }
/// let firstQuarter = DepthAlignment(FirstQuarterDepth.self)
/// ```
public protocol DepthAlignmentID {
    /// The value of the guide for a view that does not set it explicitly.
    ///
    /// - Parameter context: The view's dimensions.
    /// - Returns: An offset from the view's back face along the depth axis (towards the viewer).
    static func defaultValue(in context: ViewDimensions3D) -> CGFloat
}

/// An alignment position along the depth axis.
///
/// Containers align their subviews in depth by lining up the same guide of every subview:
/// in `HStackLayout().depthAlignment(.front)` every subview's front face sits on one plane.
/// A view's depth runs from its back face (0) towards the viewer, so `.back` is 0, `.center`
/// half the depth and `.front` the whole depth.
public struct DepthAlignment: Equatable, @unchecked Sendable {
    // (Unchecked: its one property is a metatype, which is immutable and safe to share; Swift
    // counts a protocol's metatype as Sendable only for protocols that refine SendableMetatype.)
    /// The guide's type.
    let id: any DepthAlignmentID.Type

    /// Creates a custom depth alignment of the specified type.
    public init(_ id: any DepthAlignmentID.Type) {
        self.id = id
    }

    /// A guide marking the front face of the view (nearest the viewer).
    public static let front = DepthAlignment(FrontDepthAlignment.self)
    /// A guide marking the centre of the view's depth.
    public static let center = DepthAlignment(CenterDepthAlignment.self)
    /// A guide marking the back face of the view (farthest from the viewer).
    public static let back = DepthAlignment(BackDepthAlignment.self)

    /// Two alignments are equal when they are made from the same guide type.
    public static func == (lhs: DepthAlignment, rhs: DepthAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// The guide's value in a view of depth `depth` (depth guides are never set explicitly
    /// in Trellis: see ``ViewDimensions3D/subscript(explicit:)``).
    func value(inDepth depth: CGFloat) -> CGFloat {
        id.defaultValue(in: ViewDimensions3D(width: 0, height: 0, depth: depth))
    }

    /// A short name for dumps: `front`, `center`, `back`, or the guide type's name.
    var name: String {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(FrontDepthAlignment.self): return "front"
        case ObjectIdentifier(CenterDepthAlignment.self): return "center"
        case ObjectIdentifier(BackDepthAlignment.self): return "back"
        default: return String(describing: id)
        }
    }
}

/// The guide of ``DepthAlignment/front``: the whole depth.
enum FrontDepthAlignment: DepthAlignmentID {
    static func defaultValue(in context: ViewDimensions3D) -> CGFloat { context.depth }
}

/// The guide of ``DepthAlignment/center``: half the depth.
enum CenterDepthAlignment: DepthAlignmentID {
    static func defaultValue(in context: ViewDimensions3D) -> CGFloat { context.depth / 2 }
}

/// The guide of ``DepthAlignment/back``: 0.
enum BackDepthAlignment: DepthAlignmentID {
    static func defaultValue(in context: ViewDimensions3D) -> CGFloat { 0 }
}
