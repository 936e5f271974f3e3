import Foundation

/// Reports that Trellis draws its content in an approximation of what the code asked for (a
/// custom style whose `makeBody` it does not call yet), so that the difference is never
/// silent; with no message it reports nothing. The content resolves unchanged.
nonisolated struct OptionalNotice: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let message: String?

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        if let message { resolver.report(.approximated, name, message) }
        resolver.resolve(content, into: &elements)
    }
}
