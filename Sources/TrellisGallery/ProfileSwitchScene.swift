import Foundation
import Trellis

/// Four avatars in a row, or around a circle: one `AnyLayout` whose layout switches between an
/// `HStackLayout` and ``RadialLayout``, as in Apple's "Composing custom layouts with SwiftUI".
/// Switching keeps each avatar's identity, so under an animation each moves from its place in
/// the row to its place on the circle.
struct ProfileSwitchScene: View {
    /// Whether the avatars are around a circle rather than in a row.
    var isRadial: Bool

    static let avatars: [(name: String, color: Color)] = [("ada", .orange), ("grace", .blue), ("alan", .green), ("edsger", .pink)]

    var body: some View {
        let layout = isRadial ? AnyLayout(RadialLayout()) : AnyLayout(HStackLayout(spacing: 16))
        layout {
            ForEach(Self.avatars, id: \.name) { avatar in
                Circle().fill(avatar.color).frame(width: 60, height: 60).id(avatar.name)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension GalleryScene {
    /// Creates a scene that shows a change: `view` before it, `then` after it, the change made
    /// under `animation`.
    public init(
        name: String, title: String, summary: String, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
        animation: Animation = .default, view: @escaping @Sendable () -> AnyView, then: @escaping @Sendable () -> AnyView
    ) {
        self.init(name: name, title: title, summary: summary, proposal: proposal, safeAreaInsets: safeAreaInsets, view: view)
        makeNextView = then
        self.animation = animation
    }

    /// The view of the scene's second state, or `nil` for a scene of one state.
    public var nextView: AnyView? { makeNextView?() }

    /// Whether the scene shows a change between two states.
    public var hasTwoStates: Bool { makeNextView != nil }

    /// Lays the scene out in its first state, then changes it to its second under its
    /// ``animation``, the root replaced as SwiftUI re-renders the same view with new values
    /// (views keep their identity by place). `nil` for a scene of one state.
    ///
    /// - Parameters:
    ///   - proposal: The size offered to the root; the scene's ``proposal`` by default.
    ///   - environment: The environment to lay out in.
    ///   - fonts: Where text finds its fonts.
    @MainActor
    public func animate(
        in proposal: ProposedViewSize? = nil, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .system
    ) -> LayoutAnimation? {
        guard let next = nextView else { return nil }
        let host = LayoutHost(view.id(GalleryStateRoot()), environment: environment, fonts: fonts)
        if safeAreaInsets != EdgeInsets() { host.safeAreaInsets = safeAreaInsets }
        return host.animate(animation, in: proposal ?? self.proposal) { host.replace(id: GalleryStateRoot(), with: next) }
    }
}

/// The mark a two-state scene puts on its root, to replace it: a type of its own, so that no
/// mark of the scene's can be the same.
private struct GalleryStateRoot: Hashable, CustomStringConvertible {
    var description: String { "state" }
}
