import Foundation

// Axis-generic access: sizes, proposals and points read and made along a *major* axis and
// across it (the *minor* axis), so that an algorithm written for one axis serves both (the
// stacks, the grid's columns and rows).

extension ProposedViewSize {
    /// A proposal of `major` along `axis` and `minor` across it.
    init(_ major: CGFloat?, along axis: Axis, _ minor: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    /// A size of `major` along `axis` and `minor` across it.
    init(_ major: CGFloat, along axis: Axis, _ minor: CGFloat) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }

    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}

extension CGPoint {
    /// A point `major` along `axis` and `minor` across it.
    init(_ major: CGFloat, along axis: Axis, _ minor: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}

extension CGRect {
    /// The smallest coordinate along `axis`: `minX` or `minY`.
    func minimum(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }

    /// The length along `axis`: `width` or `height`.
    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}

extension UnitPoint {
    /// The normalized distance along `axis`: `x` or `y`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

extension Alignment {
    /// The guide along `axis`: the horizontal or the vertical alignment's.
    func key(along axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}

extension Axis.Set {
    /// The set holding only `axis`.
    init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
