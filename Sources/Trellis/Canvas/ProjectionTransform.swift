import Foundation

/// A 3 × 3 matrix that maps points of a plane, perspective included: a point `(x, y)` maps to
/// `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with `w = m13·x + m23·y + m33`.
@frozen
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    /// Row 2, column 1.
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    /// Row 3, column 1.
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

    /// The identity.
    @inlinable public init() {}

    /// The projection an affine transform makes.
    @inlinable public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the matrix is the identity.
    @inlinable public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the matrix is affine: no perspective (`m13 = m23 = 0`, `m33 = 1`).
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The product of this matrix and `rhs` (this one applied first).
    @inlinable public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
        var m = ProjectionTransform()
        m.m11 = dot((m11, m12, m13), (rhs.m11, rhs.m21, rhs.m31))
        m.m12 = dot((m11, m12, m13), (rhs.m12, rhs.m22, rhs.m32))
        m.m13 = dot((m11, m12, m13), (rhs.m13, rhs.m23, rhs.m33))
        m.m21 = dot((m21, m22, m23), (rhs.m11, rhs.m21, rhs.m31))
        m.m22 = dot((m21, m22, m23), (rhs.m12, rhs.m22, rhs.m32))
        m.m23 = dot((m21, m22, m23), (rhs.m13, rhs.m23, rhs.m33))
        m.m31 = dot((m31, m32, m33), (rhs.m11, rhs.m21, rhs.m31))
        m.m32 = dot((m31, m32, m33), (rhs.m12, rhs.m22, rhs.m32))
        m.m33 = dot((m31, m32, m33), (rhs.m13, rhs.m23, rhs.m33))
        return m
    }

    /// Inverts the matrix in place; `false`, leaving it unchanged, when it has no inverse
    /// (its determinant is 0 or not finite).
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let det = m11 * c11 + m21 * c12 + m31 * c13
        guard det != 0, det.isFinite else { return false }
        let r = 1 / det
        let inverse = [
            c11 * r, c12 * r, c13 * r,
            (m23 * m31 - m21 * m33) * r, (m11 * m33 - m13 * m31) * r, (m13 * m21 - m11 * m23) * r,
            (m21 * m32 - m22 * m31) * r, (m12 * m31 - m11 * m32) * r, (m11 * m22 - m12 * m21) * r,
        ]
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) =
            (inverse[0], inverse[1], inverse[2], inverse[3], inverse[4], inverse[5], inverse[6], inverse[7], inverse[8])
        return true
    }

    /// The inverse; the matrix itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// The affine part, when the matrix is affine.
    var affine: CGAffineTransform? {
        isAffine ? CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) : nil
    }
}
