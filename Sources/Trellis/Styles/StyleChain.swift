import Foundation

/// One style of a family (progress views, forms, group boxes…) as the environment holds it:
/// how it makes a view's body from a configuration, and the style that was in effect outside
/// it.
///
/// Styles compose as in SwiftUI: the innermost style makes the body, and a view the body
/// builds from the configuration (`ProgressView(configuration)`) is drawn by the next style
/// out, or by the built-in automatic style when there is none, never by the same style again.
final class StyleChain<Configuration>: @unchecked Sendable {
    // Unchecked for the reason `ButtonStyleBox` is: styles are the app's values, only called
    // while resolving, on the main actor's behalf.
    let makeBody: (Configuration) -> AnyView
    let outer: StyleChain?

    init(makeBody: @escaping (Configuration) -> AnyView, outer: StyleChain?) {
        self.makeBody = makeBody
        self.outer = outer
    }
}

/// The environment's key for the styles of one family, named by its configuration's type.
struct StyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: StyleChain<Configuration>? { nil }
}

extension EnvironmentValues {
    /// The innermost style of the family whose configuration is `Configuration`; `nil` for the
    /// built-in automatic style.
    func style<Configuration>(for _: Configuration.Type = Configuration.self) -> StyleChain<Configuration>? {
        self[StyleKey<Configuration>.self]
    }

    /// Sets the innermost style of the family whose configuration is `Configuration`.
    mutating func setStyle<Configuration>(_ style: StyleChain<Configuration>?) {
        self[StyleKey<Configuration>.self] = style
    }
}

extension Resolver {
    /// Resolves the body the environment's style makes for `configuration`, with the style
    /// outside it in effect; with no style, the built-in `automatic` body.
    mutating func resolveStyled<Configuration, Automatic: View>(
        _ configuration: Configuration, automatic: (Configuration) -> Automatic, into elements: inout [NodeID]
    ) {
        // A style's body is a body: what it reads of an observable (a binding's getter over an
        // `@Observable` model, say) is tracked as a view's body reads are.
        guard let style = environment.style(for: Configuration.self) else {
            let body = live.map { live in live.track { automatic(configuration) } } ?? automatic(configuration)
            resolve(body, into: &elements)
            return
        }
        environment.setStyle(style.outer)
        let body = live.map { live in live.track { style.makeBody(configuration) } } ?? style.makeBody(configuration)
        resolve(body, into: &elements)
        environment.setStyle(style)
    }
}

nonisolated extension View {
    /// Puts a style in front of the one of its family in effect: the views inside are drawn
    /// with it.
    func writingStyle<Configuration>(_ makeBody: @escaping (Configuration) -> AnyView) -> some View {
        modifier(EnvironmentWriter { $0.setStyle(StyleChain(makeBody: makeBody, outer: $0.style(for: Configuration.self))) })
    }
}

/// The body a style chain makes for a configuration, as a view: a control hands it to
/// `resolveControl` like any body.
nonisolated struct StyledBody<Configuration, Automatic: View>: View, PrimitiveView {
    let configuration: Configuration
    let automatic: (Configuration) -> Automatic

    var body: Never { fatalError("StyledBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolveStyled(configuration, automatic: automatic, into: &elements)
    }
}
