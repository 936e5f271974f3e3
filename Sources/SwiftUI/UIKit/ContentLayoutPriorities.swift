// The content hugging and compression resistance priorities a view keeps, per axis (the
// storage behind `UIView.setContentHuggingPriority(_:for:)` and its kin).
#if !canImport(Darwin)
import Foundation

/// A view's content hugging and compression resistance priorities on each axis: UIView's
/// defaults are 250 (`defaultLow`) hugging and 750 (`defaultHigh`) resistance on both.
struct ContentLayoutPriorities {
    /// How strongly the view refuses to grow past its intrinsic width and height.
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// How strongly the view refuses to shrink below its intrinsic width and height.
    var resistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    /// The priorities with `hugging` on both axes, and the default resistance.
    init(hugging: UILayoutPriority = .defaultLow) {
        self.hugging = (hugging, hugging)
    }
}
#endif
