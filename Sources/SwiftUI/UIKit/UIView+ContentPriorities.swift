// A view's content hugging and compression resistance priorities (UIKit's
// `UIConstraintBasedLayoutLayering`): how strongly it keeps its intrinsic content size on each
// axis when a `UIViewRepresentable` is offered more or less than that.
#if !canImport(Darwin)
import Foundation

extension UIView {
    /// Returns the priority with which a view resists being made larger than its intrinsic
    /// size: 250 (`defaultLow`) for a plain view, 251 for a `UILabel`, 750 for a `UISwitch`
    /// and a `UIActivityIndicatorView`, as in UIKit.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets the priority with which a view resists being made larger than its intrinsic
    /// size. A ``UIViewRepresentable`` keeps the view's intrinsic length on an axis whose
    /// hugging priority is 750 (`defaultHigh`) or more; below, the view takes a larger
    /// proposal.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: contentPriorities.hugging.horizontal = priority
        case .vertical: contentPriorities.hugging.vertical = priority
        }
    }

    /// Returns the priority with which a view resists being made smaller than its intrinsic
    /// size: 750 (`defaultHigh`) by default, as in UIKit.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.resistance.horizontal : contentPriorities.resistance.vertical
    }

    /// Sets the priority with which a view resists being made smaller than its intrinsic
    /// size. A ``UIViewRepresentable`` keeps the view's intrinsic length on an axis whose
    /// resistance is 750 (`defaultHigh`) or more; below, the view takes a smaller proposal.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: contentPriorities.resistance.horizontal = priority
        case .vertical: contentPriorities.resistance.vertical = priority
        }
    }
}
#endif
