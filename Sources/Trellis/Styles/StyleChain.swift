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

extension Resolver {
    /// Resolves the body the environment's style at `key` makes for `configuration`, with the
    /// style outside it in effect; with no style, the built-in `automatic` body.
    mutating func resolveStyled<Configuration, Automatic: View>(
        _ key: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>?>, _ configuration: Configuration,
        automatic: (Configuration) -> Automatic, into elements: inout [NodeID]
    ) {
        guard let style = environment[keyPath: key] else {
            resolve(automatic(configuration), into: &elements)
            return
        }
        environment[keyPath: key] = style.outer
        resolve(style.makeBody(configuration), into: &elements)
        environment[keyPath: key] = style
    }
}

nonisolated extension View {
    /// Puts a style in front of the one in effect at `key`: the views inside are drawn with it.
    func writingStyle<Configuration>(
        _ key: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>?>, _ makeBody: @escaping (Configuration) -> AnyView
    ) -> some View {
        modifier(EnvironmentWriter { $0[keyPath: key] = StyleChain(makeBody: makeBody, outer: $0[keyPath: key]) })
    }
}

/// The body a style chain makes for a configuration, as a view: a control hands it to
/// `resolveControl` like any body.
nonisolated struct StyledBody<Configuration, Automatic: View>: View, PrimitiveView {
    let key: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>?>
    let configuration: Configuration
    let automatic: (Configuration) -> Automatic

    var body: Never { fatalError("StyledBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolveStyled(key, configuration, automatic: automatic, into: &elements)
    }
}
