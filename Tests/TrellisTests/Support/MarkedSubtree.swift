import Foundation
@testable import Trellis

extension LayoutResult {
    /// The element marked `id` and the elements inside it, in tree order; empty when no element
    /// is marked `id`.
    func elements(inside id: String) -> ArraySlice<Element> {
        let all = elements
        guard let start = all.firstIndex(where: { $0.id == AnyHashable(id) }) else { return [] }
        let depth = all[start].depth
        let end = all[(start + 1)...].firstIndex { $0.depth <= depth } ?? all.endIndex
        return all[start ..< end]
    }
}
