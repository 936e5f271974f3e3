import Foundation

extension CGAffineTransform {
    /// Whether every entry of the matrix is a finite number: the transforms the modifiers and
    /// shapes use; one that is not counts as the identity (or an empty path), reported where
    /// the user gave it.
    var hasFiniteEntries: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
