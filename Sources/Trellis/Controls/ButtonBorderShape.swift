import Foundation

/// A shape used to draw a button's border.
///
/// ```swift
/// Button("Add") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
/// ```
///
/// It changes the bezel of the bordered styles (`.bordered`, `.borderedProminent`, a toggle in
/// the button style), not its size, except `.circle`, which makes the bezel a circle as wide
/// as the label's larger padded side.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, roundedRectangle, radius(CGFloat), circle
    }

    let kind: Kind

    /// A shape that defers to the environment to determine the resolved button shape: a
    /// capsule on iOS, a rounded rectangle on macOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle shape with the platform's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
    /// A circle shape.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// A rounded rectangle shape with the given corner radius (0 for a negative or non-finite
    /// radius).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .radius(radius.isFinite ? max(radius, 0) : 0))
    }

    /// The bezel's corner radius on a platform; `nil` for a capsule (and for a circle, a
    /// capsule of equal sides).
    func cornerRadius(_ metrics: ControlMetrics) -> CGFloat? {
        switch kind {
        case .automatic: metrics.isMac ? 6 : nil
        case .capsule, .circle: nil
        // The platform's rounded rectangle: 6 on macOS (recorded); 8 on iOS is an estimate.
        case .roundedRectangle: metrics.isMac ? 6 : 8
        case let .radius(radius): radius
        }
    }
}

struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The border shape of the bordered buttons inside.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the border shape for buttons in this view.
    ///
    /// ```swift
    /// Button("Add") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

extension ButtonBorderShape: InsettableShape, InsettableBuiltIn {
    /// Describes the border shape as a path in `rect`, as drawn on iOS: `.automatic` and
    /// `.capsule` a capsule, `.roundedRectangle` 8-point continuous corners (an estimate),
    /// `.roundedRectangle(radius:)` that radius, `.circle` a circle. (A button's bezel follows
    /// the platform; a shape has no environment, so the path is iOS's.)
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .automatic, .capsule: Capsule().path(in: rect)
        case .roundedRectangle: RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect)
        case let .radius(radius): RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }

    /// Returns the shape inset by `amount` on every edge (a rounded rectangle's corners smaller
    /// by `amount`, down to 0).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(base: self, amount: amount) }

    func insetCorners(by amount: CGFloat) -> ButtonBorderShape {
        switch kind {
        case .roundedRectangle: .roundedRectangle(radius: max(8 - amount, 0))
        case let .radius(radius): .roundedRectangle(radius: max(radius - amount, 0))
        default: self
        }
    }
}
