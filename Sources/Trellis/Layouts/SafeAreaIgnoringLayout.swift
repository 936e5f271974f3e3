import Foundation

/// `ignoresSafeArea(_:edges:)`: the view as its container lays it out, inside the safe area,
/// around its content, which grows from there into the unsafe bands it reaches.
///
/// 1. The content is proposed the view's proposal; the view is as large as its answer.
/// 2. The content is placed at the view's origin with the same proposal; the engine then grows
///    it into the bands it reaches on the modifier's edges (the ``SafeAreaExtension`` on the
///    content's node, `Engine/Features/SafeArea.swift`), proposes it the grown size, and what
///    is inside it sees those bands as safe.
///
/// The view itself keeps the frame it was laid out at, so modifiers applied after
/// `ignoresSafeArea()` (a background, a frame, an `.id` read by `frame(of:)`) see that frame,
/// not the grown one, as in SwiftUI, where a probe outside the modifier reports the frame in
/// the safe area: swiftui-web `ios/representable/safearea-ignored` and `safearea-color`
/// (golden at 0ae4895) record a representable and a colour after `.ignoresSafeArea()` under an
/// inline navigation bar at (0, 64, 320 × 236), while what they show reaches the window's top.
/// (Apple's documentation of `ignoresSafeArea(_:edges:)`: it "expands the safe area of a
/// view"; the modified view is the container of the expanded one.) A `ScrollView` is laid out
/// the same way, around its viewport (`Views/ScrollView.swift`; swiftui-web `ios/nav/scroll`).
struct SafeAreaIgnoringLayout: ModifierLayout {
    /// The edges the content grows on (kept in its node; here for the name).
    let edges: Edge.Set

    var name: String {
        edges == .all ? "ignoresSafeArea()" : "ignoresSafeArea(edges: \(SafeAreaIgnoringLayout.describe(edges)))"
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        subviews.sizeOfFirst(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// `edges` as Swift writes them: `.top`, `[.top, .bottom]`, `.horizontal`.
    static func describe(_ edges: Edge.Set) -> String {
        if edges == .horizontal { return ".horizontal" }
        if edges == .vertical { return ".vertical" }
        let names: [(Edge.Set, String)] = [(.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
        let parts = names.filter { edges.contains($0.0) }.map(\.1)
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}

extension SafeAreaIgnoringLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.sizedBySubviews, .asksSubviewOnce] }
}
