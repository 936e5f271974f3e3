import Foundation
import Trellis

/// A decoded view: a recipe that builds the same Trellis view each time it is made.
///
/// Views are not `Sendable` (modifiers such as `alignmentGuide` hold closures), so a decoded
/// scene keeps recipes made of `Sendable` values instead, and makes the view when asked.
/// A `Text` stays a value as long as only `Text`'s own modifiers (`font`, `bold`, …) are
/// applied to it, so the scene calls the same overloads Swift would.
enum Built: Sendable {
    case text(Text)
    case view(@Sendable () -> AnyView)
    /// An image, kept a value while `Image`'s own modifiers (`resizable`, …) apply to it.
    case image(Image)

    /// Builds the view.
    func make() -> AnyView {
        switch self {
        case let .text(text): AnyView(text)
        case let .view(make): make()
        case let .image(image): AnyView(image)
        }
    }

    /// The view with a `View` modifier applied.
    func applying(_ modifier: @escaping @Sendable (AnyView) -> AnyView) -> Built {
        let base = self
        return .view { modifier(base.make()) }
    }
}

/// The views of a container's `content`, in order.
struct Children: View {
    let views: [Built]

    var body: some View {
        ForEach(views.indices, id: \.self) { views[$0].make() }
    }
}
