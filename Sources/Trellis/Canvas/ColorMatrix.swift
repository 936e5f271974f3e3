import Foundation

/// A matrix to use in an RGBA colour transformation (`GraphicsContext.Filter.colorMatrix(_:)`).
///
/// Each row gives one output component from the input (r, g, b, a, 1): `r1…r5` the red,
/// `g1…g5` the green, `b1…b5` the blue, `a1…a5` the alpha. The default is the identity.
///
/// ```swift
/// var swap = ColorMatrix()
/// (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)   // red and blue exchanged
/// context.addFilter(.colorMatrix(swap))
/// ```
@frozen
public struct ColorMatrix: Equatable {
    /// The red output's weights of red, green, blue, alpha, and its constant.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green output's weights of red, green, blue, alpha, and its constant.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue output's weights of red, green, blue, alpha, and its constant.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha output's weights of red, green, blue, alpha, and its constant.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix: colours pass unchanged.
    @inlinable public init() {}
}

extension ColorMatrix: Sendable {}
