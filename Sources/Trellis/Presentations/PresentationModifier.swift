import Foundation

/// A presentation (`sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`):
/// while its binding asks for it, a layer over the window, presented from the view it modifies.
///
/// 1. The content resolves as it is: the presenting screen stays laid out beneath.
/// 2. The binding is read (where a change to it resolves the view again, in a live host); when
///    it presents, the layer resolves in its own environment (``PresentedLayer``), then goes
///    over the content's first view as an overlay, which places the dimming and the card in
///    the window (``PresentedLayerLayout``), wherever the view is.
nonisolated struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The presentation's name, for dumps.
    let name: String
    /// The layer, when the binding presents it (reading the binding).
    let layer: () -> PresentedLayer?

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let primaries = resolver.elements(of: content)
        let read = self.layer
        let layer = resolver.live.map { live in live.track { read() } } ?? read()
        guard let layer, let first = primaries.first else {
            elements.append(contentsOf: primaries)
            return
        }
        var layers: [NodeID] = []
        layer.resolve(into: &resolver, elements: &layers)
        let node = resolver.addContainer(OverlayLayout(alignment: .center), name: .text(name), elements: [first] + layers)
        resolver.inheritTraits(of: first, into: node)
        elements.append(node)
        elements.append(contentsOf: primaries.dropFirst())
    }
}

/// What a presentation shows.
struct PresentedLayer {
    enum Kind {
        /// A sheet (a popover in a compact width is one); a full-screen cover when `covers`.
        case sheet(content: AnyView, covers: Bool)
        /// An alert, or a confirmation dialog when `dialog`.
        case alert(title: Text?, message: AnyView?, actions: AnyView, dialog: Bool)
        /// A menu's or a context menu's items, with a context menu's preview.
        case menu(content: AnyView, preview: AnyView?)
    }

    let kind: Kind
    /// What dismissing does: the binding set back, then `onDismiss`.
    let dismiss: () -> Void

    /// The identity scope of a layer's views in a live host.
    private static let scope = 0x5EE7

    /// Resolves the layer: its content with the presentation's environment, then the layer
    /// around it.
    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment
        resolver.environment.navigation = NavigationEnvironment()
        resolver.environment.dismiss = DismissAction(action: dismiss)
        resolver.environment.isPresented = true
        resolver.live?.beginScope(Self.scope, elementCount: resolver.elements.count)
        defer {
            resolver.live?.endScope()
            resolver.environment = saved
        }
        switch kind {
        case .sheet(let content, let covers):
            let record = PresentationRecord()
            resolver.environment.presentation = PresentationEnvironment(sheet: record, actions: nil)
            let views = resolver.subviews(resolving: ResolvableContent(content))
            resolver.environment.presentation = saved.presentation
            let layer = SheetLayerView(content: views, record: record, covers: covers, environment: resolver.environment)
            resolver.resolve(layer, into: &elements)
        case .alert(let title, let message, let actions, let dialog):
            let record = PresentationActionsRecord(dismiss: dismiss)
            resolver.environment.presentation = PresentationEnvironment(sheet: nil, actions: record)
            var views = resolver.subviews(resolving: ResolvableContent(actions.buttonStyle(AlertActionButtonStyle(dialog: dialog))))
            if record.entries.isEmpty {
                // No button: the system's OK.
                views = resolver.subviews(resolving: ResolvableContent(Button("OK") {}.buttonStyle(AlertActionButtonStyle(dialog: dialog))))
            }
            resolver.environment.presentation = saved.presentation
            let layer = AlertLayerView(title: title, message: message, actions: AlertActions(views: views, record: record, dialog: dialog), dialog: dialog)
            resolver.resolve(layer, into: &elements)
        case .menu(let content, let preview):
            // The items are buttons drawn as rows, which close the menu after their action.
            let record = PresentationActionsRecord(dismiss: dismiss)
            resolver.environment.presentation = PresentationEnvironment(sheet: nil, actions: record)
            let views = resolver.subviews(resolving: ResolvableContent(content.buttonStyle(MenuRowButtonStyle())))
            resolver.environment.presentation = saved.presentation
            let breaks = views.map { resolver.nodes[$0.node.index].nameSource == .builtIn(.divider) }
            let layer = MenuLayerView(items: MenuItems(views: views, isBreak: breaks, record: record), preview: preview)
            resolver.resolve(layer, into: &elements)
        }
    }
}
