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
