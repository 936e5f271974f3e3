import Foundation

/// A shape type that is able to inset itself to produce another shape.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).inset(by: 5).fill(.teal).frame(width: 60, height: 40)
/// ```
nonisolated public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns `self` inset by `amount`: drawn in its bounds inset by `amount` on every edge
    /// (rounded corners shrink by as much, down to 0). Its size in layout is the shape's own.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape whose inset is the same kind of shape, drawn in a smaller rectangle.
protocol InsettableBuiltIn: Shape {
    /// The shape with its corners shrunk by `amount` (the shapes without corners: itself).
    func insetCorners(by amount: CGFloat) -> Self
}

extension InsettableBuiltIn {
    func insetCorners(by amount: CGFloat) -> Self { self }
}

/// A built-in shape inset by an amount.
nonisolated struct InsetBuiltInShape<Base: InsettableBuiltIn>: InsettableShape {
    let base: Base
    let amount: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard inset.width >= 0, inset.height >= 0, !inset.isNull else { return Path() }
        return base.insetCorners(by: amount).path(in: inset)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }

    func inset(by amount: CGFloat) -> InsetBuiltInShape<Base> {
        InsetBuiltInShape(base: base, amount: self.amount + amount)
    }
}

extension InsetBuiltInShape: NamedShape {
    var dumpName: String { "\(Base.self).inset(by: \(Describe.number(amount)))" }
}

extension Rectangle: InsettableShape, InsettableBuiltIn {
    /// Returns the rectangle inset by `amount` on every edge.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

extension Circle: InsettableShape, InsettableBuiltIn {
    /// Returns the circle of the rectangle inset by `amount` on every edge.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape, InsettableBuiltIn {
    /// Returns the ellipse of the rectangle inset by `amount` on every edge.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape, InsettableBuiltIn {
    /// Returns the capsule of the rectangle inset by `amount` on every edge.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape, InsettableBuiltIn {
    /// Returns the rounded rectangle inset by `amount` on every edge, its corners smaller by
    /// `amount` (down to 0).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }

    func insetCorners(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(
            cornerSize: CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0)), style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape, InsettableBuiltIn {
    /// Returns the rectangle inset by `amount` on every edge, each corner smaller by `amount`
    /// (down to 0).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }

    func insetCorners(by amount: CGFloat) -> UnevenRoundedRectangle {
        func less(_ radius: CGFloat) -> CGFloat { max(radius - amount, 0) }
        return UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: less(cornerRadii.topLeading), bottomLeading: less(cornerRadii.bottomLeading),
                bottomTrailing: less(cornerRadii.bottomTrailing), topTrailing: less(cornerRadii.topTrailing)),
            style: style)
    }
}
