import Foundation

/// A ``NavigationStack``'s screens, resolved in order into a ``NavigationStackLayout``.
///
/// 1. The root resolves first, with the stack's handle and a record of its own in the
///    environment: its `navigationDestination`s register there, its `navigationTitle` and
///    the other bar modifiers fill its record.
/// 2. A collapsed split view's columns above the root (its content and detail, up to the
///    one on top) are screens next, then each value of the path becomes the screen its type's destination makes (a value
///    without one becomes an empty screen, reported), then each view a destination link
///    pushed, then each destination a binding presents (in the order declared). Each screen
///    may declare destinations for those above it.
/// 3. Each screen's bar is made from its record once it has resolved; the title's mode
///    `.automatic` takes the mode of the screen below (large for the root). On macOS a screen
///    has no bars: its title, toolbar and search field are the window's chrome, which Trellis
///    does not lay out (docs/differences.md).
/// 4. The screens under the top one are hidden.
///
/// In a live host the presenting bindings are read here, so a change to one resolves the
/// stack again; each screen's views take their identity from its place in the stack.
nonisolated struct NavigationStackContent<Root: View>: View, PrimitiveView {
    let root: Root
    let values: [AnyHashable]
    let views: [AnyView]
    let actions: NavigationActions
    /// Pops to a number of path values and pushed views.
    let popTo: (_ values: Int, _ views: Int) -> Void
    /// A collapsed split view's columns above the root, in order.
    var columns: [AnyView] = []
    /// Pops to a number of those columns (a collapsed split view's: it shows the one below).
    var popToColumn: (Int) -> Void = { _ in }

    var body: Never { fatalError("NavigationStackContent has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let handle = NavigationStackHandle(actions: actions)
        var screens: [NodeID] = []
        var large = true
        var shownPresentations = 0
        var presented: [(view: AnyView, dismiss: () -> Void)] = []

        func add<V: View>(_ view: V, dismiss: (() -> Void)?, resolver: inout Resolver) {
            let index = screens.count
            let (screen, showsLarge) = Self.resolveScreen(
                view, index: index, handle: handle, inheritsLarge: large, dismiss: dismiss, resolver: &resolver)
            screens.append(screen)
            large = showsLarge
            // The destinations this screen presents through bindings, read where a change
            // to them resolves the stack again.
            while shownPresentations < handle.presented.count {
                let declaration = handle.presented[shownPresentations]
                shownPresentations += 1
                let view = resolver.live.map { live in live.track { declaration.view() } } ?? declaration.view()
                if let view { presented.append((view, declaration.dismiss)) }
            }
        }

        add(root, dismiss: nil, resolver: &resolver)
        let popTo = self.popTo, popToColumn = self.popToColumn
        for (index, column) in columns.enumerated() {
            add(column, dismiss: { popTo(0, 0); popToColumn(index) }, resolver: &resolver)
        }
        for (index, value) in values.enumerated() {
            let dismiss: () -> Void = { popTo(index, 0) }
            if let destination = handle.destination(for: value) {
                add(destination, dismiss: dismiss, resolver: &resolver)
            } else {
                resolver.report(
                    .missingNavigationDestination, "NavigationStack",
                    "no navigationDestination(for: \(type(of: value.base)).self) is declared for the path's value \(value.base); its screen is empty")
                add(EmptyView(), dismiss: dismiss, resolver: &resolver)
            }
        }
        let valueCount = values.count
        for (index, view) in views.enumerated() {
            add(view, dismiss: { popTo(valueCount, index) }, resolver: &resolver)
        }
        var next = 0
        while next < presented.count {
            let destination = presented[next]
            let above = presented[next...].map(\.dismiss)
            add(destination.view, dismiss: { for dismiss in above.reversed() { dismiss() } }, resolver: &resolver)
            next += 1
        }
        if screens.count > 1 { resolver.updateFromOutside(screens.dropLast(), .hidden) }
        elements.append(resolver.addContainer(NavigationStackLayout(), name: .text("NavigationStack"), elements: screens))
    }

    /// Resolves one screen and its bar into a ``NavigationScreenLayout`` node; returns it,
    /// and whether its title shows large (what an automatic title above it takes).
    private static func resolveScreen<V: View>(
        _ view: V, index: Int, handle: NavigationStackHandle, inheritsLarge: Bool,
        dismiss: (() -> Void)?, resolver: inout Resolver
    ) -> (NodeID, Bool) {
        let record = NavigationScreenRecord(inheritsLargeTitle: inheritsLarge)
        let saved = resolver.environment
        // A `searchable` around the stack: the root screen takes it.
        if index == 0 { record.search = saved.search.pending }
        resolver.environment.search.pending = ScreenSearch()
        resolver.environment.navigation = NavigationEnvironment(stack: handle, screen: record, displayMode: nil)
        resolver.environment.dismiss = DismissAction(action: dismiss)
        resolver.environment.isPresented = dismiss != nil
        resolver.live?.beginScope(index, elementCount: resolver.elements.count)
        var content: [NodeID] = []
        resolver.resolve(view, into: &content)
        resolver.live?.endScope()
        resolver.environment = saved

        // On macOS the title, the toolbar and the search field are the window's: the screen
        // is its content alone, at its content's size.
        let macOS = saved.platform.system == .macOS
        let layout: NavigationScreenLayout
        if macOS {
            layout = NavigationScreenLayout(barHeight: 0, hugsContent: true)
        } else {
            let bars = ScreenBars(record: record, back: record.backButtonHidden ? nil : dismiss, resolver: &resolver)
            if bars.presentedSuggestions != nil || bars.top != nil || bars.bottom != nil { resolver.features.safeArea.used = true }
            if let suggestions = bars.presentedSuggestions { resolver.resolve(suggestions, into: &content) }
            if let top = bars.top { resolver.resolve(top, into: &content) }
            if let bottom = bars.bottom { resolver.resolve(bottom, into: &content) }
            layout = NavigationScreenLayout(barHeight: bars.topHeight, bottomBarHeight: bars.bottomHeight)
        }
        let node = resolver.addContainer(layout, name: .text("navigation screen"), elements: content)
        let large = record.showsLargeTitle(nil)
        return (node, large)
    }
}
