import Foundation
import Trellis

extension CGRect {
    var isDrawable: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
    }
}

extension LayoutResult.Element {
    /// The view's mark as text, if it has one.
    var markText: String? { id.map { String(describing: $0.base) } }
}
